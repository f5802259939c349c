; RUN: parloop %s | FileCheck %s
; Induction steps: sub, step on the left of add, a loop-invariant (non-constant) step,
; getelementptr on i8 and on i32 (byte stride = index x alloc size), and several
; inductions in one loop; the exit test may use any of them.

define void @down(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ %n, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i8, ptr %a, i64 %i
  store i8 0, ptr %p, align 1, !llvm.access.group !1
  %i.next = sub nsw i64 %i, 1
  %done = icmp sle i64 %i.next, 0
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

define void @strided(ptr %a, i64 %n, i64 %s) {
entry:
  %s2 = shl i64 %s, 1
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = phi ptr [ %a, %entry ], [ %p.next, %body ]
  %q = phi ptr [ %a, %entry ], [ %q.next, %body ]
  store i32 0, ptr %p, align 4, !llvm.access.group !1
  store i32 1, ptr %q, align 4, !llvm.access.group !1
  %i.next = add i64 %s2, %i
  %p.next = getelementptr inbounds i8, ptr %p, i64 4
  %q.next = getelementptr inbounds i32, ptr %q, i64 %s
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %body, label %exit, !llvm.loop !0

exit:
  ret void
}

define void @ptr_exit(ptr %a, ptr %end) {
entry:
  br label %body

body:
  %p = phi ptr [ %a, %entry ], [ %p.next, %body ]
  store double 0.0, ptr %p, align 8, !llvm.access.group !1
  %p.next = getelementptr inbounds double, ptr %p, i64 1
  %done = icmp eq ptr %end, %p.next
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.no_depends", !1}

; CHECK: loop body in @down: parallel
; CHECK-NEXT:   claim no_depends: 1 group, covers 1 of 1 memory accesses
; CHECK-NEXT:   preheader %entry, exiting %body, exit %exit
; CHECK-NEXT:   induction %i = phi [%n, %entry], step sub 1, next %i.next
; CHECK-NEXT:   exit test %done = icmp sle %i.next, 0: leaves the loop when true
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @strided: parallel
; CHECK-NEXT:   claim no_depends: 1 group, covers 2 of 2 memory accesses
; CHECK-NEXT:   preheader %entry, exiting %body, exit %exit
; CHECK-NEXT:   induction %i = phi [0, %entry], step add %s2, next %i.next
; CHECK-NEXT:   induction %p = phi [%a, %entry], step 4 x 1 bytes, next %p.next
; CHECK-NEXT:   induction %q = phi [%a, %entry], step %s x 4 bytes, next %q.next
; CHECK-NEXT:   exit test %more = icmp ult %i.next, %n: leaves the loop when false
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @ptr_exit: parallel
; CHECK-NEXT:   claim no_depends: 1 group, covers 1 of 1 memory accesses
; CHECK-NEXT:   preheader %entry, exiting %body, exit %exit
; CHECK-NEXT:   induction %p = phi [%a, %entry], step 1 x 8 bytes, next %p.next
; CHECK-NEXT:   exit test %done = icmp eq %end, %p.next: leaves the loop when true
; CHECK-NEXT:   depth 1, blocks %body, latches %body
