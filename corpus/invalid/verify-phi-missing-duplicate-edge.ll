; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: PHINode should have one entry for each predecessor of its parent basic block!
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %m [
    i32 1, label %m
  ]
m:
  %p = phi i32 [ 0, %entry ]
  ret i32 %p
}
