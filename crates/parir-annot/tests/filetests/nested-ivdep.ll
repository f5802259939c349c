; RUN: parir opt -passes=ivdep-lower %s | FileCheck %s
; CHECK-NOT: __parir
; Rule 1.5.3: PARIR_IVDEP() on both loops. The inner loop's accesses get their own group,
; which both loops list; the outer-only store gets a group only the outer loop lists.
;   PARIR_IVDEP(); for (i) { A[i] = 0; PARIR_IVDEP(); for (j) A[i*m+j] += A[j]; }

declare void @__parir_ivdep()

define void @nest(ptr %A, i64 %n, i64 %m) {
entry:
  call void @__parir_ivdep()
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %pa = getelementptr inbounds float, ptr %A, i64 %i
  store float 0.000000e+00, ptr %pa, align 4
  %row = mul i64 %i, %m
  call void @__parir_ivdep()
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %pj = getelementptr inbounds float, ptr %A, i64 %j
  %x = load float, ptr %pj, align 4
  %ij = add i64 %row, %j
  %pij = getelementptr inbounds float, ptr %A, i64 %ij
  %y = load float, ptr %pij, align 4
  %s = fadd float %x, %y
  store float %s, ptr %pij, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp eq i64 %j.next, %m
  br i1 %cj, label %outer.latch, label %inner, !llvm.loop !0

outer.latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp eq i64 %i.next, %n
  br i1 %ci, label %exit, label %outer, !llvm.loop !2

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}

; CHECK: define void @nest(ptr %A, i64 %n, i64 %m) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %outer
; CHECK: outer:                                            ; preds = %outer.latch, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
; CHECK-NEXT:   %pa = getelementptr inbounds float, ptr %A, i64 %i
; CHECK-NEXT:   store float 0.000000e+00, ptr %pa, align 4, !llvm.access.group !0
; CHECK-NEXT:   %row = mul i64 %i, %m
; CHECK-NEXT:   br label %inner
; CHECK: inner:                                            ; preds = %inner, %outer
; CHECK-NEXT:   %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
; CHECK-NEXT:   %pj = getelementptr inbounds float, ptr %A, i64 %j
; CHECK-NEXT:   %x = load float, ptr %pj, align 4, !llvm.access.group !1
; CHECK-NEXT:   %ij = add i64 %row, %j
; CHECK-NEXT:   %pij = getelementptr inbounds float, ptr %A, i64 %ij
; CHECK-NEXT:   %y = load float, ptr %pij, align 4, !llvm.access.group !1
; CHECK-NEXT:   %s = fadd float %x, %y
; CHECK-NEXT:   store float %s, ptr %pij, align 4, !llvm.access.group !1
; CHECK-NEXT:   %j.next = add nuw i64 %j, 1
; CHECK-NEXT:   %cj = icmp eq i64 %j.next, %m
; CHECK-NEXT:   br i1 %cj, label %outer.latch, label %inner, !llvm.loop !2
; CHECK: outer.latch:                                      ; preds = %inner
; CHECK-NEXT:   %i.next = add nuw i64 %i, 1
; CHECK-NEXT:   %ci = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %ci, label %exit, label %outer, !llvm.loop !5
; CHECK: exit:                                             ; preds = %outer.latch
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{}
; CHECK-NEXT: !2 = distinct !{!2, !3, !4}
; CHECK-NEXT: !3 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !4 = !{!"llvm.loop.no_depends", !1}
; CHECK-NEXT: !5 = distinct !{!5, !3, !6}
; CHECK-NEXT: !6 = !{!"llvm.loop.no_depends", !0, !1}
