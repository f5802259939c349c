; RUN: parir check %s | FileCheck %s
; CHECK: ; WARNING: warning: <unknown>:0:0: 4 loops claim parallel_accesses (loop l0 in @sum, loop l1 in @sum, loop l2 in @sum and 1 more), but in each of them store to @total in %l3 and load %t from @total in %l3 access the same loop-invariant memory in every iteration (a RAW dependence at distance 1) whenever the loop runs more than 1 iteration [parallel-claim-dependence]
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: loop o0 in @distinct claims parallel_accesses, but store to %p in %o2 and store to %p in %o2 access the same loop-invariant memory
; CHECK-NOT: WARNING
; Four nested loops each claim parallel_accesses over the same accesses. The sum in @total is
; read and written at one address in every iteration of all four loops: one cause, so one
; warning naming the loops (the first three, then a count), not one warning per loop. In
; @distinct the store to %a[j2] of %j0 is invariant in o0 and o1, but only o0 changes the
; value written (in o1 each iteration writes the same value again: no dependence worth a
; warning), so one loop is reported, in the one-loop wording.

@total = global i64 0

define void @sum(i64 %n) {
entry:
  br label %l0
l0:
  %i0 = phi i64 [ 0, %entry ], [ %i0.next, %l0.latch ]
  br label %l1
l1:
  %i1 = phi i64 [ 0, %l0 ], [ %i1.next, %l1.latch ]
  br label %l2
l2:
  %i2 = phi i64 [ 0, %l1 ], [ %i2.next, %l2.latch ]
  br label %l3
l3:
  %i3 = phi i64 [ 0, %l2 ], [ %i3.next, %l3 ]
  %t = load i64, ptr @total, align 8, !llvm.access.group !10
  %t1 = add i64 %t, %i3
  store i64 %t1, ptr @total, align 8, !llvm.access.group !10
  %i3.next = add i64 %i3, 1
  %c3 = icmp slt i64 %i3.next, %n
  br i1 %c3, label %l3, label %l2.latch, !llvm.loop !3
l2.latch:
  %i2.next = add i64 %i2, 1
  %c2 = icmp slt i64 %i2.next, %n
  br i1 %c2, label %l2, label %l1.latch, !llvm.loop !2
l1.latch:
  %i1.next = add i64 %i1, 1
  %c1 = icmp slt i64 %i1.next, %n
  br i1 %c1, label %l1, label %l0.latch, !llvm.loop !1
l0.latch:
  %i0.next = add i64 %i0, 1
  %c0 = icmp slt i64 %i0.next, %n
  br i1 %c0, label %l0, label %exit, !llvm.loop !0
exit:
  ret void
}

define void @distinct(ptr %a, i64 %n) {
entry:
  br label %o0
o0:
  %j0 = phi i64 [ 0, %entry ], [ %j0.next, %o0.latch ]
  br label %o1
o1:
  %j1 = phi i64 [ 0, %o0 ], [ %j1.next, %o1.latch ]
  br label %o2
o2:
  %j2 = phi i64 [ 0, %o1 ], [ %j2.next, %o2 ]
  %p = getelementptr inbounds i64, ptr %a, i64 %j2
  store i64 %j0, ptr %p, align 8, !llvm.access.group !10
  %j2.next = add i64 %j2, 1
  %e2 = icmp slt i64 %j2.next, %n
  br i1 %e2, label %o2, label %o1.latch, !llvm.loop !6
o1.latch:
  %j1.next = add i64 %j1, 1
  %e1 = icmp slt i64 %j1.next, %n
  br i1 %e1, label %o1, label %o0.latch, !llvm.loop !5
o0.latch:
  %j0.next = add i64 %j0, 1
  %e0 = icmp slt i64 %j0.next, %n
  br i1 %e0, label %o0, label %done, !llvm.loop !4
done:
  ret void
}

!0 = distinct !{!0, !20}
!1 = distinct !{!1, !20}
!2 = distinct !{!2, !20}
!3 = distinct !{!3, !20}
!4 = distinct !{!4, !20}
!5 = distinct !{!5, !20}
!6 = distinct !{!6, !20}
!10 = distinct !{}
!20 = !{!"llvm.loop.parallel_accesses", !10}
