; LLVM: llvm-as-19: FILE:4:27: error: base of getelementptr must be a pointer
; DETAIL: llvm-as-19 parser
define ptr @f(i32 %a) {
  %x = getelementptr i32, i32 %a, i64 1
  ret ptr %x
}
