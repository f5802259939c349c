; RUN: parir opt -passes=loop-rotate %s | FileCheck %s
; clang-19 -O0 `for (i = 0; i < n; i++) s += b[i]` after mem2reg and loop-simplify: the
; header's test is copied into the preheader as a guard (`icmp slt i32 0, %n`), the guard's
; edge into the loop gets the preheader %for.body.lr.ph, the loop tests at its latch, which
; keeps the LoopID !0, and the latch's exit edge is split (%for.cond.for.end_crit_edge, with
; LCSSA's %split phi). The sum used after the loop gets a phi in the exit merging the guard's
; value (0) and the loop's. The output equals opt-19 -passes=loop-rotate's up to the order of
; the `preds` comments (tests/loop_rotate.rs compares their loop shapes).

define i32 @sum(i32 %n, ptr %b) {
entry:
  br label %for.cond

for.cond:
  %s.0 = phi i32 [ 0, %entry ], [ %add, %for.inc ]
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds i32, ptr %b, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  %add = add nsw i32 %s.0, %0
  br label %for.inc

for.inc:
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !0

for.end:
  ret i32 %s.0
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}

; @preinc (`while (++i < n) a[i] = 0;`) updates its induction in the header: the header
; phi's latch value is the header's own %inc, which after the rotation reaches the latch
; through the new header's phi.
define void @preinc(ptr %a, i32 %n) {
entry:
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %while.body ]
  %inc = add nsw i32 %i, 1
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %p = getelementptr inbounds i32, ptr %a, i32 %inc
  store i32 0, ptr %p, align 4
  br label %while.cond

while.end:
  ret void
}

; CHECK: define i32 @sum(i32 %n, ptr %b) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %cmp1 = icmp slt i32 0, %n
; CHECK-NEXT:   br i1 %cmp1, label %for.body.lr.ph, label %for.end
; CHECK: for.body.lr.ph:                                   ; preds = %entry
; CHECK-NEXT:   br label %for.body
; CHECK: for.body:                                         ; preds = %for.inc, %for.body.lr.ph
; CHECK-NEXT:   %i.03 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.inc ]
; CHECK-NEXT:   %s.02 = phi i32 [ 0, %for.body.lr.ph ], [ %add, %for.inc ]
; CHECK-NEXT:   %idxprom = sext i32 %i.03 to i64
; CHECK-NEXT:   %arrayidx = getelementptr inbounds i32, ptr %b, i64 %idxprom
; CHECK-NEXT:   %0 = load i32, ptr %arrayidx, align 4
; CHECK-NEXT:   %add = add nsw i32 %s.02, %0
; CHECK-NEXT:   br label %for.inc
; CHECK: for.inc:                                          ; preds = %for.body
; CHECK-NEXT:   %inc = add nsw i32 %i.03, 1
; CHECK-NEXT:   %cmp = icmp slt i32 %inc, %n
; CHECK-NEXT:   br i1 %cmp, label %for.body, label %for.cond.for.end_crit_edge, !llvm.loop !0
; CHECK: for.cond.for.end_crit_edge:                       ; preds = %for.inc
; CHECK-NEXT:   %split = phi i32 [ %add, %for.inc ]
; CHECK-NEXT:   br label %for.end
; CHECK: for.end:                                          ; preds = %for.cond.for.end_crit_edge, %entry
; CHECK-NEXT:   %s.0.lcssa = phi i32 [ %split, %for.cond.for.end_crit_edge ], [ 0, %entry ]
; CHECK-NEXT:   ret i32 %s.0.lcssa
; CHECK-NEXT: }
; CHECK: define void @preinc(ptr %a, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %cmp1 = icmp slt i32 1, %n
; CHECK-NEXT:   br i1 %cmp1, label %while.body.lr.ph, label %while.end
; CHECK: while.body.lr.ph:                                 ; preds = %entry
; CHECK-NEXT:   br label %while.body
; CHECK: while.body:                                       ; preds = %while.body, %while.body.lr.ph
; CHECK-NEXT:   %inc2 = phi i32 [ 1, %while.body.lr.ph ], [ %inc, %while.body ]
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i32 %inc2
; CHECK-NEXT:   store i32 0, ptr %p, align 4
; CHECK-NEXT:   %inc = add nsw i32 %inc2, 1
; CHECK-NEXT:   %cmp = icmp slt i32 %inc, %n
; CHECK-NEXT:   br i1 %cmp, label %while.body, label %while.cond.while.end_crit_edge
; CHECK: while.cond.while.end_crit_edge:                   ; preds = %while.body
; CHECK-NEXT:   br label %while.end
; CHECK: while.end:                                        ; preds = %while.cond.while.end_crit_edge, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{!0, !1}
; CHECK-NEXT: !1 = !{!"llvm.loop.mustprogress"}
