; RUN: parir analyze -p 'print<parallel-claims>' %s | FileCheck %s
; The claims model as print<parallel-claims> shows it: coverage of each claim (an access
; outside the groups, a safelen claim), nested claimed loops, pointer and down-counting
; inductions, reductions, and carried phis read in the loop or only after it.

define i64 @nest(ptr %a, ptr %b, i64 %n) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %outer.latch ]
  %row = mul i64 %i, %n
  br label %inner

inner:
  %j = phi i64 [ %n, %outer ], [ %j.next, %inner ]
  %q = phi ptr [ %b, %outer ], [ %q.next, %inner ]
  %last = phi i64 [ 0, %outer ], [ %x, %inner ]
  %k = add i64 %row, %j
  %p = getelementptr inbounds i64, ptr %a, i64 %k
  %x = load i64, ptr %p, align 8, !llvm.access.group !3
  store i64 %x, ptr %q, align 8, !llvm.access.group !3
  store i64 %x, ptr %b, align 8
  %q.next = getelementptr inbounds i64, ptr %q, i64 1
  %j.next = sub i64 %j, 1
  %done.j = icmp eq i64 %j.next, 0
  br i1 %done.j, label %outer.latch, label %inner, !llvm.loop !2

outer.latch:
  %s.next = add i64 %s, %last
  %i.next = add nuw nsw i64 %i, 1
  %done.i = icmp eq i64 %i.next, %n
  br i1 %done.i, label %exit, label %outer, !llvm.loop !0

exit:
  ret i64 %s.next
}

define void @safelen(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 4, %entry ], [ %i.next, %body ]
  %prev = phi i64 [ 0, %entry ], [ %x, %body ]
  %im4 = sub i64 %i, 4
  %p4 = getelementptr inbounds i64, ptr %a, i64 %im4
  %y = load i64, ptr %p4, align 8, !llvm.access.group !5
  %x = add i64 %y, %prev
  %p = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 %x, ptr %p, align 8, !llvm.access.group !5
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !4

exit:
  ret void
}

define void @unclaimed(ptr %a) {
entry:
  ret void
}

!0 = distinct !{!0, !10}
!1 = distinct !{}
!2 = distinct !{!2, !11}
!3 = distinct !{}
!4 = distinct !{!4, !12}
!5 = distinct !{}
!10 = !{!"llvm.loop.no_depends", !1}
!11 = !{!"llvm.loop.parallel_accesses", !3}
!12 = !{!"llvm.loop.no_depends_safelen", !5, i32 4}

; CHECK: ; PRINT: Parallel claims of function @nest:
; CHECK-NEXT: ; PRINT: loop outer in @nest: depth 1, header %outer, latches %outer.latch
; CHECK-NEXT: ; PRINT:   claim no_depends: 1 group, covers 0 of 3 memory accesses
; CHECK-NEXT: ; PRINT:     not covered: load %x from %p in %inner
; CHECK-NEXT: ; PRINT:     not covered: store to %q in %inner
; CHECK-NEXT: ; PRINT:     not covered: store to %b in %inner
; CHECK-NEXT: ; PRINT:   phi %i: induction, start 0, step add 1
; CHECK-NEXT: ; PRINT:   phi %s: reduction add, init 0, updates %s.next
; CHECK-NEXT: ; PRINT: loop inner in @nest: depth 2, header %inner, latches %inner
; CHECK-NEXT: ; PRINT:   claim parallel_accesses: 1 group, covers 2 of 3 memory accesses
; CHECK-NEXT: ; PRINT:     not covered: store to %b in %inner
; CHECK-NEXT: ; PRINT:   phi %j: induction, start %n, step sub 1
; CHECK-NEXT: ; PRINT:   phi %q: induction, start %b, step 1 x 8 bytes
; CHECK-NEXT: ; PRINT:   phi %last: carried (read only after the loop): header phi %last carries values loaded in an earlier iteration
; CHECK-NEXT: ; PRINT: Parallel claims of function @safelen:
; CHECK-NEXT: ; PRINT: loop body in @safelen: depth 1, header %body, latches %body
; CHECK-NEXT: ; PRINT:   claim no_depends_safelen(4): 1 group, covers 2 of 2 memory accesses
; CHECK-NEXT: ; PRINT:   phi %i: induction, start 4, step add 1
; CHECK-NEXT: ; PRINT:   phi %prev: carried (read by the next iteration): header phi %prev is neither an induction (its step %y is computed inside the loop) nor a recognized reduction (its partial result %x is also read by the store to %p in %body inside the loop)
; CHECK-NEXT: ; PRINT: Parallel claims of function @unclaimed:
; CHECK-NEXT: ; PRINT: no claimed loops
