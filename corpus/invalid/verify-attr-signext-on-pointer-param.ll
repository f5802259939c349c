; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Attribute 'signext' applied to incompatible type!
define void @f(ptr signext %p) {
  ret void
}
