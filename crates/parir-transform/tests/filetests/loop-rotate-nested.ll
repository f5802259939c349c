; RUN: parir opt -passes=loop-rotate %s | FileCheck %s
; Nested loops (clang-19 -O0 `for i < n: for j < m: c[i*m+j] = i + j` after mem2reg and
; loop-simplify): the inner loop is rotated first (its guard, preheader and exit block become
; part of the outer loop's body), then the outer one; each LoopID stays on its own latch.

define void @nest(i32 %n, i32 %m, ptr %c) {
entry:
  br label %for.cond

for.cond:
  %i.0 = phi i32 [ 0, %entry ], [ %inc6, %for.inc5 ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.end7

for.body:
  br label %for.cond1

for.cond1:
  %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.inc ]
  %cmp2 = icmp slt i32 %j.0, %m
  br i1 %cmp2, label %for.body3, label %for.end

for.body3:
  %add = add nsw i32 %i.0, %j.0
  %mul = mul nsw i32 %i.0, %m
  %add4 = add nsw i32 %mul, %j.0
  %idxprom = sext i32 %add4 to i64
  %arrayidx = getelementptr inbounds i32, ptr %c, i64 %idxprom
  store i32 %add, ptr %arrayidx, align 4
  br label %for.inc

for.inc:
  %inc = add nsw i32 %j.0, 1
  br label %for.cond1, !llvm.loop !0

for.end:
  br label %for.inc5

for.inc5:
  %inc6 = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !2

for.end7:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}

; CHECK: define void @nest(i32 %n, i32 %m, ptr %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %cmp1 = icmp slt i32 0, %n
; CHECK-NEXT:   br i1 %cmp1, label %for.body.lr.ph, label %for.end7
; CHECK: for.body.lr.ph:                                   ; preds = %entry
; CHECK-NEXT:   br label %for.body
; CHECK: for.body:                                         ; preds = %for.inc5, %for.body.lr.ph
; CHECK-NEXT:   %i.02 = phi i32 [ 0, %for.body.lr.ph ], [ %inc6, %for.inc5 ]
; CHECK-NEXT:   %cmp21 = icmp slt i32 0, %m
; CHECK-NEXT:   br i1 %cmp21, label %for.body3.lr.ph, label %for.end
; CHECK: for.body3.lr.ph:                                  ; preds = %for.body
; CHECK-NEXT:   br label %for.body3
; CHECK: for.body3:                                        ; preds = %for.inc, %for.body3.lr.ph
; CHECK-NEXT:   %j.02 = phi i32 [ 0, %for.body3.lr.ph ], [ %inc, %for.inc ]
; CHECK-NEXT:   %add = add nsw i32 %i.02, %j.02
; CHECK-NEXT:   %mul = mul nsw i32 %i.02, %m
; CHECK-NEXT:   %add4 = add nsw i32 %mul, %j.02
; CHECK-NEXT:   %idxprom = sext i32 %add4 to i64
; CHECK-NEXT:   %arrayidx = getelementptr inbounds i32, ptr %c, i64 %idxprom
; CHECK-NEXT:   store i32 %add, ptr %arrayidx, align 4
; CHECK-NEXT:   br label %for.inc
; CHECK: for.inc:                                          ; preds = %for.body3
; CHECK-NEXT:   %inc = add nsw i32 %j.02, 1
; CHECK-NEXT:   %cmp2 = icmp slt i32 %inc, %m
; CHECK-NEXT:   br i1 %cmp2, label %for.body3, label %for.cond1.for.end_crit_edge, !llvm.loop !0
; CHECK: for.cond1.for.end_crit_edge:                      ; preds = %for.inc
; CHECK-NEXT:   br label %for.end
; CHECK: for.end:                                          ; preds = %for.cond1.for.end_crit_edge, %for.body
; CHECK-NEXT:   br label %for.inc5
; CHECK: for.inc5:                                         ; preds = %for.end
; CHECK-NEXT:   %inc6 = add nsw i32 %i.02, 1
; CHECK-NEXT:   %cmp = icmp slt i32 %inc6, %n
; CHECK-NEXT:   br i1 %cmp, label %for.body, label %for.cond.for.end7_crit_edge, !llvm.loop !2
; CHECK: for.cond.for.end7_crit_edge:                      ; preds = %for.inc5
; CHECK-NEXT:   br label %for.end7
; CHECK: for.end7:                                         ; preds = %for.cond.for.end7_crit_edge, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{!0, !1}
; CHECK-NEXT: !1 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !2 = distinct !{!2, !1}
