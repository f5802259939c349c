; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Attributes 'noinline and alwaysinline' are incompatible!
define void @f() noinline alwaysinline {
  ret void
}
