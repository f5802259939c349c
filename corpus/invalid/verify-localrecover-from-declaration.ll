; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: llvm.localrecover first argument must be function defined in this module
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg)
declare void @parent()
define ptr @handler(ptr %fp) {
  %p = call ptr @llvm.localrecover(ptr @parent, ptr %fp, i32 0)
  ret ptr %p
}
