; A simple loop whose load and store are in an access group the loop lists in
; llvm.loop.parallel_accesses: LLVM calls it annotated parallel.
; RUN: parir analyze -p 'print<loops>' %s | FileCheck %s --exact
; CHECK: Loop info for function 'simple':
; CHECK: Parallel Loop at depth 1 containing: %header<header><exiting>,%body,%latch<latch>

define void @simple(ptr %a, ptr %b, i64 %n) {
entry:
  br label %header

header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %done = icmp sge i64 %i, %n
  br i1 %done, label %exit, label %body

body:
  %pa = getelementptr inbounds float, ptr %a, i64 %i
  %pb = getelementptr inbounds float, ptr %b, i64 %i
  %v = load float, ptr %pb, align 4, !llvm.access.group !1
  store float %v, ptr %pa, align 4, !llvm.access.group !1
  br label %latch

latch:
  %i.next = add nuw nsw i64 %i, 1
  br label %header, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.parallel_accesses", !1}
