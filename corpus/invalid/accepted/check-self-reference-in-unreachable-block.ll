; LLVM: accepted
; DETAIL: accepted by llvm-as-19 and opt-19 -passes=verify
define i32 @f() {
entry:
  ret i32 0
dead:
  %x = add i32 %x, 1
  br label %dead
}
