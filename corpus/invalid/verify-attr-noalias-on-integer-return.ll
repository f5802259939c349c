; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Attribute 'noalias' applied to incompatible type!
declare noalias i64 @make()
