; RUN: parir check %s | FileCheck %s
; Loops claimed fully parallel whose header phis carry a value from one iteration to the
; next (issue 12, point 1): `parallel-loop-carried-scalar` and
; `parallel-loop-fp-reduction-order` fire on the wrong claims and stay silent on the twins
; that are right (inductions, reductions parir combines, values only read after the loop,
; claims that do not say the loop is fully parallel).

; M[j] += M[j - 1] as clang -O2 keeps it: the previous element in a phi.
define void @prefix_sum(ptr %m, i64 %n) {
entry:
  %m0 = load i64, ptr %m, align 8
  br label %body

body:
  %prev = phi i64 [ %m0, %entry ], [ %v, %body ]
  %j = phi i64 [ 1, %entry ], [ %j.next, %body ]
  %p = getelementptr inbounds i64, ptr %m, i64 %j
  %x = load i64, ptr %p, align 8, !llvm.access.group !1
  %v = add nsw i64 %x, %prev
  store i64 %v, ptr %p, align 8, !llvm.access.group !1
  %j.next = add nuw nsw i64 %j, 1
  %done = icmp eq i64 %j.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

; The same under llvm.loop.no_depends covering every access.
define void @prefix_sum_no_depends(ptr %m, i64 %n) {
entry:
  br label %body

body:
  %prev = phi i64 [ 0, %entry ], [ %v, %body ]
  %j = phi i64 [ 1, %entry ], [ %j.next, %body ]
  %p = getelementptr inbounds i64, ptr %m, i64 %j
  %x = load i64, ptr %p, align 8, !llvm.access.group !3
  %v = add nsw i64 %x, %prev
  store i64 %v, ptr %p, align 8, !llvm.access.group !3
  %j.next = add nuw nsw i64 %j, 1
  %done = icmp eq i64 %j.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !2

exit:
  ret void
}

; A pointer chase: p = p->next.
define i64 @chase(ptr %head, i64 %n) {
entry:
  br label %body

body:
  %node = phi ptr [ %head, %entry ], [ %next, %body ]
  %k = phi i64 [ 0, %entry ], [ %k.next, %body ]
  %np = getelementptr inbounds i8, ptr %node, i64 8
  %next = load ptr, ptr %np, align 8, !llvm.access.group !5
  store i64 %k, ptr %node, align 8, !llvm.access.group !5
  %k.next = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %k.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !4

exit:
  ret i64 %k.next
}

; A double sum without reassoc: a reduction whose order matters.
define double @fsum(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %body ]
  %p = getelementptr inbounds double, ptr %a, i64 %i
  %x = load double, ptr %p, align 8, !llvm.access.group !7
  %s.next = fadd double %s, %x
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !6

exit:
  ret double %s.next
}

; Right: inductions (integer and pointer), integer and reassoc float sums, min through a
; select, and a value only read after the loop.
define double @right(ptr %a, ptr %b, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %q = phi ptr [ %b, %entry ], [ %q.next, %body ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %body ]
  %f = phi double [ 0.0, %entry ], [ %f.next, %body ]
  %mn = phi i64 [ 0, %entry ], [ %mn.next, %body ]
  %last = phi i64 [ 0, %entry ], [ %x, %body ]
  %p = getelementptr inbounds i64, ptr %a, i64 %i
  %x = load i64, ptr %p, align 8, !llvm.access.group !9
  store i64 %x, ptr %q, align 8, !llvm.access.group !9
  %s.next = add i64 %s, %x
  %xf = sitofp i64 %x to double
  %f.next = fadd reassoc double %f, %xf
  %lt = icmp slt i64 %x, %mn
  %mn.next = select i1 %lt, i64 %x, i64 %mn
  %q.next = getelementptr inbounds i64, ptr %q, i64 1
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !8

exit:
  %r = add i64 %s.next, %last
  %r2 = add i64 %r, %mn.next
  %rf = sitofp i64 %r2 to double
  %res = fadd double %rf, %f.next
  ret double %res
}

; Not claimed fully parallel: a safelen claim, and no_depends on one of two arrays.
define void @partial_claims(ptr %m, ptr %o, i64 %n) {
entry:
  br label %body

body:
  %prev = phi i64 [ 0, %entry ], [ %v, %body ]
  %j = phi i64 [ 1, %entry ], [ %j.next, %body ]
  %p = getelementptr inbounds i64, ptr %m, i64 %j
  %x = load i64, ptr %p, align 8, !llvm.access.group !11
  %v = add nsw i64 %x, %prev
  store i64 %v, ptr %p, align 8, !llvm.access.group !11
  %j.next = add nuw nsw i64 %j, 1
  %done = icmp eq i64 %j.next, %n
  br i1 %done, label %mid, label %body, !llvm.loop !10

mid:
  br label %body2

body2:
  %prev2 = phi i64 [ 0, %mid ], [ %v2, %body2 ]
  %k = phi i64 [ 1, %mid ], [ %k.next, %body2 ]
  %p2 = getelementptr inbounds i64, ptr %m, i64 %k
  %y = load i64, ptr %p2, align 8, !llvm.access.group !13
  %v2 = add nsw i64 %y, %prev2
  %o2 = getelementptr inbounds i64, ptr %o, i64 %k
  store i64 %v2, ptr %o2, align 8
  %k.next = add nuw nsw i64 %k, 1
  %done2 = icmp eq i64 %k.next, %n
  br i1 %done2, label %exit, label %body2, !llvm.loop !12

exit:
  ret void
}

; A max through fcmp + select: without nnan and nsz its result depends on the order
; (signed zeros); with them it is a reduction parir combines.
define double @fmax(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %m = phi double [ 0.0, %entry ], [ %m.next, %body ]
  %mf = phi double [ 0.0, %entry ], [ %mf.next, %body ]
  %p = getelementptr inbounds double, ptr %a, i64 %i
  %x = load double, ptr %p, align 8, !llvm.access.group !15
  %gt = fcmp ogt double %x, %m
  %m.next = select i1 %gt, double %x, double %m
  %gtf = fcmp nnan nsz ogt double %x, %mf
  %mf.next = select i1 %gtf, double %x, double %mf
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !14

exit:
  %r = fadd double %m.next, %mf.next
  ret double %r
}

!0 = distinct !{!0, !20}
!1 = distinct !{}
!2 = distinct !{!2, !21}
!3 = distinct !{}
!4 = distinct !{!4, !22}
!5 = distinct !{}
!6 = distinct !{!6, !23}
!7 = distinct !{}
!8 = distinct !{!8, !24}
!9 = distinct !{}
!10 = distinct !{!10, !25}
!11 = distinct !{}
!12 = distinct !{!12, !26}
!13 = distinct !{}
!14 = distinct !{!14, !27}
!15 = distinct !{}
!20 = !{!"llvm.loop.parallel_accesses", !1}
!21 = !{!"llvm.loop.no_depends", !3}
!22 = !{!"llvm.loop.parallel_accesses", !5}
!23 = !{!"llvm.loop.parallel_accesses", !7}
!24 = !{!"llvm.loop.parallel_accesses", !9}
!25 = !{!"llvm.loop.no_depends_safelen", !11, i32 4}
!26 = !{!"llvm.loop.no_depends", !13}

!27 = !{!"llvm.loop.parallel_accesses", !15}

; CHECK: ; WARNING: warning: <unknown>:0:0: loop body in @prefix_sum is claimed fully parallel (llvm.loop.parallel_accesses), but each iteration reads a value the previous one computed, a loop-carried scalar dependence: header phi %prev is neither an induction (its step %x is computed inside the loop) nor a recognized reduction (its partial result %v is also read by the store to %p in %body inside the loop); the value is computed by %v [parallel-loop-carried-scalar] (at claims-carried-scalars.ll:15:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: loop body in @prefix_sum_no_depends is claimed fully parallel (llvm.loop.no_depends), but each iteration reads a value the previous one computed, a loop-carried scalar dependence: header phi %prev is neither an induction (its step %x is computed inside the loop) nor a recognized reduction (its partial result %v is also read by the store to %p in %body inside the loop); the value is computed by %v [parallel-loop-carried-scalar] (at claims-carried-scalars.ll:35:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: loop body in @chase is claimed fully parallel (llvm.loop.parallel_accesses), but each iteration reads a value the previous one computed, a loop-carried scalar dependence: header phi %node is neither an induction nor a recognized reduction (it is read by %np and by the store to %node in %body inside the loop); the value is computed by %next [parallel-loop-carried-scalar] (at claims-carried-scalars.ll:55:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: loop body in @fsum is claimed fully parallel (llvm.loop.parallel_accesses), but header phi %s is a floating-point reduction whose update %s.next lacks the reassoc fast-math flag: combining partial results in parallel would change the rounding; allow the reordering with fast-math flags (-fassociative-math for sums and products, -ffinite-math-only -fno-signed-zeros for min/max, or -ffast-math) or keep the loop sequential [parallel-loop-fp-reduction-order] (at claims-carried-scalars.ll:75:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: loop body in @fmax is claimed fully parallel (llvm.loop.parallel_accesses), but header phi %m is a floating-point max (fcmp + select %m.next) without the nnan and nsz fast-math flags: with NaNs or signed zeros the result depends on the order in which partial results are combined; allow the reordering with fast-math flags (-fassociative-math for sums and products, -ffinite-math-only -fno-signed-zeros for min/max, or -ffast-math) or keep the loop sequential [parallel-loop-fp-reduction-order] (at claims-carried-scalars.ll:164:3)
