; Calls that LLVM 19 knows do not access memory need no access group: an
; intrinsic declared without attributes (LLVM gives it memory(none)) and a
; callee with the legacy `readnone`. The assume call (inaccessiblemem: write)
; and a memset whose declaration claims memory(none) (LLVM replaces it by
; argmem: write) do access memory.
; RUN: parir analyze -p 'print<loops>' %s | FileCheck %s --exact
define void @f(ptr %a, i64 %n, double %d) {
entry:
  br label %l1

l1:
  %i = phi i64 [ 0, %entry ], [ %i.next, %l1 ]
  %s = call double @llvm.sqrt.f64(double %d)
  %t = call double @pure(double %s)
  %p = getelementptr inbounds double, ptr %a, i64 %i
  store double %t, ptr %p, align 8, !llvm.access.group !1
  %i.next = add nuw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %l2, label %l1, !llvm.loop !0

l2:
  %j = phi i64 [ 0, %l1 ], [ %j.next, %l2 ]
  %c2 = icmp ult i64 %j, %n
  call void @llvm.assume(i1 %c2)
  %j.next = add nuw i64 %j, 1
  %e = icmp eq i64 %j.next, %n
  br i1 %e, label %l3, label %l2, !llvm.loop !3

l3:
  %k = phi i64 [ 0, %l2 ], [ %k.next, %l3 ]
  %q = getelementptr inbounds i8, ptr %a, i64 %k
  call void @llvm.memset.p0.i64(ptr %q, i8 0, i64 1, i1 false)
  %k.next = add nuw i64 %k, 1
  %g = icmp eq i64 %k.next, %n
  br i1 %g, label %exit, label %l3, !llvm.loop !4

exit:
  ret void
}

declare double @llvm.sqrt.f64(double)
declare double @pure(double) readnone
declare void @llvm.assume(i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1) memory(none)

!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.parallel_accesses", !1}
!3 = distinct !{!3, !2}
!4 = distinct !{!4, !2}
; CHECK: Loop info for function 'f':
; CHECK: Loop at depth 1 containing: %l3<header><latch><exiting>
; CHECK: Loop at depth 1 containing: %l2<header><latch><exiting>
; CHECK: Parallel Loop at depth 1 containing: %l1<header><latch><exiting>
