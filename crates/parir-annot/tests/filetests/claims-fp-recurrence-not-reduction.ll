; RUN: parir check %s | FileCheck %s
; a[x] = 0.5 * (a[x] + a[x - 1]) under an ivdep claim, as clang -O2 keeps it: the previous
; element in a header phi, updated by an fadd and then an fmul and stored every iteration.
; That is a recurrence, not a reduction: `check` says the loop carries a scalar from one
; iteration to the next, and gives no fast-math advice (which could not make it parallel).
; The twin, a float sum without reassoc, is still a reduction parir may not reorder.

define void @smooth(ptr %a, i64 %n) {
entry:
  %a0 = load float, ptr %a, align 4
  br label %body

body:
  %prev = phi float [ %a0, %entry ], [ %v, %body ]
  %x = phi i64 [ 1, %entry ], [ %x.next, %body ]
  %p = getelementptr inbounds float, ptr %a, i64 %x
  %cur = load float, ptr %p, align 4, !llvm.access.group !1
  %s = fadd float %cur, %prev
  %v = fmul float %s, 5.000000e-01
  store float %v, ptr %p, align 4, !llvm.access.group !1
  %x.next = add nuw nsw i64 %x, 1
  %done = icmp eq i64 %x.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

define float @sum(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %acc = phi float [ 0.000000e+00, %entry ], [ %acc.next, %body ]
  %x = phi i64 [ 0, %entry ], [ %x.next, %body ]
  %p = getelementptr inbounds float, ptr %a, i64 %x
  %cur = load float, ptr %p, align 4, !llvm.access.group !4
  %acc.next = fadd float %acc, %cur
  %x.next = add nuw nsw i64 %x, 1
  %done = icmp eq i64 %x.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !3

exit:
  ret float %acc.next
}

!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.no_depends", !1}
!3 = distinct !{!3, !5}
!4 = distinct !{}
!5 = !{!"llvm.loop.parallel_accesses", !4}

; CHECK: ; WARNING: warning: <unknown>:0:0: loop body in @smooth is claimed fully parallel (llvm.loop.no_depends), but each iteration reads a value the previous one computed, a loop-carried scalar dependence: header phi %prev is neither an induction nor a recognized reduction (it is updated by %s (fadd) and by %v (fmul), two different operations); the value is computed by %v [parallel-loop-carried-scalar] (at claims-fp-recurrence-not-reduction.ll:14:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: loop body in @sum is claimed fully parallel (llvm.loop.parallel_accesses), but header phi %acc is a floating-point reduction whose update %acc.next lacks the reassoc fast-math flag: combining partial results in parallel would change the rounding; allow the reordering with fast-math flags (-fassociative-math for sums and products, -ffinite-math-only -fno-signed-zeros for min/max, or -ffast-math) or keep the loop sequential [parallel-loop-fp-reduction-order] (at claims-fp-recurrence-not-reduction.ll:34:3)
; CHECK-NOT: WARNING
