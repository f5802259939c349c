; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Instruction does not dominate all uses!
define i32 @f() {
entry:
  %a = add i32 %b, 1
  %b = add i32 1, 2
  ret i32 %a
}
