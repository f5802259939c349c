; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Function returns a token but isn't an intrinsic
define token @f() {
  ret token none
}
