; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: swifterror value when used in a callsite should be marked with swifterror attribute
declare void @take(ptr)
define void @f(ptr swifterror %err) {
  call void @take(ptr %err)
  ret void
}
