; LLVM: llvm-as-19: FILE:3:9: error: invalid linkage for function declaration
; DETAIL: llvm-as-19 parser
declare internal void @f()
