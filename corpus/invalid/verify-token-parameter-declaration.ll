; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Function takes token but isn't an intrinsic
declare void @g(token)
