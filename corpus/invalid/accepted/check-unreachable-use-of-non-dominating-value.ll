; LLVM: accepted
; DETAIL: accepted by llvm-as-19 and opt-19 -passes=verify
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  ret i32 0
dead:
  %y = add i32 %x, 1
  ret i32 %y
}
