; RUN: parir opt -passes=simplifycfg %s | FileCheck %s
; Constant branch, branch with equal targets, unreachable block, single-entry phi, merging
; into the single predecessor and bypassing an empty latch whose `!llvm.loop` moves to the
; predecessor: the same output as `opt-19 -passes=simplifycfg`.
define i32 @f(i1 %c, i32 %x) {
entry:
  br i1 true, label %a, label %dead
a:
  br label %b
b:
  %p = phi i32 [ %x, %a ]
  br i1 %c, label %m, label %m
m:
  br label %h
h:
  %i = phi i32 [ 0, %m ], [ %i1, %latch ]
  %i1 = add i32 %i, 1
  %cc = icmp slt i32 %i1, %p
  br i1 %cc, label %latch, label %exit
latch:
  br label %h, !llvm.loop !0
dead:
  br label %exit
exit:
  %r = phi i32 [ %i1, %h ], [ 7, %dead ]
  ret i32 %r
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}

; CHECK: define i32 @f(i1 %c, i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %h, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i1, %h ]
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %cc = icmp slt i32 %i1, %x
; CHECK-NEXT:   br i1 %cc, label %h, label %exit, !llvm.loop !0
; CHECK: exit:                                             ; preds = %h
; CHECK-NEXT:   ret i32 %i1
; CHECK-NEXT: }
; CHECK: !0 = distinct !{!0, !1}
; CHECK-NEXT: !1 = !{!"llvm.loop.mustprogress"}
