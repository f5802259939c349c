; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Attribute 'zeroext' applied to incompatible type!
declare void @use(ptr)
define void @f() {
  call void @use(ptr zeroext null)
  ret void
}
