; RUN: parir opt -passes=loop-unroll %s | FileCheck %s
; Unroll counts of 10^9. @known: the count is clamped to the known trip count, 8 (LLVM's
; tryToUnrollLoop), and the loop is unrolled fully. @runtime: the trip count is known only
; at run time; 10^9 copies are past the unroller's bounds (opt-19 runs out of memory), so
; the loop stays as it is, request and all, for transform-warning to report.

define void @known(ptr noalias %a) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

define void @runtime(ptr noalias %a, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !2

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 1000000000}
!2 = distinct !{!2, !1}

; CHECK: define void @known(ptr noalias %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %entry
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 0
; CHECK-NEXT:   store i32 0, ptr %p, align 4
; CHECK-NEXT:   %i.next = add nuw nsw i64 0, 1
; CHECK-NEXT:   br label %loop.1
; CHECK: loop.1:                                           ; preds = %loop
; CHECK-NEXT:   %p.1 = getelementptr inbounds i32, ptr %a, i64 %i.next
; CHECK-NEXT:   store i32 0, ptr %p.1, align 4
; CHECK-NEXT:   %i.next.1 = add nuw nsw i64 %i.next, 1
; CHECK-NEXT:   br label %loop.2
; CHECK: loop.2:                                           ; preds = %loop.1
; CHECK-NEXT:   %p.2 = getelementptr inbounds i32, ptr %a, i64 %i.next.1
; CHECK-NEXT:   store i32 0, ptr %p.2, align 4
; CHECK-NEXT:   %i.next.2 = add nuw nsw i64 %i.next.1, 1
; CHECK-NEXT:   br label %loop.3
; CHECK: loop.3:                                           ; preds = %loop.2
; CHECK-NEXT:   %p.3 = getelementptr inbounds i32, ptr %a, i64 %i.next.2
; CHECK-NEXT:   store i32 0, ptr %p.3, align 4
; CHECK-NEXT:   %i.next.3 = add nuw nsw i64 %i.next.2, 1
; CHECK-NEXT:   br label %loop.4
; CHECK: loop.4:                                           ; preds = %loop.3
; CHECK-NEXT:   %p.4 = getelementptr inbounds i32, ptr %a, i64 %i.next.3
; CHECK-NEXT:   store i32 0, ptr %p.4, align 4
; CHECK-NEXT:   %i.next.4 = add nuw nsw i64 %i.next.3, 1
; CHECK-NEXT:   br label %loop.5
; CHECK: loop.5:                                           ; preds = %loop.4
; CHECK-NEXT:   %p.5 = getelementptr inbounds i32, ptr %a, i64 %i.next.4
; CHECK-NEXT:   store i32 0, ptr %p.5, align 4
; CHECK-NEXT:   %i.next.5 = add nuw nsw i64 %i.next.4, 1
; CHECK-NEXT:   br label %loop.6
; CHECK: loop.6:                                           ; preds = %loop.5
; CHECK-NEXT:   %p.6 = getelementptr inbounds i32, ptr %a, i64 %i.next.5
; CHECK-NEXT:   store i32 0, ptr %p.6, align 4
; CHECK-NEXT:   %i.next.6 = add nuw nsw i64 %i.next.5, 1
; CHECK-NEXT:   br label %loop.7
; CHECK: loop.7:                                           ; preds = %loop.6
; CHECK-NEXT:   %p.7 = getelementptr inbounds i32, ptr %a, i64 %i.next.6
; CHECK-NEXT:   store i32 0, ptr %p.7, align 4
; CHECK-NEXT:   %i.next.7 = add nuw nsw i64 %i.next.6, 1
; CHECK-NEXT:   br label %exit
; CHECK: exit:                                             ; preds = %loop.7
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @runtime(ptr noalias %a, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %guard = icmp sgt i64 %n, 0
; CHECK-NEXT:   br i1 %guard, label %loop.preheader, label %exit
; CHECK: loop.preheader:                                   ; preds = %entry
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %loop.preheader
; CHECK-NEXT:   %i = phi i64 [ %i.next, %loop ], [ 0, %loop.preheader ]
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   store i32 0, ptr %p, align 4
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %c = icmp slt i64 %i.next, %n
; CHECK-NEXT:   br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !0
; CHECK: exit.loopexit:                                    ; preds = %loop
; CHECK-NEXT:   br label %exit
; CHECK: exit:                                             ; preds = %exit.loopexit, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{!0, !1}
; CHECK-NEXT: !1 = !{!"llvm.loop.unroll.count", i32 1000000000}
