; Two transformations on one loop through followups, in LLVM's order (`loop-transforms`, and
; opt-19's loop-distribute,loop-unroll,transform-warning): the loop is distributed; the
; cyclic partition's loop asks (followup_sequential) to be unrolled by 2, the other
; (followup_coincident) by 4, and each is then unrolled.

@A = global [100 x i32] zeroinitializer
@B = global [100 x i32] zeroinitializer
@C = global [100 x i32] zeroinitializer

define void @f(i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %body.preheader, label %exit

body.preheader:
  br label %body

body:
  %i = phi i64 [ 0, %body.preheader ], [ %i.next, %body ]
  %pa = getelementptr inbounds [100 x i32], ptr @A, i64 0, i64 %i
  %a = load i32, ptr %pa, align 4
  %pb = getelementptr inbounds [100 x i32], ptr @B, i64 0, i64 %i
  %b = load i32, ptr %pb, align 4
  %m = mul nsw i32 %a, %b
  %i.next = add nuw nsw i64 %i, 1
  %pa1 = getelementptr inbounds [100 x i32], ptr @A, i64 0, i64 %i.next
  store i32 %m, ptr %pa1, align 4
  %pc = getelementptr inbounds [100 x i32], ptr @C, i64 0, i64 %i
  %t = trunc i64 %i to i32
  store i32 %t, ptr %pc, align 4
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit.loopexit, label %body, !llvm.loop !0

exit.loopexit:
  br label %exit

exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !4}
!1 = !{!"llvm.loop.distribute.enable", i1 true}
!2 = !{!"llvm.loop.distribute.followup_sequential", !3}
!3 = !{!"llvm.loop.unroll.count", i32 2}
!4 = !{!"llvm.loop.distribute.followup_coincident", !5}
!5 = !{!"llvm.loop.unroll.count", i32 4}
