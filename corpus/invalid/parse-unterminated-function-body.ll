; LLVM: llvm-as-19: FILE:6:1: error: found end of file when expecting more instructions
; DETAIL: llvm-as-19 parser
define void @f() {
entry:
  ret void
