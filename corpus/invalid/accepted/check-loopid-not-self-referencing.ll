; LLVM: accepted
; DETAIL: accepted by llvm-as-19 and opt-19 -passes=verify
define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

!0 = distinct !{!1, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.unroll.disable"}
