; Before a (hypothetical, wrong) transformation: a critical region updating a shared counter
; atomically, a volatile flag, a plain store; and a parallel region.
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
@counter = global i32 0
@flag = global i32 0
@data = global i32 0

define void @f(i32 %x) {
entry:
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.CRITICAL"() ]
  %old = atomicrmw add ptr @counter, i32 1 seq_cst
  store volatile i32 1, ptr @flag
  store i32 %x, ptr @data
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.CRITICAL"() ]
  %p = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"() ]
  call void @llvm.directive.region.exit(token %p) [ "DIR.OMP.END.PARALLEL"() ]
  ret void
}
