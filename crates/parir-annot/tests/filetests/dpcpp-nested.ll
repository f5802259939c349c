; RUN: parir opt -passes=ivdep-lower %s | FileCheck %s
; DPC++ nesting (intel/llvm's ivdep_embedded_various_safelens): `[[intel::ivdep(a, 4)]]` outer,
; `[[intel::ivdep(a, 2)]]` inner. The inner GEP's index group is a list {outer, inner}; the
; accesses keep that list as their access groups: the outer no_depends_safelen names the outer
; group (outer and inner accesses), the inner one only the inner group.
; CHECK-NOT: llvm.index.group
; CHECK-NOT: parallel_access_indices

define void @f(ptr %a, i64 %n) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds [10 x i32], ptr %a, i64 0, i64 %i, !llvm.index.group !3
  store i32 0, ptr %pa, align 4
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %pj = getelementptr inbounds [10 x i32], ptr %a, i64 0, i64 %j, !llvm.index.group !6
  %x = load i32, ptr %pj, align 4
  store i32 %x, ptr %pa, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp eq i64 %j.next, %n
  br i1 %cj, label %latch, label %inner, !llvm.loop !4

latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp eq i64 %i.next, %n
  br i1 %ci, label %exit, label %outer, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.parallel_access_indices", !3, i32 4}
!3 = distinct !{}
!4 = distinct !{!4, !1, !5}
!5 = !{!"llvm.loop.parallel_access_indices", !7, i32 2}
!6 = !{!3, !7}
!7 = distinct !{}

; CHECK: define void @f(ptr %a, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %outer
; CHECK: outer:                                            ; preds = %latch, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
; CHECK-NEXT:   %pa = getelementptr inbounds [10 x i32], ptr %a, i64 0, i64 %i
; CHECK-NEXT:   store i32 0, ptr %pa, align 4, !llvm.access.group !0
; CHECK-NEXT:   br label %inner
; CHECK: inner:                                            ; preds = %inner, %outer
; CHECK-NEXT:   %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
; CHECK-NEXT:   %pj = getelementptr inbounds [10 x i32], ptr %a, i64 0, i64 %j
; CHECK-NEXT:   %x = load i32, ptr %pj, align 4, !llvm.access.group !1
; CHECK-NEXT:   store i32 %x, ptr %pa, align 4, !llvm.access.group !0
; CHECK-NEXT:   %j.next = add nuw i64 %j, 1
; CHECK-NEXT:   %cj = icmp eq i64 %j.next, %n
; CHECK-NEXT:   br i1 %cj, label %latch, label %inner, !llvm.loop !3
; CHECK: latch:                                            ; preds = %inner
; CHECK-NEXT:   %i.next = add nuw i64 %i, 1
; CHECK-NEXT:   %ci = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %ci, label %exit, label %outer, !llvm.loop !6
; CHECK: exit:                                             ; preds = %latch
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = !{!2, !0}
; CHECK-NEXT: !2 = distinct !{}
; CHECK-NEXT: !3 = distinct !{!3, !4, !5}
; CHECK-NEXT: !4 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !5 = !{!"llvm.loop.no_depends_safelen", !2, i32 2}
; CHECK-NEXT: !6 = distinct !{!6, !4, !7}
; CHECK-NEXT: !7 = !{!"llvm.loop.no_depends_safelen", !0, i32 4}
