; A barrier only the master thread reaches (non-conforming OpenMP, which would hang): parir
; reports that the team's threads wait at different barriers instead of waiting forever.
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)

define i32 @main() {
entry:
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 3) ]
  %m = call token @llvm.directive.region.entry() [ "DIR.OMP.MASTER"() ]
  %b = call token @llvm.directive.region.entry() [ "DIR.OMP.BARRIER"() ]
  call void @llvm.directive.region.exit(token %b) [ "DIR.OMP.END.BARRIER"() ]
  call void @llvm.directive.region.exit(token %m) [ "DIR.OMP.END.MASTER"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret i32 0
}
