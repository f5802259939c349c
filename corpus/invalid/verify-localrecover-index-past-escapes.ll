; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: all indices passed to llvm.localrecover must be less than the number of arguments passed to llvm.localescape in the parent function
declare void @llvm.localescape(...)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg)
define void @parent() {
  %x = alloca i32
  call void (...) @llvm.localescape(ptr %x)
  ret void
}
define ptr @handler(ptr %fp) {
  %p = call ptr @llvm.localrecover(ptr @parent, ptr %fp, i32 1)
  ret ptr %p
}
