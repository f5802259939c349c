; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: swifterror value can only be loaded and stored from, or as a swifterror argument!
define void @f(ptr swifterror %err) {
  %q = getelementptr i8, ptr %err, i64 8
  ret void
}
