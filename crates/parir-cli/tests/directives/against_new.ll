; After it: the atomic update hoisted above the region entry, the plain store sunk below
; the exit, the parallel region deleted.
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
@counter = global i32 0
@flag = global i32 0
@data = global i32 0

define void @f(i32 %x) {
entry:
  %old = atomicrmw add ptr @counter, i32 1 seq_cst
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.CRITICAL"() ]
  store volatile i32 1, ptr @flag
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.CRITICAL"() ]
  store i32 %x, ptr @data
  ret void
}
