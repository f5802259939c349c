; LLVM: llvm-as-19: FILE:3:13: error: expected type
; DETAIL: llvm-as-19 parser
@g = global i16777216 0
