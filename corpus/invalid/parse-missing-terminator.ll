; LLVM: llvm-as-19: FILE:6:1: error: expected instruction opcode
; DETAIL: llvm-as-19 parser
define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1
}
