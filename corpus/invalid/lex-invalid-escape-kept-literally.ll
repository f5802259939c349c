; LLVM: llvm-as-19: FILE:3:22: error: constant expression type mismatch: got type '[5 x i8]' but expected '[4 x i8]'
; DETAIL: llvm-as-19 parser
@s = global [4 x i8] c"a\zz\"
