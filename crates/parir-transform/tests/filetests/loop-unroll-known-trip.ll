; RUN: parir opt -passes=loop-unroll %s | FileCheck %s
; Partial unrolling by 4 of a loop whose trip count is a constant (10 body runs, 11 header
; executions): only the copy that runs header execution 11 (copy 10 mod 4 = 2) keeps its
; exit test, as LLVM 19's unroller leaves it; followup_unrolled gives the unrolled loop its
; attributes.

define void @f(ptr %a) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i, 10
  br i1 %cmp, label %for.inc, label %for.end

for.inc:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  store i32 %i, ptr %p, align 4
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !0

for.end:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.count", i32 4}
!2 = !{!"llvm.loop.unroll.followup_unrolled", !3}
!3 = !{!"llvm.loop.vectorize.enable", i1 true}

; CHECK: define void @f(ptr %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %for.cond
; CHECK: for.cond:                                         ; preds = %for.inc.3, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %inc.3, %for.inc.3 ]
; CHECK-NEXT:   br label %for.inc
; CHECK: for.inc:                                          ; preds = %for.cond
; CHECK-NEXT:   %idx = sext i32 %i to i64
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 %idx
; CHECK-NEXT:   store i32 %i, ptr %p, align 4
; CHECK-NEXT:   %inc = add nsw i32 %i, 1
; CHECK-NEXT:   br label %for.cond.1
; CHECK: for.cond.1:                                       ; preds = %for.inc
; CHECK-NEXT:   br label %for.inc.1
; CHECK: for.inc.1:                                        ; preds = %for.cond.1
; CHECK-NEXT:   %idx.1 = sext i32 %inc to i64
; CHECK-NEXT:   %p.1 = getelementptr inbounds i32, ptr %a, i64 %idx.1
; CHECK-NEXT:   store i32 %inc, ptr %p.1, align 4
; CHECK-NEXT:   %inc.1 = add nsw i32 %inc, 1
; CHECK-NEXT:   br label %for.cond.2
; CHECK: for.cond.2:                                       ; preds = %for.inc.1
; CHECK-NEXT:   %cmp.2 = icmp slt i32 %inc.1, 10
; CHECK-NEXT:   br i1 %cmp.2, label %for.inc.2, label %for.end
; CHECK: for.inc.2:                                        ; preds = %for.cond.2
; CHECK-NEXT:   %idx.2 = sext i32 %inc.1 to i64
; CHECK-NEXT:   %p.2 = getelementptr inbounds i32, ptr %a, i64 %idx.2
; CHECK-NEXT:   store i32 %inc.1, ptr %p.2, align 4
; CHECK-NEXT:   %inc.2 = add nsw i32 %inc.1, 1
; CHECK-NEXT:   br label %for.cond.3
; CHECK: for.cond.3:                                       ; preds = %for.inc.2
; CHECK-NEXT:   br label %for.inc.3
; CHECK: for.inc.3:                                        ; preds = %for.cond.3
; CHECK-NEXT:   %idx.3 = sext i32 %inc.2 to i64
; CHECK-NEXT:   %p.3 = getelementptr inbounds i32, ptr %a, i64 %idx.3
; CHECK-NEXT:   store i32 %inc.2, ptr %p.3, align 4
; CHECK-NEXT:   %inc.3 = add nsw i32 %inc.2, 1
; CHECK-NEXT:   br label %for.cond, !llvm.loop !0
; CHECK: for.end:                                          ; preds = %for.cond.2
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{!0, !1}
; CHECK-NEXT: !1 = !{!"llvm.loop.vectorize.enable", i1 true}
