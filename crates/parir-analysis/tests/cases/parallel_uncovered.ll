; One store of the loop has no access group: the loop is not annotated parallel,
; although it lists its group in llvm.loop.parallel_accesses. A second loop puts
; its access in a group the loop does not list.
; RUN: parir analyze -p 'print<loops>' %s | FileCheck %s --exact
; CHECK: Loop info for function 'uncovered':
; CHECK: Loop at depth 1 containing: %loop<header><latch><exiting>
; CHECK: Loop info for function 'other_group':
; CHECK: Loop at depth 1 containing: %loop<header><latch><exiting>

define void @uncovered(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %v = load i32, ptr %pb, align 4, !llvm.access.group !1
  store i32 %v, ptr %pa, align 4, !llvm.access.group !1
  store i32 0, ptr %b, align 4
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  ret void
}

define void @other_group(ptr %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 1, ptr %pa, align 4, !llvm.access.group !3
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.parallel_accesses", !1}
!3 = distinct !{}
