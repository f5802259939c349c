; RUN: parir opt -passes=ivdep-lower %s | FileCheck %s
; DPC++ `[[intel::ivdep(a, 3), intel::ivdep(b, 4)]]`: one parallel_access_indices per safelen;
; each index group becomes its own llvm.loop.no_depends_safelen (one attribute per array).
; CHECK-NOT: llvm.index.group
; CHECK-NOT: parallel_access_indices

define void @f(ptr %a, ptr %b, ptr %c, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %pa = getelementptr inbounds [10 x i32], ptr %a, i64 0, i64 %i, !llvm.index.group !3
  store i32 0, ptr %pa, align 4
  %pb = getelementptr inbounds [10 x i32], ptr %b, i64 0, i64 %i, !llvm.index.group !5
  store i32 1, ptr %pb, align 4
  %pc = getelementptr inbounds [10 x i32], ptr %c, i64 0, i64 %i
  store i32 2, ptr %pc, align 4
  %i.next = add nuw i64 %i, 1
  %cmp = icmp eq i64 %i.next, %n
  br i1 %cmp, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !4}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.parallel_access_indices", !3, i32 3}
!3 = distinct !{}
!4 = !{!"llvm.loop.parallel_access_indices", !5, i32 4}
!5 = distinct !{}

; CHECK: define void @f(ptr %a, ptr %b, ptr %c, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %body, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
; CHECK-NEXT:   %pa = getelementptr inbounds [10 x i32], ptr %a, i64 0, i64 %i
; CHECK-NEXT:   store i32 0, ptr %pa, align 4, !llvm.access.group !0
; CHECK-NEXT:   %pb = getelementptr inbounds [10 x i32], ptr %b, i64 0, i64 %i
; CHECK-NEXT:   store i32 1, ptr %pb, align 4, !llvm.access.group !1
; CHECK-NEXT:   %pc = getelementptr inbounds [10 x i32], ptr %c, i64 0, i64 %i
; CHECK-NEXT:   store i32 2, ptr %pc, align 4
; CHECK-NEXT:   %i.next = add nuw i64 %i, 1
; CHECK-NEXT:   %cmp = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %cmp, label %exit, label %body, !llvm.loop !2
; CHECK: exit:                                             ; preds = %body
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{}
; CHECK-NEXT: !2 = distinct !{!2, !3, !4, !5}
; CHECK-NEXT: !3 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !4 = !{!"llvm.loop.no_depends_safelen", !0, i32 3}
; CHECK-NEXT: !5 = !{!"llvm.loop.no_depends_safelen", !1, i32 4}
