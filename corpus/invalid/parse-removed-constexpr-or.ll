; LLVM: llvm-as-19: FILE:4:17: error: or constexprs are no longer supported
; DETAIL: llvm-as-19 parser
@g = global i64 0
@h = global i64 or (i64 ptrtoint (ptr @g to i64), i64 1)
