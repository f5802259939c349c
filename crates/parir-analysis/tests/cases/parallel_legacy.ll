; The legacy form: every memory access carries llvm.mem.parallel_loop_access
; naming the loop ID (directly, or in a list with an enclosing loop's ID). In
; @two_latches the latches carry different loop IDs, so the loop has none and is
; not parallel; in @not_self the ID does not start with itself.
; RUN: parir analyze -p 'print<loops>' %s | FileCheck %s --exact
; CHECK: Loop info for function 'legacy':
; CHECK: Parallel Loop at depth 1 containing: %outer<header>,%inner,%outer.latch<latch><exiting>
; CHECK:     Parallel Loop at depth 2 containing: %inner<header><latch><exiting>
; CHECK: Loop info for function 'two_latches':
; CHECK: Loop at depth 1 containing: %loop<header>,%l2<latch><exiting>,%l1<latch>
; CHECK: Loop info for function 'not_self':
; CHECK: Loop at depth 1 containing: %loop<header><latch><exiting>

define void @legacy(ptr %a, i64 %n) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %p = getelementptr inbounds i8, ptr %a, i64 %j
  store i8 1, ptr %p, align 1, !llvm.mem.parallel_loop_access !2
  %j.next = add i64 %j, 1
  %jd = icmp eq i64 %j.next, %n
  br i1 %jd, label %outer.latch, label %inner, !llvm.loop !1

outer.latch:
  %q = getelementptr inbounds i8, ptr %a, i64 %i
  store i8 2, ptr %q, align 1, !llvm.mem.parallel_loop_access !0
  %i.next = add i64 %i, 1
  %id = icmp eq i64 %i.next, %n
  br i1 %id, label %exit, label %outer, !llvm.loop !0

exit:
  ret void
}

define void @two_latches(ptr %a, i1 %c, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %l1 ], [ %i.next, %l2 ]
  %i.next = add i64 %i, 1
  br i1 %c, label %l1, label %l2

l1:
  store i8 1, ptr %a, align 1, !llvm.mem.parallel_loop_access !0
  br label %loop, !llvm.loop !0

l2:
  %d = icmp eq i64 %i.next, %n
  br i1 %d, label %exit, label %loop, !llvm.loop !1

exit:
  ret void
}

define void @not_self(ptr %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  store i8 1, ptr %a, align 1, !llvm.mem.parallel_loop_access !3
  %i.next = add i64 %i, 1
  %d = icmp eq i64 %i.next, %n
  br i1 %d, label %exit, label %loop, !llvm.loop !3

exit:
  ret void
}

!0 = distinct !{!0}
!1 = distinct !{!1}
!2 = !{!0, !1}
!3 = distinct !{!0}
