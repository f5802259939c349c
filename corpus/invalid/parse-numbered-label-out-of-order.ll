; LLVM: llvm-as-19: FILE:6:1: error: label expected to be numbered '4' or greater
; DETAIL: llvm-as-19 parser
define void @f() {
3:
  br label %2
2:
  ret void
}
