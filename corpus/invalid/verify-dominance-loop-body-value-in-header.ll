; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Instruction does not dominate all uses!
define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %u = add i32 %next, 1
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %next = add i32 %i, 1
  br label %loop
exit:
  ret i32 %i
}
