; RUN: parir opt -passes=ivdep-lower %s | FileCheck %s
; CHECK-NOT: __parir
; Accesses already in a group (here: clang's `vectorize(assume_safety)` output) keep it and
; get a list; PARIR_PARALLEL_LOOP() merges its group into the existing first
; llvm.loop.parallel_accesses (the one LLVM reads) instead of adding a second one.

declare void @__parir_ivdep_array(ptr)
declare void @__parir_parallel_loop()

define void @f(ptr noalias %A, ptr noalias %B, i64 %n) {
entry:
  call void @__parir_ivdep_array(ptr %A)
  call void @__parir_parallel_loop()
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %pa = getelementptr inbounds i32, ptr %A, i64 %i
  %a = load i32, ptr %pa, align 4, !llvm.access.group !3
  %pb = getelementptr inbounds i32, ptr %B, i64 %i
  store i32 %a, ptr %pb, align 4
  %i.next = add nuw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.parallel_accesses", !3}
!3 = distinct !{}

; CHECK: define void @f(ptr noalias %A, ptr noalias %B, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %body, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
; CHECK-NEXT:   %pa = getelementptr inbounds i32, ptr %A, i64 %i
; CHECK-NEXT:   %a = load i32, ptr %pa, align 4, !llvm.access.group !0
; CHECK-NEXT:   %pb = getelementptr inbounds i32, ptr %B, i64 %i
; CHECK-NEXT:   store i32 %a, ptr %pb, align 4, !llvm.access.group !3
; CHECK-NEXT:   %i.next = add nuw i64 %i, 1
; CHECK-NEXT:   %c = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %c, label %exit, label %body, !llvm.loop !4
; CHECK: exit:                                             ; preds = %body
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = !{!1, !2, !3}
; CHECK-NEXT: !1 = distinct !{}
; CHECK-NEXT: !2 = distinct !{}
; CHECK-NEXT: !3 = distinct !{}
; CHECK-NEXT: !4 = distinct !{!4, !5, !6, !7}
; CHECK-NEXT: !5 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !6 = !{!"llvm.loop.parallel_accesses", !1, !3}
; CHECK-NEXT: !7 = !{!"llvm.loop.no_depends", !2}
