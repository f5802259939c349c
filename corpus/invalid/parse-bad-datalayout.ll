; LLVM: llvm-as-19: FILE:3:21: error: not a number, or does not fit in an unsigned int
; DETAIL: llvm-as-19 parser
target datalayout = "e-p:7:bad"
