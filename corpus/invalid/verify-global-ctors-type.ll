; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: wrong type for intrinsic global variable
@llvm.global_ctors = appending global [1 x { i32, ptr, i64 }] [{ i32, ptr, i64 } { i32 0, ptr null, i64 0 }]
