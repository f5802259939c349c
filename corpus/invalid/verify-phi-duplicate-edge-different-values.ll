; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: PHI node has multiple entries for the same basic block with different incoming values!
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %m [
    i32 1, label %m
  ]
m:
  %p = phi i32 [ 0, %entry ], [ 1, %entry ]
  ret i32 %p
}
