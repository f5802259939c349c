; LLVM: llvm-as-19: FILE:4:19: error: floating point constant invalid for type
; DETAIL: llvm-as-19 parser
define i32 @f() {
  %x = add i32 1, 2.0
  ret i32 %x
}
