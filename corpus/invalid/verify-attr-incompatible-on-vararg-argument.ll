; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Attribute 'nonnull' applied to incompatible type!
declare void @log(i32, ...)
define void @f(i32 %x) {
  call void (i32, ...) @log(i32 1, i32 nonnull %x)
  ret void
}
