; A team whose master thread dereferences null while the others wait at a barrier: the
; error is reported with its location, and the waiting threads are stopped (no hang).
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare i32 @puts(ptr)

@msg = private constant [7 x i8] c"before\00"

define i32 @main() {
entry:
  %x = alloca i32
  %r = call i32 @puts(ptr @msg)
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 4), "QUAL.OMP.SHARED"(ptr %x) ]
  %m = call token @llvm.directive.region.entry() [ "DIR.OMP.MASTER"() ]
  %v = load i32, ptr null
  store i32 %v, ptr %x
  call void @llvm.directive.region.exit(token %m) [ "DIR.OMP.END.MASTER"() ]
  %b = call token @llvm.directive.region.entry() [ "DIR.OMP.BARRIER"() ]
  call void @llvm.directive.region.exit(token %b) [ "DIR.OMP.END.BARRIER"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret i32 0
}
