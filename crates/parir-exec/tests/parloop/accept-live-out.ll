; RUN: parloop %s | FileCheck %s
; A value computed in the loop and used after it (here through an LCSSA phi): the main
; thread runs the last iteration itself, after the workers, so the value used after the
; loop is the one of the last iteration, as in a sequential run.

define i32 @live_out(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %last = load i32, ptr %p, align 4, !llvm.access.group !1
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  %last.lcssa = phi i32 [ %last, %body ]
  ret i32 %last.lcssa
}

!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.no_depends", !1}

; CHECK: loop body in @live_out: parallel
; CHECK-NEXT:   claim no_depends: 1 group, covers 1 of 1 memory accesses
; CHECK-NEXT:   preheader %entry, exiting %body, exit %exit
; CHECK-NEXT:   induction %i = phi [0, %entry], step add 1, next %i.next
; CHECK-NEXT:   exit test %done = icmp eq %i.next, %n: leaves the loop when true
; CHECK-NEXT:   depth 1, blocks %body, latches %body
