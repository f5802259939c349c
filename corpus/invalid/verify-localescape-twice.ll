; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: multiple calls to llvm.localescape in one function
declare void @llvm.localescape(...)
define void @f() {
  %x = alloca i32
  %y = alloca i32
  call void (...) @llvm.localescape(ptr %x)
  call void (...) @llvm.localescape(ptr %y)
  ret void
}
