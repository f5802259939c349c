; LLVM: llvm-as-19: FILE:4:8: error: expected instruction opcode
; DETAIL: llvm-as-19 parser
define i32 @f(i32 %a) {
  %x = frobnicate i32 %a, 1
  ret i32 %x
}
