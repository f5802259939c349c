; LLVM: llvm-as-19: FILE:3:23: error: argument expected to be numbered '%2' or greater
; DETAIL: llvm-as-19 parser
define i32 @f(i32 %1, i32 %0) {
  ret i32 %1
}
