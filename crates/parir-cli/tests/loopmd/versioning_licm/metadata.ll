; loop-versioning-licm and the metadata that controls it (code-transformation-metadata.rst,
; "Versioning LICM"): `llvm.loop.licm_versioning.disable` and `disable_nonforced` turn it
; off; a loop that already says licm_versioning.disable 0 (as the pass leaves it) is not
; versioned again; the plain loop is versioned, and its attributes are kept.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @plain(ptr %a, ptr %s, i64 %n) {
entry:
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop.ph, label %exit

loop.ph:
  br label %loop

loop:
  %i = phi i64 [ 0, %loop.ph ], [ %i.next, %loop ]
  %x = load i32, ptr %s, align 4
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %y = load i32, ptr %pa, align 4
  %z = add i32 %x, %y
  store i32 %z, ptr %s, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit.loopexit, !llvm.loop !0

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @disabled(ptr %a, ptr %s, i64 %n) {
entry:
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop.ph, label %exit

loop.ph:
  br label %loop

loop:
  %i = phi i64 [ 0, %loop.ph ], [ %i.next, %loop ]
  %x = load i32, ptr %s, align 4
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %y = load i32, ptr %pa, align 4
  %z = add i32 %x, %y
  store i32 %z, ptr %s, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit.loopexit, !llvm.loop !3

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @nonforced(ptr %a, ptr %s, i64 %n) {
entry:
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop.ph, label %exit

loop.ph:
  br label %loop

loop:
  %i = phi i64 [ 0, %loop.ph ], [ %i.next, %loop ]
  %x = load i32, ptr %s, align 4
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %y = load i32, ptr %pa, align 4
  %z = add i32 %x, %y
  store i32 %z, ptr %s, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit.loopexit, !llvm.loop !5

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @again(ptr %a, ptr %s, i64 %n) {
entry:
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop.ph, label %exit

loop.ph:
  br label %loop

loop:
  %i = phi i64 [ 0, %loop.ph ], [ %i.next, %loop ]
  %x = load i32, ptr %s, align 4
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %y = load i32, ptr %pa, align 4
  %z = add i32 %x, %y
  store i32 %z, ptr %s, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit.loopexit, !llvm.loop !7

exit.loopexit:
  br label %exit

exit:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 2}
!3 = distinct !{!3, !1, !4}
!4 = !{!"llvm.loop.licm_versioning.disable"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.disable_nonforced"}
!7 = distinct !{!7, !1, !8}
!8 = !{!"llvm.loop.licm_versioning.disable", i32 0}
