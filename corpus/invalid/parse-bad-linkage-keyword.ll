; LLVM: llvm-as-19: FILE:3:6: error: expected 'global' or 'constant'
; DETAIL: llvm-as-19 parser
@g = linkonce_odd global i32 0
