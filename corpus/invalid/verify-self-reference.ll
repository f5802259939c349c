; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Only PHI nodes may reference their own value!
define i32 @f() {
entry:
  %x = add i32 %x, 1
  ret i32 %x
}
