; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: llvm.localescape used outside of entry block
declare void @llvm.localescape(...)
define void @f(i1 %c) {
entry:
  %slot = alloca i32
  br label %body
body:
  call void (...) @llvm.localescape(ptr %slot)
  ret void
}
