; LLVM: llvm-as-19: FILE:3:23: error: expected string
; DETAIL: llvm-as-19 parser
@s = global [3 x i8] c"abc
