; LLVM: llvm-as-19: FILE:4:12: error: invalid operand type for instruction
; DETAIL: llvm-as-19 parser
define ptr @f(ptr %p) {
  %x = add ptr %p, %p
  ret ptr %x
}
