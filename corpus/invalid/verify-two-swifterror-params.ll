; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Cannot have multiple 'swifterror' parameters!
declare void @g(ptr swifterror, ptr swifterror)
