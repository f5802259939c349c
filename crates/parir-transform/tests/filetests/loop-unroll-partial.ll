; RUN: parir opt -passes=loop-unroll %s | FileCheck %s
; Partial unrolling by llvm.loop.unroll.count(2) of a loop with an unknown trip count that
; exits at its header: both copies keep their exit test, the value used after the loop goes
; through an LCSSA phi with an entry per copy, and the unrolled loop gets LLVM's
; setLoopAlreadyUnrolled LoopID (unroll attributes removed, unroll.disable added).

define i32 @sum(ptr %a, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %for.inc ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4, !llvm.access.group !3
  %s.next = add nsw i32 %s, %v
  br label %for.inc

for.inc:
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !0

for.end:
  ret i32 %s
}

!0 = distinct !{!0, !1, !2, !4}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 2}
!3 = distinct !{}
!4 = !{!"llvm.loop.parallel_accesses", !3}

; CHECK: define i32 @sum(ptr %a, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %for.cond
; CHECK: for.cond:                                         ; preds = %for.inc.1, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %inc.1, %for.inc.1 ]
; CHECK-NEXT:   %s = phi i32 [ 0, %entry ], [ %s.next.1, %for.inc.1 ]
; CHECK-NEXT:   %cmp = icmp slt i32 %i, %n
; CHECK-NEXT:   br i1 %cmp, label %for.body, label %for.end
; CHECK: for.body:                                         ; preds = %for.cond
; CHECK-NEXT:   %idx = sext i32 %i to i64
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 %idx
; CHECK-NEXT:   %v = load i32, ptr %p, align 4, !llvm.access.group !0
; CHECK-NEXT:   %s.next = add nsw i32 %s, %v
; CHECK-NEXT:   br label %for.inc
; CHECK: for.inc:                                          ; preds = %for.body
; CHECK-NEXT:   %inc = add nsw i32 %i, 1
; CHECK-NEXT:   br label %for.cond.1
; CHECK: for.cond.1:                                       ; preds = %for.inc
; CHECK-NEXT:   %cmp.1 = icmp slt i32 %inc, %n
; CHECK-NEXT:   br i1 %cmp.1, label %for.body.1, label %for.end
; CHECK: for.body.1:                                       ; preds = %for.cond.1
; CHECK-NEXT:   %idx.1 = sext i32 %inc to i64
; CHECK-NEXT:   %p.1 = getelementptr inbounds i32, ptr %a, i64 %idx.1
; CHECK-NEXT:   %v.1 = load i32, ptr %p.1, align 4, !llvm.access.group !0
; CHECK-NEXT:   %s.next.1 = add nsw i32 %s.next, %v.1
; CHECK-NEXT:   br label %for.inc.1
; CHECK: for.inc.1:                                        ; preds = %for.body.1
; CHECK-NEXT:   %inc.1 = add nsw i32 %inc, 1
; CHECK-NEXT:   br label %for.cond, !llvm.loop !1
; CHECK: for.end:                                          ; preds = %for.cond.1, %for.cond
; CHECK-NEXT:   %s.lcssa = phi i32 [ %s, %for.cond ], [ %s.next, %for.cond.1 ]
; CHECK-NEXT:   ret i32 %s.lcssa
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{!1, !2, !3, !4}
; CHECK-NEXT: !2 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !3 = !{!"llvm.loop.parallel_accesses", !0}
; CHECK-NEXT: !4 = !{!"llvm.loop.unroll.disable"}
