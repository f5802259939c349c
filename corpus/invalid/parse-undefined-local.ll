; LLVM: llvm-as-19: FILE:4:11: error: use of undefined value '%x'
; DETAIL: llvm-as-19 parser
define i32 @f() {
  ret i32 %x
}
