; A team region containing a construct parir does not run in a team (ordered): the region
; runs on the main thread alone, and --explain says why.
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare i32 @printf(ptr, ...)

@fmt = private constant [7 x i8] c"%d %d\0A\00"

define i32 @main() {
entry:
  %sum = alloca i32
  store i32 0, ptr %sum
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.SHARED"(ptr %sum) ]
  %o = call token @llvm.directive.region.entry() [ "DIR.OMP.ORDERED"(), "QUAL.OMP.SHARED"(ptr %sum) ]
  %v = load i32, ptr %sum
  %v1 = add i32 %v, 1
  store i32 %v1, ptr %sum
  call void @llvm.directive.region.exit(token %o) [ "DIR.OMP.END.ORDERED"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  %w = load i32, ptr %sum
  %n = call i32 @omp_get_num_threads()
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %w, i32 %n)
  ret i32 0
}

declare i32 @omp_get_num_threads()
