; RUN: parir opt -passes=ivdep-lower %s | FileCheck %s
; CHECK-NOT: __parir
; A marker with no loop after it, and one before a branch into two loops (ambiguous): both are
; located warnings and both calls are deleted. A marker after a loop does not reach back into
; it: the walk stops at blocks of other loops.

declare void @__parir_ivdep()
declare void @__parir_parallel_loop()

define void @f(ptr %p, i1 %c, i64 %n) {
entry:
  call void @__parir_ivdep()
  br i1 %c, label %l1, label %l2

l1:
  %i = phi i64 [ 0, %entry ], [ %i.next, %l1 ]
  store i64 %i, ptr %p, align 8
  %i.next = add i64 %i, 1
  %d1 = icmp eq i64 %i.next, %n
  br i1 %d1, label %after, label %l1

l2:
  %j = phi i64 [ 0, %entry ], [ %j.next, %l2 ]
  store i64 %j, ptr %p, align 8
  %j.next = add i64 %j, 1
  %d2 = icmp eq i64 %j.next, %n
  br i1 %d2, label %after2, label %l2

after:
  call void @__parir_parallel_loop()
  ret void

after2:
  ret void
}

; CHECK: ; WARNING: warning: <unknown>:0:0: PARIR_IVDEP: the marker precedes 2 loops (%l1, %l2); it cannot be attributed to one and is deleted [ivdep-marker-ambiguous] (at marker-without-loop.ll:12:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: PARIR_PARALLEL_LOOP: no loop follows this marker (a loop is found by searching backwards from its preheader through blocks with one predecessor); the marker is deleted [ivdep-marker-without-loop] (at marker-without-loop.ll:30:3)
; CHECK: define void @f(ptr %p, i1 %c, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %l1, label %l2
; CHECK: l1:                                               ; preds = %l1, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %l1 ]
; CHECK-NEXT:   store i64 %i, ptr %p, align 8
; CHECK-NEXT:   %i.next = add i64 %i, 1
; CHECK-NEXT:   %d1 = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %d1, label %after, label %l1
; CHECK: l2:                                               ; preds = %l2, %entry
; CHECK-NEXT:   %j = phi i64 [ 0, %entry ], [ %j.next, %l2 ]
; CHECK-NEXT:   store i64 %j, ptr %p, align 8
; CHECK-NEXT:   %j.next = add i64 %j, 1
; CHECK-NEXT:   %d2 = icmp eq i64 %j.next, %n
; CHECK-NEXT:   br i1 %d2, label %after2, label %l2
; CHECK: after:                                            ; preds = %l1
; CHECK-NEXT:   ret void
; CHECK: after2:                                           ; preds = %l2
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
