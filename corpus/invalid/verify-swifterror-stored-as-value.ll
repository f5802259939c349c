; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: swifterror value should be the second operand when used by stores
define void @f(ptr swifterror %err, ptr %out) {
  store ptr %err, ptr %out
  ret void
}
