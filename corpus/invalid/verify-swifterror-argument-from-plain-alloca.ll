; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: swifterror argument for call has mismatched alloca
declare void @may_fail(ptr swifterror)
define void @f() {
  %e = alloca ptr
  call void @may_fail(ptr swifterror %e)
  ret void
}
