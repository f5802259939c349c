; RUN: parloop %s | FileCheck %s
; Header phis that are neither inductions nor recognized reductions: read by another
; instruction in the loop, a partial result read in the loop, two different operations,
; an operation that is not associative, the running value used twice, a floating-point
; sum without reassoc, a step that is not loop-invariant and a value carried unchanged.

define i32 @read_inside(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %x.0 = phi i32 [ 0, %entry ], [ %x.1, %body ]
  %add3 = zext i32 %x.0 to i64
  %p = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 %add3, ptr %p, align 8, !llvm.access.group !1
  %x.1 = load i32, ptr %p, align 4, !llvm.access.group !1
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret i32 %x.1
}

; An induction may be read anywhere in the loop.
define void @iv_read_inside(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %x.0 = phi i32 [ 0, %entry ], [ %add3, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %x.0, ptr %p, align 4, !llvm.access.group !1
  %add3 = add i32 %x.0, 7
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

define i32 @partial_read(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.2, %body ]
  %s.1 = add i32 %s, 1
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %s.1, ptr %p, align 4, !llvm.access.group !1
  %s.2 = add i32 %s.1, 2
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret i32 %s.2
}

define i32 @mixed_ops(i32 %k, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.2, %body ]
  %s.1 = add i32 %s, %k
  %s.2 = mul i32 %s.1, 3
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret i32 %s.2
}

define i32 @not_associative(i32 %k, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 1000, %entry ], [ %s.1, %body ]
  %s.1 = sub i32 %k, %s
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret i32 %s.1
}

define i32 @doubled(i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 1, %entry ], [ %s.1, %body ]
  %s.1 = add i32 %s, %s
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret i32 %s.1
}

define float @fsum(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %s = phi float [ 0.0, %entry ], [ %add, %body ]
  %p = getelementptr inbounds float, ptr %a, i64 %i
  %x = load float, ptr %p, align 4, !llvm.access.group !1
  %add = fadd nnan ninf nsz float %s, %x
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret float %add
}

define void @variant_step(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i64, ptr %a, i64 %i
  %st = load i64, ptr %p, align 8, !llvm.access.group !1
  %i.next = add i64 %i, %st
  %done = icmp uge i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

define void @carried(i32 %k, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %c = phi i32 [ 0, %entry ], [ %k, %body ]
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.no_depends", !1}

; CHECK: loop body in @read_inside: sequential: header phi %x.0 is neither an induction nor a recognized reduction (it is read by %add3 inside the loop)
; CHECK-NEXT:   claim no_depends: 1 group, covers 2 of 2 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @iv_read_inside: parallel
; CHECK-NEXT:   claim no_depends: 1 group, covers 1 of 1 memory accesses
; CHECK-NEXT:   preheader %entry, exiting %body, exit %exit
; CHECK-NEXT:   induction %i = phi [0, %entry], step add 1, next %i.next
; CHECK-NEXT:   induction %x.0 = phi [0, %entry], step add 7, next %add3
; CHECK-NEXT:   exit test %done = icmp eq %i.next, %n: leaves the loop when true
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @partial_read: sequential: header phi %s is neither an induction nor a recognized reduction (its partial result %s.1 is read by the store to %p in %body and by %s.2 inside the loop)
; CHECK-NEXT:   claim no_depends: 1 group, covers 1 of 1 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @mixed_ops: sequential: header phi %s is neither an induction nor a recognized reduction (it is updated by %s.1 (add) and by %s.2 (mul), two different operations)
; CHECK-NEXT:   claim no_depends: 1 group, covers 0 of 0 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @not_associative: sequential: header phi %s is neither an induction nor a recognized reduction (it is updated by %s.1, a sub with the running value on the right, which is not an associative reduction)
; CHECK-NEXT:   claim no_depends: 1 group, covers 0 of 0 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @doubled: sequential: header phi %s is neither an induction nor a recognized reduction (it is read 2 times inside the loop, first by %s.1)
; CHECK-NEXT:   claim no_depends: 1 group, covers 0 of 0 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @fsum: sequential: header phi %s is a floating-point reduction whose update %add lacks the reassoc fast-math flag: combining partial results in parallel would change the rounding
; CHECK-NEXT:   claim no_depends: 1 group, covers 1 of 1 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @variant_step: sequential: header phi %i is neither an induction (its step %st is computed inside the loop) nor a recognized reduction (it is read by %p and by %i.next inside the loop)
; CHECK-NEXT:   claim no_depends: 1 group, covers 1 of 1 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @carried: sequential: header phi %c is neither an induction nor a recognized reduction (it is not used inside the loop, and its latch value %k is not computed from it)
; CHECK-NEXT:   claim no_depends: 1 group, covers 0 of 0 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
