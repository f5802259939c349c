; Nested loops. The inner accesses carry a list of access groups, one per loop;
; each loop lists its own group, so both loops are parallel. The outer loop's own
; store carries only the outer group. A third loop (@outer_only) lists only the
; outer group, so its inner loop, whose accesses name the outer group alone, is
; not parallel while the outer one is.
; RUN: parir analyze -p 'print<loops>' %s | FileCheck %s --exact
; CHECK: Loop info for function 'nested':
; CHECK: Parallel Loop at depth 1 containing: %outer<header>,%inner.pre,%inner,%inner.latch,%outer.latch<latch><exiting>
; CHECK:     Parallel Loop at depth 2 containing: %inner<header><exiting>,%inner.latch<latch>
; CHECK: Loop info for function 'outer_only':
; CHECK: Parallel Loop at depth 1 containing: %outer<header>,%inner.pre,%inner,%inner.latch,%outer.latch<latch><exiting>
; CHECK:     Loop at depth 2 containing: %inner<header><exiting>,%inner.latch<latch>

define void @nested(ptr %a, i64 %n, i64 %m) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %row = mul i64 %i, %m
  br label %inner.pre

inner.pre:
  br label %inner

inner:
  %j = phi i64 [ 0, %inner.pre ], [ %j.next, %inner.latch ]
  %jdone = icmp sge i64 %j, %m
  br i1 %jdone, label %outer.latch, label %inner.latch

inner.latch:
  %idx = add i64 %row, %j
  %p = getelementptr inbounds double, ptr %a, i64 %idx
  %v = load double, ptr %p, align 8, !llvm.access.group !10
  %w = fadd double %v, 1.0
  store double %w, ptr %p, align 8, !llvm.access.group !10
  %j.next = add i64 %j, 1
  br label %inner, !llvm.loop !4

outer.latch:
  %q = getelementptr inbounds double, ptr %a, i64 %i
  store double 0.0, ptr %q, align 8, !llvm.access.group !1
  %i.next = add i64 %i, 1
  %idone = icmp sge i64 %i.next, %n
  br i1 %idone, label %exit, label %outer, !llvm.loop !0

exit:
  ret void
}

define void @outer_only(ptr %a, i64 %n, i64 %m) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %row = mul i64 %i, %m
  br label %inner.pre

inner.pre:
  br label %inner

inner:
  %j = phi i64 [ 0, %inner.pre ], [ %j.next, %inner.latch ]
  %jdone = icmp sge i64 %j, %m
  br i1 %jdone, label %outer.latch, label %inner.latch

inner.latch:
  %idx = add i64 %row, %j
  %p = getelementptr inbounds double, ptr %a, i64 %idx
  %v = load double, ptr %p, align 8, !llvm.access.group !21
  store double %v, ptr %p, align 8, !llvm.access.group !21
  %j.next = add i64 %j, 1
  br label %inner, !llvm.loop !22

outer.latch:
  %i.next = add i64 %i, 1
  %idone = icmp sge i64 %i.next, %n
  br i1 %idone, label %exit, label %outer, !llvm.loop !20

exit:
  ret void
}

!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.parallel_accesses", !1}
!3 = distinct !{}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.parallel_accesses", !3}
!10 = !{!1, !3}
!20 = distinct !{!20, !23}
!21 = distinct !{}
!22 = distinct !{!22, !24}
!23 = !{!"llvm.loop.parallel_accesses", !21}
!24 = !{!"llvm.loop.mustprogress"}
