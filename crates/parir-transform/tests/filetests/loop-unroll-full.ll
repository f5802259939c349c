; RUN: parir opt -passes=loop-unroll %s | FileCheck %s
; Full unrolling: llvm.loop.unroll.full on a loop of constant trip count exiting at its
; latch (a rotated loop: 4 iterations, 4 copies, the last one leaves), and
; llvm.loop.unroll.count(8) at least the trip count of a header-exiting loop (3 body runs,
; 4 header copies). No loop and no LoopID remain.

define void @rotated(ptr %a) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 7, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 4
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

define i32 @header_exit(ptr %a) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i, 3
  br i1 %cmp, label %for.inc, label %for.end

for.inc:
  %idx = zext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  store i32 %i, ptr %p, align 4
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !2

for.end:
  ret i32 %i
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.full"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.count", i32 8}

; CHECK: define void @rotated(ptr %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %entry
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 0
; CHECK-NEXT:   store i32 7, ptr %p, align 4
; CHECK-NEXT:   %i.next = add nuw nsw i64 0, 1
; CHECK-NEXT:   br label %body.1
; CHECK: body.1:                                           ; preds = %body
; CHECK-NEXT:   %p.1 = getelementptr inbounds i32, ptr %a, i64 %i.next
; CHECK-NEXT:   store i32 7, ptr %p.1, align 4
; CHECK-NEXT:   %i.next.1 = add nuw nsw i64 %i.next, 1
; CHECK-NEXT:   br label %body.2
; CHECK: body.2:                                           ; preds = %body.1
; CHECK-NEXT:   %p.2 = getelementptr inbounds i32, ptr %a, i64 %i.next.1
; CHECK-NEXT:   store i32 7, ptr %p.2, align 4
; CHECK-NEXT:   %i.next.2 = add nuw nsw i64 %i.next.1, 1
; CHECK-NEXT:   br label %body.3
; CHECK: body.3:                                           ; preds = %body.2
; CHECK-NEXT:   %p.3 = getelementptr inbounds i32, ptr %a, i64 %i.next.2
; CHECK-NEXT:   store i32 7, ptr %p.3, align 4
; CHECK-NEXT:   %i.next.3 = add nuw nsw i64 %i.next.2, 1
; CHECK-NEXT:   br label %exit
; CHECK: exit:                                             ; preds = %body.3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define i32 @header_exit(ptr %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %for.cond
; CHECK: for.cond:                                         ; preds = %entry
; CHECK-NEXT:   br label %for.inc
; CHECK: for.inc:                                          ; preds = %for.cond
; CHECK-NEXT:   %idx = zext i32 0 to i64
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 %idx
; CHECK-NEXT:   store i32 0, ptr %p, align 4
; CHECK-NEXT:   %inc = add nsw i32 0, 1
; CHECK-NEXT:   br label %for.cond.1
; CHECK: for.cond.1:                                       ; preds = %for.inc
; CHECK-NEXT:   br label %for.inc.1
; CHECK: for.inc.1:                                        ; preds = %for.cond.1
; CHECK-NEXT:   %idx.1 = zext i32 %inc to i64
; CHECK-NEXT:   %p.1 = getelementptr inbounds i32, ptr %a, i64 %idx.1
; CHECK-NEXT:   store i32 %inc, ptr %p.1, align 4
; CHECK-NEXT:   %inc.1 = add nsw i32 %inc, 1
; CHECK-NEXT:   br label %for.cond.2
; CHECK: for.cond.2:                                       ; preds = %for.inc.1
; CHECK-NEXT:   br label %for.inc.2
; CHECK: for.inc.2:                                        ; preds = %for.cond.2
; CHECK-NEXT:   %idx.2 = zext i32 %inc.1 to i64
; CHECK-NEXT:   %p.2 = getelementptr inbounds i32, ptr %a, i64 %idx.2
; CHECK-NEXT:   store i32 %inc.1, ptr %p.2, align 4
; CHECK-NEXT:   %inc.2 = add nsw i32 %inc.1, 1
; CHECK-NEXT:   br label %for.cond.3
; CHECK: for.cond.3:                                       ; preds = %for.inc.2
; CHECK-NEXT:   br label %for.end
; CHECK: for.end:                                          ; preds = %for.cond.3
; CHECK-NEXT:   %i.lcssa = phi i32 [ %inc.2, %for.cond.3 ]
; CHECK-NEXT:   ret i32 %i.lcssa
; CHECK-NEXT: }
