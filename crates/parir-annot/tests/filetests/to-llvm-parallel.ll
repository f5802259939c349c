; RUN: parir opt -passes=ivdep-lower,ivdep-to-llvm %s | FileCheck %s
; ivdep-to-llvm: llvm.loop.no_depends covering every memory access becomes
; llvm.loop.parallel_accesses (what LLVM's isAnnotatedParallel reads); the no_depends stays.
; Two array forms that together cover all accesses qualify too.

declare void @__parir_ivdep()
declare void @__parir_ivdep_array(ptr)

define void @gather_add(ptr noalias %B, ptr noalias %idx, i64 %n) {
entry:
  call void @__parir_ivdep()
  br label %body

body:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %body ]
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
  %c = icmp eq i64 %iv.next, %n
  br i1 %c, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

define void @two_arrays(ptr noalias %A, ptr noalias %B, i64 %n) {
entry:
  call void @__parir_ivdep_array(ptr %A)
  call void @__parir_ivdep_array(ptr %B)
  br label %body

body:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %body ]
  %pa = getelementptr inbounds i32, ptr %A, i64 %iv
  %v = load i32, ptr %pa, align 4
  %pb = getelementptr inbounds i32, ptr %B, i64 %iv
  store i32 %v, ptr %pb, align 4
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp eq i64 %iv.next, %n
  br i1 %c, label %exit, label %body

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}

; CHECK: define void @gather_add(ptr noalias %B, ptr noalias %idx, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %body, %entry
; CHECK-NEXT:   %iv = phi i64 [ 0, %entry ], [ %iv.next, %body ]
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
; CHECK-NEXT:   %c = icmp eq i64 %iv.next, %n
; CHECK-NEXT:   br i1 %c, label %exit, label %body, !llvm.loop !1
; CHECK: exit:                                             ; preds = %body
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @two_arrays(ptr noalias %A, ptr noalias %B, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %body, %entry
; CHECK-NEXT:   %iv = phi i64 [ 0, %entry ], [ %iv.next, %body ]
; CHECK-NEXT:   %pa = getelementptr inbounds i32, ptr %A, i64 %iv
; CHECK-NEXT:   %v = load i32, ptr %pa, align 4, !llvm.access.group !5
; CHECK-NEXT:   %pb = getelementptr inbounds i32, ptr %B, i64 %iv
; CHECK-NEXT:   store i32 %v, ptr %pb, align 4, !llvm.access.group !6
; CHECK-NEXT:   %iv.next = add nuw nsw i64 %iv, 1
; CHECK-NEXT:   %c = icmp eq i64 %iv.next, %n
; CHECK-NEXT:   br i1 %c, label %exit, label %body, !llvm.loop !7
; CHECK: exit:                                             ; preds = %body
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{!1, !2, !3, !4}
; CHECK-NEXT: !2 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !3 = !{!"llvm.loop.no_depends", !0}
; CHECK-NEXT: !4 = !{!"llvm.loop.parallel_accesses", !0}
; CHECK-NEXT: !5 = distinct !{}
; CHECK-NEXT: !6 = distinct !{}
; CHECK-NEXT: !7 = distinct !{!7, !8, !9, !10}
; CHECK-NEXT: !8 = !{!"llvm.loop.no_depends", !5}
; CHECK-NEXT: !9 = !{!"llvm.loop.no_depends", !6}
; CHECK-NEXT: !10 = !{!"llvm.loop.parallel_accesses", !5, !6}
