; LLVM: llvm-as-19: FILE:5:12: error: use of undefined value '%nowhere'
; DETAIL: llvm-as-19 parser
define void @f() {
entry:
  br label %nowhere
}
