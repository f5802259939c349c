; LLVM: llvm-as-19: FILE:4:1: error: redefinition of global '@g'
; DETAIL: llvm-as-19 parser
@g = global i32 0
@g = global i32 1
