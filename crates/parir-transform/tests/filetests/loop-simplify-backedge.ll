; RUN: parir opt -passes=loop-simplify %s | FileCheck %s
; Two latches with different values: a `.backedge` block with a `.be` phi takes over the
; `!llvm.loop` node.
define void @f(i1 %c, i1 %d) {
entry:
  br label %h
h:
  %x = phi i32 [ 0, %entry ], [ 1, %l1 ], [ 2, %l2 ]
  br i1 %c, label %l1, label %l2
l1:
  br i1 %d, label %h, label %exit, !llvm.loop !0
l2:
  br i1 %d, label %h, label %exit
exit:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}

; CHECK: define void @f(i1 %c, i1 %d) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %h.backedge, %entry
; CHECK-NEXT:   %x = phi i32 [ 0, %entry ], [ %x.be, %h.backedge ]
; CHECK-NEXT:   br i1 %c, label %l1, label %l2
; CHECK: l1:                                               ; preds = %h
; CHECK-NEXT:   br i1 %d, label %h.backedge, label %exit
; CHECK: h.backedge:                                       ; preds = %l2, %l1
; CHECK-NEXT:   %x.be = phi i32 [ 1, %l1 ], [ 2, %l2 ]
; CHECK-NEXT:   br label %h, !llvm.loop !0
; CHECK: l2:                                               ; preds = %h
; CHECK-NEXT:   br i1 %d, label %h.backedge, label %exit
; CHECK: exit:                                             ; preds = %l2, %l1
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{!0, !1}
; CHECK-NEXT: !1 = !{!"llvm.loop.mustprogress"}
