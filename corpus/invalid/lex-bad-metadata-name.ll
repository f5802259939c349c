; LLVM: llvm-as-19: FILE:4:13: error: expected metadata after comma
; DETAIL: llvm-as-19 parser
define void @f() {
  ret void, !
}
