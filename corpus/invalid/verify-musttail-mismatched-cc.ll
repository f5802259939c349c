; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: cannot guarantee tail call due to mismatched calling conv
declare fastcc void @callee()

define void @caller() {
  musttail call fastcc void @callee()
  ret void
}
