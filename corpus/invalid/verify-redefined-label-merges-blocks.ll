; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Entry block to function must not have predecessors!
define void @f() {
bb:
  br label %bb2
bb2:
  br label %bb
bb:
  ret void
}
