; RUN: parloop %s | FileCheck %s
; Exit tests a parallel loop may not have: a bound computed in the loop, a compare of no
; induction variable, a branch on something other than an icmp (an fcmp, an argument).

define void @variant_bound(ptr %n.addr, ptr %a) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p, align 4, !llvm.access.group !1
  %i.next = add nuw nsw i64 %i, 1
  %n = load i32, ptr %n.addr, align 4, !llvm.access.group !1
  %n.ext = sext i32 %n to i64
  %more = icmp slt i64 %i.next, %n.ext
  br i1 %more, label %body, label %exit, !llvm.loop !0

exit:
  ret void
}

define void @no_iv(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %i.next = add nuw nsw i64 %i, 1
  %t = mul i64 %i.next, %i.next
  %done = icmp eq i64 %t, 100
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

define void @fcmp_exit(double %lim) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %i.next = add nuw nsw i64 %i, 1
  %f = sitofp i64 %i.next to double
  %done = fcmp oge double %f, %lim
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

define void @arg_exit(i1 %stop) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %i.next = add nuw nsw i64 %i, 1
  br i1 %stop, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.no_depends", !1}

; CHECK: loop body in @variant_bound: sequential: the exit condition %more compares against %n.ext, which is not loop-invariant: it is computed inside the loop (in %body)
; CHECK-NEXT:   claim no_depends: 1 group, covers 2 of 2 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @no_iv: sequential: the exit condition %done compares %t and 100, neither of which is an induction variable of the loop
; CHECK-NEXT:   claim no_depends: 1 group, covers 0 of 0 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @fcmp_exit: sequential: the exit branch of %body is on %done, a fcmp, not on an icmp
; CHECK-NEXT:   claim no_depends: 1 group, covers 0 of 0 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @arg_exit: sequential: the exit branch of %body is on %stop, not on an icmp
; CHECK-NEXT:   claim no_depends: 1 group, covers 0 of 0 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
