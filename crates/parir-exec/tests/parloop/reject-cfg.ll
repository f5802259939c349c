; RUN: parloop %s | FileCheck %s
; Control flow a parallel loop may not have: no preheader (two entries from outside, or an
; entry that also branches elsewhere), two latches, a latch with two edges to the header,
; two exiting blocks (a break), an exiting block that is neither header nor latch, no exit
; at all, an exit by switch.

define void @two_entries(i1 %c, i64 %n) {
entry:
  br i1 %c, label %a, label %b

a:
  br label %body

b:
  br label %body

body:
  %i = phi i64 [ 0, %a ], [ 1, %b ], [ %i.next, %body ]
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

define void @guard_enters(i64 %n) {
entry:
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %exit, label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

define void @two_latches(i1 %c, i64 %n) {
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
  br label %h, !llvm.loop !0

exit:
  ret void
}

define void @latch_twice(i1 %c, i64 %n) {
entry:
  br label %h

h:
  %i = phi i64 [ 0, %entry ], [ %i.next, %l ], [ %i.next, %l ]
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %l

l:
  br i1 %c, label %h, label %h, !llvm.loop !0

exit:
  ret void
}

define i64 @with_break(ptr %a, i64 %n) {
entry:
  br label %for.body

for.body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %if.end ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %p, align 4, !llvm.access.group !1
  %neg = icmp slt i32 %x, 0
  br i1 %neg, label %found, label %if.end

if.end:
  store i32 1, ptr %p, align 4, !llvm.access.group !1
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %found, label %for.body, !llvm.loop !0

found:
  %r = phi i64 [ %i, %for.body ], [ -1, %if.end ]
  ret i64 %r
}

define void @middle_exit(i64 %n) {
entry:
  br label %h

h:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  br label %mid

mid:
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %latch

latch:
  br label %h, !llvm.loop !0

exit:
  ret void
}

define void @forever(ptr %a) {
entry:
  br label %h

h:
  %i = phi i64 [ 0, %entry ], [ %i.next, %h ]
  %i.next = add i64 %i, 1
  br label %h, !llvm.loop !0

}

define void @switch_exit(i64 %n) {
entry:
  br label %h

h:
  %i = phi i64 [ 0, %entry ], [ %i.next, %h ]
  %i.next = add i64 %i, 1
  switch i64 %i.next, label %h [
    i64 100, label %exit
  ], !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.parallel_accesses", !1}

; CHECK: loop body in @two_entries: sequential: the loop has no preheader: its header %body has 2 predecessors outside the loop (%b, %a)
; CHECK-NEXT:   claim parallel_accesses: 1 group, covers 0 of 0 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @guard_enters: sequential: the loop has no preheader: %entry, the header's only predecessor outside the loop, does not end in an unconditional branch to it
; CHECK-NEXT:   claim parallel_accesses: 1 group, covers 0 of 0 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop h in @two_latches: sequential: the loop has 2 latches (%l2, %l1)
; CHECK-NEXT:   claim parallel_accesses: 1 group, covers 0 of 0 memory accesses
; CHECK-NEXT:   depth 1, blocks %h %split %l2 %l1, latches %l2 %l1
; CHECK-NEXT: loop h in @latch_twice: sequential: the latch %l branches to the header %h twice
; CHECK-NEXT:   claim parallel_accesses: 1 group, covers 0 of 0 memory accesses
; CHECK-NEXT:   depth 1, blocks %h %l, latches %l
; CHECK-NEXT: loop for.body in @with_break: sequential: the loop has 2 exiting blocks (%for.body, %if.end)
; CHECK-NEXT:   claim parallel_accesses: 1 group, covers 2 of 2 memory accesses
; CHECK-NEXT:   depth 1, blocks %for.body %if.end, latches %if.end
; CHECK-NEXT: loop h in @middle_exit: sequential: the loop's only exiting block %mid is neither its header nor its latch
; CHECK-NEXT:   claim parallel_accesses: 1 group, covers 0 of 0 memory accesses
; CHECK-NEXT:   depth 1, blocks %h %mid %latch, latches %latch
; CHECK-NEXT: loop h in @forever: sequential: the loop has no exit: it never ends by its own control flow
; CHECK-NEXT:   claim parallel_accesses: 1 group, covers 0 of 0 memory accesses
; CHECK-NEXT:   depth 1, blocks %h, latches %h
; CHECK-NEXT: loop h in @switch_exit: sequential: the exiting block %h ends in switch, not in a conditional branch
; CHECK-NEXT:   claim parallel_accesses: 1 group, covers 0 of 0 memory accesses
; CHECK-NEXT:   depth 1, blocks %h, latches %h
