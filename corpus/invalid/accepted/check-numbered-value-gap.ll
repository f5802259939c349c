; LLVM: accepted
; DETAIL: accepted by llvm-as-19 and opt-19 -passes=verify
define i32 @f(i32 %a) {
  %2 = add i32 %a, 1
  %7 = add i32 %2, 1
  ret i32 %7
}
