; LLVM: llvm-as-19: FILE:3:1: error: expected top-level entity
; DETAIL: llvm-as-19 parser
/* this block comment never ends
define void @f() {
  ret void
}
