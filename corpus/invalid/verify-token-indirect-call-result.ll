; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Return type cannot be token for indirect call!
define void @f(ptr %fp) {
  %t = call token %fp()
  ret void
}
