; LLVM: llvm-as-19: FILE:4:14: error: invalid cast opcode for cast from 'i32' to 'i64'
; DETAIL: llvm-as-19 parser
define i64 @f(i32 %a) {
  %x = trunc i32 %a to i64
  ret i64 %x
}
