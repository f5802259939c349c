; LLVM: accepted
; DETAIL: accepted by llvm-as-19 and opt-19 -passes=verify
define i32 @f(i32 %a) {
  %x = add i32 %a, 1, !llvm.access.group !0
  ret i32 %x
}

!0 = distinct !{}
