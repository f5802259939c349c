; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Entry block to function must not have predecessors!
define void @f() {
entry:
  br label %entry
}
