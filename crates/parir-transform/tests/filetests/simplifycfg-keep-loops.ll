; RUN: parir opt -passes=simplifycfg %s | FileCheck %s
; keep-loops: the empty preheader of the inner loop has two predecessors and branches to a
; loop header, so it stays; the empty outer latch carries `!llvm.loop` and its predecessor
; (the inner latch) carries one too, so it stays (LLVM keeps inner-loop metadata this way).
; A constant switch folds. Same loop structure as `opt-19 -passes=simplifycfg`.
define void @f(ptr %p, i32 %n, i1 %c) {
entry:
  switch i32 1, label %other [
    i32 1, label %outer
    i32 2, label %other
  ]
other:
  ret void
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.be ]
  br i1 %c, label %pre, label %side
side:
  store i32 0, ptr %p
  br label %pre
pre:
  br label %inner
inner:
  %j = phi i32 [ 0, %pre ], [ %j1, %inner ]
  store i32 %j, ptr %p
  %j1 = add i32 %j, 1
  %cj = icmp slt i32 %j1, %n
  br i1 %cj, label %inner, label %outer.latch, !llvm.loop !0
outer.latch:
  %i1 = add i32 %i, 1
  %ci = icmp slt i32 %i1, %n
  br i1 %ci, label %outer.be, label %exit
outer.be:
  br label %outer, !llvm.loop !2
exit:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}

; CHECK: define void @f(ptr %p, i32 %n, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %outer
; CHECK: outer:                                            ; preds = %outer.latch, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
; CHECK-NEXT:   br i1 %c, label %pre, label %side
; CHECK: side:                                             ; preds = %outer
; CHECK-NEXT:   store i32 0, ptr %p
; CHECK-NEXT:   br label %pre
; CHECK: pre:                                              ; preds = %side, %outer
; CHECK-NEXT:   br label %inner
; CHECK: inner:                                            ; preds = %inner, %pre
; CHECK-NEXT:   %j = phi i32 [ 0, %pre ], [ %j1, %inner ]
; CHECK-NEXT:   store i32 %j, ptr %p
; CHECK-NEXT:   %j1 = add i32 %j, 1
; CHECK-NEXT:   %cj = icmp slt i32 %j1, %n
; CHECK-NEXT:   br i1 %cj, label %inner, label %outer.latch, !llvm.loop !0
; CHECK: outer.latch:                                      ; preds = %inner
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %ci = icmp slt i32 %i1, %n
; CHECK-NEXT:   br i1 %ci, label %outer, label %exit, !llvm.loop !2
; CHECK: exit:                                             ; preds = %outer.latch
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{!0, !1}
; CHECK-NEXT: !1 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !2 = distinct !{!2, !1}
