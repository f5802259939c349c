; RUN: parir opt -passes=loop-simplify %s | FileCheck %s
; The exit block is also reached from outside the loop: a dedicated `.loopexit` block.
define void @f(i1 %c, i1 %d) {
entry:
  br i1 %c, label %header.pre, label %exit
header.pre:
  br label %header
header:
  br i1 %d, label %header, label %exit
exit:
  ret void
}

; CHECK: define void @f(i1 %c, i1 %d) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %header.pre, label %exit
; CHECK: header.pre:                                       ; preds = %entry
; CHECK-NEXT:   br label %header
; CHECK: header:                                           ; preds = %header, %header.pre
; CHECK-NEXT:   br i1 %d, label %header, label %exit.loopexit
; CHECK: exit.loopexit:                                    ; preds = %header
; CHECK-NEXT:   br label %exit
; CHECK: exit:                                             ; preds = %exit.loopexit, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
