; A rotated loop asking for distribution, with the distribution followups: the cyclic
; partition's loop gets followup_sequential (plus followup_all), the other one
; followup_coincident (plus followup_all). @g's pointers may alias: the loop is versioned
; and the fallback gets followup_fallback (plus followup_all, and every attribute but
; llvm.loop.distribute.*); @h's fallback has no followup: the original attributes minus
; llvm.loop.distribute.*. @live_out has a value used after the loop (see there).

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

define void @g(ptr %a, ptr %c, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %body.preheader, label %exit

body.preheader:
  br label %body

body:
  %i = phi i64 [ 0, %body.preheader ], [ %i.next, %body ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %pa1 = getelementptr inbounds i32, ptr %a, i64 %i.next
  %y = add i32 %x, 1
  store i32 %y, ptr %pa1, align 4
  %pc = getelementptr inbounds i32, ptr %c, i64 %i
  %t = trunc i64 %i to i32
  store i32 %t, ptr %pc, align 4
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit.loopexit, label %body, !llvm.loop !10

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @h(ptr %a, ptr %c, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %body.preheader, label %exit

body.preheader:
  br label %body

body:
  %i = phi i64 [ 0, %body.preheader ], [ %i.next, %body ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %pa1 = getelementptr inbounds i32, ptr %a, i64 %i.next
  %y = add i32 %x, 1
  store i32 %y, ptr %pa1, align 4
  %pc = getelementptr inbounds i32, ptr %c, i64 %i
  %t = trunc i64 %i to i32
  store i32 %t, ptr %pc, align 4
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit.loopexit, label %body, !llvm.loop !13

exit.loopexit:
  br label %exit

exit:
  ret void
}

; A loop whose only memory partition is cyclic (a recurrence through @A) and whose values
; are used after it: each live-out value seeds a partition, so LLVM splits off the cyclic
; loop and keeps the live-outs in the original loop, which comes last.
define i32 @live_out(i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %body.preheader, label %exit

body.preheader:
  br label %body

body:
  %i = phi i64 [ 0, %body.preheader ], [ %i.next, %body ]
  %s = phi i32 [ 0, %body.preheader ], [ %s.next, %body ]
  %pa = getelementptr inbounds [100 x i32], ptr @A, i64 0, i64 %i
  %a = load i32, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %pa1 = getelementptr inbounds [100 x i32], ptr @A, i64 0, i64 %i.next
  %a1 = add i32 %a, 1
  store i32 %a1, ptr %pa1, align 4
  %t = trunc i64 %i to i32
  %s.next = add i32 %s, %t
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit.loopexit, label %body, !llvm.loop !20

exit.loopexit:
  %s.lcssa = phi i32 [ %s.next, %body ]
  br label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %s.lcssa, %exit.loopexit ]
  ret i32 %r
}

!0 = distinct !{!0, !1, !2, !4, !6}
!1 = !{!"llvm.loop.distribute.enable", i1 true}
!2 = !{!"llvm.loop.distribute.followup_coincident", !3}
!3 = !{!"llvm.loop.vectorize.enable", i1 true}
!4 = !{!"llvm.loop.distribute.followup_sequential", !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = !{!"llvm.loop.distribute.followup_all", !7}
!7 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !1, !11, !6, !7}
!11 = !{!"llvm.loop.distribute.followup_fallback", !12}
!12 = !{!"llvm.loop.unroll.count", i32 2}
!13 = distinct !{!13, !7, !1, !2, !12}
!20 = distinct !{!20, !1, !2, !4}
