; RUN: parir opt -passes=ivdep-lower %s | FileCheck %s
; CHECK-NOT: __parir
; Rule 1.1: PARIR_IVDEP() puts every memory access of the loop (the idx load too) in a group
; named by llvm.loop.no_depends; llvm.loop.mustprogress is kept. clang-19 -O1 shape.

declare void @__parir_ivdep()

define void @gather_add(ptr nocapture %B, ptr nocapture readonly %idx, i32 %n) {
entry:
  tail call void @__parir_ivdep()
  %cmp = icmp sgt i32 %n, 0
  br i1 %cmp, label %ph, label %exit

ph:
  %wide = zext nneg i32 %n to i64
  br label %body

body:
  %iv = phi i64 [ 0, %ph ], [ %iv.next, %body ]
  %pidx = getelementptr inbounds i32, ptr %idx, i64 %iv
  %k = load i32, ptr %pidx, align 4
  %kw = sext i32 %k to i64
  %pk = getelementptr inbounds i32, ptr %B, i64 %kw
  %v = load i32, ptr %pk, align 4
  %pi = getelementptr inbounds i32, ptr %B, i64 %iv
  %w = load i32, ptr %pi, align 4
  %s = add nsw i32 %w, %v
  store i32 %s, ptr %pi, align 4
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp eq i64 %iv.next, %wide
  br i1 %c, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.disable"}

; CHECK: define void @gather_add(ptr nocapture %B, ptr nocapture readonly %idx, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %cmp = icmp sgt i32 %n, 0
; CHECK-NEXT:   br i1 %cmp, label %ph, label %exit
; CHECK: ph:                                               ; preds = %entry
; CHECK-NEXT:   %wide = zext nneg i32 %n to i64
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %body, %ph
; CHECK-NEXT:   %iv = phi i64 [ 0, %ph ], [ %iv.next, %body ]
; CHECK-NEXT:   %pidx = getelementptr inbounds i32, ptr %idx, i64 %iv
; CHECK-NEXT:   %k = load i32, ptr %pidx, align 4, !llvm.access.group !0
; CHECK-NEXT:   %kw = sext i32 %k to i64
; CHECK-NEXT:   %pk = getelementptr inbounds i32, ptr %B, i64 %kw
; CHECK-NEXT:   %v = load i32, ptr %pk, align 4, !llvm.access.group !0
; CHECK-NEXT:   %pi = getelementptr inbounds i32, ptr %B, i64 %iv
; CHECK-NEXT:   %w = load i32, ptr %pi, align 4, !llvm.access.group !0
; CHECK-NEXT:   %s = add nsw i32 %w, %v
; CHECK-NEXT:   store i32 %s, ptr %pi, align 4, !llvm.access.group !0
; CHECK-NEXT:   %iv.next = add nuw nsw i64 %iv, 1
; CHECK-NEXT:   %c = icmp eq i64 %iv.next, %wide
; CHECK-NEXT:   br i1 %c, label %exit, label %body, !llvm.loop !1
; CHECK: exit:                                             ; preds = %body, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{!1, !2, !3, !4}
; CHECK-NEXT: !2 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !3 = !{!"llvm.loop.unroll.disable"}
; CHECK-NEXT: !4 = !{!"llvm.loop.no_depends", !0}
