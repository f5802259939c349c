; RUN: parir opt -passes=ivdep-lower %s | FileCheck %s
; DPC++ `[[intel::ivdep]]`: llvm.loop.ivdep.enable plus a parallel_access_indices listing every
; array's index group. It becomes one llvm.loop.no_depends over all accesses (the
; parallel_access_indices is subsumed); the DPC++ attributes and !llvm.index.group go.
; CHECK-NOT: llvm.index.group
; CHECK-NOT: ivdep.enable
; CHECK-NOT: parallel_access_indices

define void @f(ptr %a, ptr %b, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %pa = getelementptr inbounds [10 x i32], ptr %a, i64 0, i64 %i, !llvm.index.group !3
  store i32 0, ptr %pa, align 4
  %pb = getelementptr inbounds [10 x i32], ptr %b, i64 0, i64 %i, !llvm.index.group !4
  store i32 0, ptr %pb, align 4
  %i.next = add nuw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !5}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.parallel_access_indices", !3, !4}
!3 = distinct !{}
!4 = distinct !{}
!5 = !{!"llvm.loop.ivdep.enable"}

; CHECK: define void @f(ptr %a, ptr %b, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %body, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
; CHECK-NEXT:   %pa = getelementptr inbounds [10 x i32], ptr %a, i64 0, i64 %i
; CHECK-NEXT:   store i32 0, ptr %pa, align 4, !llvm.access.group !0
; CHECK-NEXT:   %pb = getelementptr inbounds [10 x i32], ptr %b, i64 0, i64 %i
; CHECK-NEXT:   store i32 0, ptr %pb, align 4, !llvm.access.group !0
; CHECK-NEXT:   %i.next = add nuw i64 %i, 1
; CHECK-NEXT:   %c = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %c, label %exit, label %body, !llvm.loop !1
; CHECK: exit:                                             ; preds = %body
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{!1, !2, !3}
; CHECK-NEXT: !2 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !3 = !{!"llvm.loop.no_depends", !0}
