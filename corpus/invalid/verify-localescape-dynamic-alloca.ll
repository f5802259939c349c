; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: llvm.localescape only accepts static allocas
declare void @llvm.localescape(...)
define void @f(i64 %n) {
  %buf = alloca i8, i64 %n
  call void (...) @llvm.localescape(ptr %buf)
  ret void
}
