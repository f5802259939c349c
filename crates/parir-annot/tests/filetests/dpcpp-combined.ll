; RUN: parir opt -passes=ivdep-lower %s | FileCheck %s
; DPC++ combinations: `[[intel::ivdep, intel::ivdep(a, 2)]]` on one loop — the global
; no_depends and a's no_depends_safelen both come out (they overlap: a warning, rule 1.5.2) —
; and `[[intel::ivdep(4), intel::ivdep(b)]]` on a second: the global safelen and b's no_depends.
; CHECK-NOT: llvm.index.group
; CHECK-NOT: parallel_access_indices
; CHECK-NOT: llvm.loop.ivdep

define void @f(ptr %a, ptr %b, i64 %n) {
entry:
  br label %l1

l1:
  %i = phi i64 [ 0, %entry ], [ %i.next, %l1 ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i, !llvm.index.group !3
  store i32 0, ptr %pa, align 4
  %pb = getelementptr inbounds i32, ptr %b, i64 %i, !llvm.index.group !4
  store i32 0, ptr %pb, align 4
  %i.next = add nuw i64 %i, 1
  %c1 = icmp eq i64 %i.next, %n
  br i1 %c1, label %mid, label %l1, !llvm.loop !0

mid:
  br label %l2

l2:
  %j = phi i64 [ 0, %mid ], [ %j.next, %l2 ]
  %qa = getelementptr inbounds i32, ptr %a, i64 %j, !llvm.index.group !8
  %x = load i32, ptr %qa, align 4
  %qb = getelementptr inbounds i32, ptr %b, i64 %j, !llvm.index.group !9
  store i32 %x, ptr %qb, align 4
  %j.next = add nuw i64 %j, 1
  %c2 = icmp eq i64 %j.next, %n
  br i1 %c2, label %exit, label %l2, !llvm.loop !10

exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !5, !6}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.parallel_access_indices", !4}
!3 = distinct !{}
!4 = distinct !{}
!5 = !{!"llvm.loop.parallel_access_indices", !3, i32 2}
!6 = !{!"llvm.loop.ivdep.enable"}
!7 = !{!"llvm.loop.ivdep.safelen", i32 4}
!8 = distinct !{}
!9 = distinct !{}
!10 = distinct !{!10, !1, !11, !12, !7}
!11 = !{!"llvm.loop.parallel_access_indices", !8, i32 4}
!12 = !{!"llvm.loop.parallel_access_indices", !9}

; CHECK: ; WARNING: warning: <unknown>:0:0: index group 1 of llvm.loop.parallel_access_indices overlaps llvm.loop.ivdep.safelen(4) on the same loop: both attributes are emitted, the accesses they share get both claims [ivdep-overlapping] (at dpcpp-combined.ll:34:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: index group 1 of llvm.loop.parallel_access_indices(safelen 2) overlaps llvm.loop.ivdep.enable on the same loop: both attributes are emitted, the accesses they share get both claims [ivdep-overlapping] (at dpcpp-combined.ll:21:3)
; CHECK: define void @f(ptr %a, ptr %b, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %l1
; CHECK: l1:                                               ; preds = %l1, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %l1 ]
; CHECK-NEXT:   %pa = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   store i32 0, ptr %pa, align 4, !llvm.access.group !0
; CHECK-NEXT:   %pb = getelementptr inbounds i32, ptr %b, i64 %i
; CHECK-NEXT:   store i32 0, ptr %pb, align 4, !llvm.access.group !1
; CHECK-NEXT:   %i.next = add nuw i64 %i, 1
; CHECK-NEXT:   %c1 = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %c1, label %mid, label %l1, !llvm.loop !3
; CHECK: mid:                                              ; preds = %l1
; CHECK-NEXT:   br label %l2
; CHECK: l2:                                               ; preds = %l2, %mid
; CHECK-NEXT:   %j = phi i64 [ 0, %mid ], [ %j.next, %l2 ]
; CHECK-NEXT:   %qa = getelementptr inbounds i32, ptr %a, i64 %j
; CHECK-NEXT:   %x = load i32, ptr %qa, align 4, !llvm.access.group !7
; CHECK-NEXT:   %qb = getelementptr inbounds i32, ptr %b, i64 %j
; CHECK-NEXT:   store i32 %x, ptr %qb, align 4, !llvm.access.group !8
; CHECK-NEXT:   %j.next = add nuw i64 %j, 1
; CHECK-NEXT:   %c2 = icmp eq i64 %j.next, %n
; CHECK-NEXT:   br i1 %c2, label %exit, label %l2, !llvm.loop !10
; CHECK: exit:                                             ; preds = %l2
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = !{!1, !2}
; CHECK-NEXT: !1 = distinct !{}
; CHECK-NEXT: !2 = distinct !{}
; CHECK-NEXT: !3 = distinct !{!3, !4, !5, !6}
; CHECK-NEXT: !4 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !5 = !{!"llvm.loop.no_depends", !1}
; CHECK-NEXT: !6 = !{!"llvm.loop.no_depends_safelen", !2, i32 2}
; CHECK-NEXT: !7 = distinct !{}
; CHECK-NEXT: !8 = !{!7, !9}
; CHECK-NEXT: !9 = distinct !{}
; CHECK-NEXT: !10 = distinct !{!10, !4, !11, !12}
; CHECK-NEXT: !11 = !{!"llvm.loop.no_depends_safelen", !7, i32 4}
; CHECK-NEXT: !12 = !{!"llvm.loop.no_depends", !9}
