; RUN: parir opt -passes=loop-simplify %s | FileCheck %s
; A header phi that feeds itself on one backedge separates an inner loop (`.outer`).
define void @f(i1 %c, i1 %d) {
entry:
  br label %h
h:
  %x = phi i32 [ 0, %entry ], [ %x, %inner.latch ], [ %y, %outer.latch ]
  %y = add i32 %x, 1
  br i1 %c, label %inner.latch, label %outer.latch
inner.latch:
  br label %h
outer.latch:
  br i1 %d, label %h, label %exit
exit:
  ret void
}

; CHECK: define void @f(i1 %c, i1 %d) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %h.outer
; CHECK: h.outer:                                          ; preds = %outer.latch, %entry
; CHECK-NEXT:   %x.ph = phi i32 [ %y, %outer.latch ], [ 0, %entry ]
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %inner.latch, %h.outer
; CHECK-NEXT:   %y = add i32 %x.ph, 1
; CHECK-NEXT:   br i1 %c, label %inner.latch, label %outer.latch
; CHECK: inner.latch:                                      ; preds = %h
; CHECK-NEXT:   br label %h
; CHECK: outer.latch:                                      ; preds = %h
; CHECK-NEXT:   br i1 %d, label %h.outer, label %exit
; CHECK: exit:                                             ; preds = %outer.latch
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
