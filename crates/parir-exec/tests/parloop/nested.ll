; RUN: parloop %s | FileCheck %s
; Nested loops: the outer claim must cover the inner loop's accesses (listed blocks include
; the inner loop's); both loops carry claims, so both are listed, the outer one first. The
; inner loop's own claim does not cover the outer loop's store, which is not its concern.
; Latches that disagree on the LoopID give the loop no LoopID: it is not listed.

define void @nest(ptr %a, i64 %n, i64 %m) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %row = mul i64 %i, %m
  %pr = getelementptr inbounds float, ptr %a, i64 %row
  store float 0.0, ptr %pr, align 4, !llvm.access.group !2
  br label %inner

inner:
  %j = phi i64 [ 1, %outer ], [ %j.next, %inner ]
  %p = getelementptr inbounds float, ptr %pr, i64 %j
  store float 1.0, ptr %p, align 4, !llvm.access.group !3
  %j.next = add nuw nsw i64 %j, 1
  %jdone = icmp eq i64 %j.next, %m
  br i1 %jdone, label %outer.latch, label %inner, !llvm.loop !4

outer.latch:
  %i.next = add nuw nsw i64 %i, 1
  %idone = icmp eq i64 %i.next, %n
  br i1 %idone, label %exit, label %outer, !llvm.loop !0

exit:
  ret void
}

define void @outer_misses_inner(ptr %a, i64 %n, i64 %m) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %p = getelementptr inbounds float, ptr %a, i64 %j
  store float 1.0, ptr %p, align 4, !llvm.access.group !3
  %j.next = add nuw nsw i64 %j, 1
  %jdone = icmp eq i64 %j.next, %m
  br i1 %jdone, label %outer.latch, label %inner

outer.latch:
  %i.next = add nuw nsw i64 %i, 1
  %idone = icmp eq i64 %i.next, %n
  br i1 %idone, label %exit, label %outer, !llvm.loop !6

exit:
  ret void
}

define void @disagree(i1 %c, i64 %n) {
entry:
  br label %h

h:
  %i = phi i64 [ 0, %entry ], [ %i.next, %l1 ], [ %i.next, %l2 ]
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %split

split:
  br i1 %c, label %l1, label %l2

l1:
  br label %h, !llvm.loop !0

l2:
  br label %h, !llvm.loop !4

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.parallel_accesses", !2, !3}
!2 = distinct !{}
!3 = distinct !{}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.no_depends", !3}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.parallel_accesses", !2}

; CHECK: loop outer in @nest: parallel
; CHECK-NEXT:   claim parallel_accesses: 2 groups, covers 2 of 2 memory accesses
; CHECK-NEXT:   preheader %entry, exiting %outer.latch, exit %exit
; CHECK-NEXT:   induction %i = phi [0, %entry], step add 1, next %i.next
; CHECK-NEXT:   exit test %idone = icmp eq %i.next, %n: leaves the loop when true
; CHECK-NEXT:   depth 1, blocks %outer %inner %outer.latch, latches %outer.latch
; CHECK-NEXT: loop inner in @nest: parallel
; CHECK-NEXT:   claim no_depends: 1 group, covers 1 of 1 memory accesses
; CHECK-NEXT:   preheader %outer, exiting %inner, exit %outer.latch
; CHECK-NEXT:   induction %j = phi [1, %outer], step add 1, next %j.next
; CHECK-NEXT:   exit test %jdone = icmp eq %j.next, %m: leaves the loop when true
; CHECK-NEXT:   depth 2, blocks %inner, latches %inner
; CHECK-NEXT: loop outer in @outer_misses_inner: sequential: parallel_accesses covers 0 of 1 memory accesses of the loop; not covered: store to %p in %inner
; CHECK-NEXT:   claim parallel_accesses: 1 group, covers 0 of 1 memory accesses
; CHECK-NEXT:   depth 1, blocks %outer %inner %outer.latch, latches %outer.latch
; CHECK-NEXT: @disagree: no annotated loops
