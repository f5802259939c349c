; RUN: parir opt -passes=loop-rotate %s | FileCheck %s
; A loop with a constant start and bound (clang-19 -O0 `for (i = 0; i < 100; i++)` after
; mem2reg): the guard's copy of the test, `icmp slt i32 0, 100`, folds to true, so the
; preheader branches straight into the loop and no block is added; the LoopID !0 (with its
; unroll.disable) moves to the new latch branch. In @hoist the header's `mul i32 %n, 2` has
; only loop-invariant operands and does not touch memory: it moves to the preheader
; instead of being copied, while the header's load of the bound is copied (it reads memory).

@A = global [100 x i32] zeroinitializer

define void @fill() {
entry:
  br label %for.cond

for.cond:
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, 100
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %mul = mul nsw i32 %i.0, 3
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds [100 x i32], ptr @A, i64 0, i64 %idxprom
  store i32 %mul, ptr %arrayidx, align 4
  br label %for.inc

for.inc:
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !0

for.end:
  ret void
}

define void @hoist(i32 %n, ptr %bound) {
entry:
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %while.body ]
  %lim = mul i32 %n, 2
  %b = load i32, ptr %bound, align 4
  %top = add i32 %lim, %b
  %c = icmp slt i32 %i, %top
  br i1 %c, label %while.body, label %while.end

while.body:
  %p = getelementptr inbounds [100 x i32], ptr @A, i64 0, i32 %i
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 1
  br label %while.cond

while.end:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.disable"}

; CHECK: define void @fill() {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %for.body
; CHECK: for.body:                                         ; preds = %for.inc, %entry
; CHECK-NEXT:   %i.01 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
; CHECK-NEXT:   %mul = mul nsw i32 %i.01, 3
; CHECK-NEXT:   %idxprom = sext i32 %i.01 to i64
; CHECK-NEXT:   %arrayidx = getelementptr inbounds [100 x i32], ptr @A, i64 0, i64 %idxprom
; CHECK-NEXT:   store i32 %mul, ptr %arrayidx, align 4
; CHECK-NEXT:   br label %for.inc
; CHECK: for.inc:                                          ; preds = %for.body
; CHECK-NEXT:   %inc = add nsw i32 %i.01, 1
; CHECK-NEXT:   %cmp = icmp slt i32 %inc, 100
; CHECK-NEXT:   br i1 %cmp, label %for.body, label %for.end, !llvm.loop !0
; CHECK: for.end:                                          ; preds = %for.inc
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @hoist(i32 %n, ptr %bound) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %lim = mul i32 %n, 2
; CHECK-NEXT:   %b1 = load i32, ptr %bound, align 4
; CHECK-NEXT:   %top2 = add i32 %lim, %b1
; CHECK-NEXT:   %c3 = icmp slt i32 0, %top2
; CHECK-NEXT:   br i1 %c3, label %while.body.lr.ph, label %while.end
; CHECK: while.body.lr.ph:                                 ; preds = %entry
; CHECK-NEXT:   br label %while.body
; CHECK: while.body:                                       ; preds = %while.body, %while.body.lr.ph
; CHECK-NEXT:   %i4 = phi i32 [ 0, %while.body.lr.ph ], [ %i.next, %while.body ]
; CHECK-NEXT:   %p = getelementptr inbounds [100 x i32], ptr @A, i64 0, i32 %i4
; CHECK-NEXT:   store i32 %i4, ptr %p, align 4
; CHECK-NEXT:   %i.next = add i32 %i4, 1
; CHECK-NEXT:   %b = load i32, ptr %bound, align 4
; CHECK-NEXT:   %top = add i32 %lim, %b
; CHECK-NEXT:   %c = icmp slt i32 %i.next, %top
; CHECK-NEXT:   br i1 %c, label %while.body, label %while.cond.while.end_crit_edge
; CHECK: while.cond.while.end_crit_edge:                   ; preds = %while.body
; CHECK-NEXT:   br label %while.end
; CHECK: while.end:                                        ; preds = %while.cond.while.end_crit_edge, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{!0, !1, !2}
; CHECK-NEXT: !1 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !2 = !{!"llvm.loop.unroll.disable"}
