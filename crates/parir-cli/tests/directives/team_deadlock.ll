; A barrier inside a critical section (non-conforming OpenMP): the thread in the section
; waits at the barrier for the others, which wait for the section. parir reports the
; deadlock instead of waiting forever.
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)

define i32 @main() {
entry:
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 2) ]
  %c = call token @llvm.directive.region.entry() [ "DIR.OMP.CRITICAL"() ]
  %b = call token @llvm.directive.region.entry() [ "DIR.OMP.BARRIER"() ]
  call void @llvm.directive.region.exit(token %b) [ "DIR.OMP.END.BARRIER"() ]
  call void @llvm.directive.region.exit(token %c) [ "DIR.OMP.END.CRITICAL"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret i32 0
}
