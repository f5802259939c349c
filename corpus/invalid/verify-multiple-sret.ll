; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Cannot have multiple 'sret' parameters!
declare void @f(ptr sret(i64) %a, ptr sret(i32) %b)
