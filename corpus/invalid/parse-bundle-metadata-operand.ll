; LLVM: llvm-as-19: FILE:5:88: error: expected value token
; DETAIL: llvm-as-19 parser (operand bundle inputs are values, never metadata)
declare token @llvm.directive.region.entry()
define void @f(ptr %x) {
  %t = call token @llvm.directive.region.entry() [ "QUAL.OMP.PRIVATE"(ptr %x, metadata !0) ]
  ret void
}
!0 = !{!"QUAL.OPND.NONPOD"}
