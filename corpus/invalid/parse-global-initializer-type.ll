; LLVM: llvm-as-19: FILE:3:17: error: floating point constant invalid for type
; DETAIL: llvm-as-19 parser
@g = global i32 1.5
