; LLVM: llvm-as-19: FILE:3:20: error: expected ')' at end of argument list
; DETAIL: llvm-as-19 parser
define void @f(ptr fancy %p) {
  ret void
}
