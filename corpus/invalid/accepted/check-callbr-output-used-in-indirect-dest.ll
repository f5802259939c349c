; LLVM: accepted
; DETAIL: accepted by llvm-as-19 and opt-19 -passes=verify
define i32 @f(i32 %v) {
entry:
  %r = callbr i32 asm "", "=r,r,!i"(i32 %v) to label %ok [label %other]
ok:
  ret i32 %r
other:
  ret i32 %r
}
