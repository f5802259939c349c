; LLVM: llvm-as-19: FILE:4:14: error: expected value token
; DETAIL: llvm-as-19 parser
define double @f() {
  ret double 0xQ
}
