; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Attribute 'sret' cannot be used for vararg call arguments!
declare void @log(...)

define void @f(ptr %out) {
  call void (...) @log(ptr sret(i64) %out)
  ret void
}
