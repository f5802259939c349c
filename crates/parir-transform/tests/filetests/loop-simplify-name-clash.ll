; RUN: parir opt -passes=loop-simplify %s | FileCheck %s
; `h.preheader` is taken: the new block is named as LLVM names it, `h.preheader1`.
define void @f(i1 %c) {
entry:
  br i1 %c, label %h, label %h.preheader
h.preheader:
  br label %h
h:
  br i1 %c, label %h, label %exit
exit:
  ret void
}

; CHECK: define void @f(i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %h.preheader1, label %h.preheader
; CHECK: h.preheader:                                      ; preds = %entry
; CHECK-NEXT:   br label %h.preheader1
; CHECK: h.preheader1:                                     ; preds = %h.preheader, %entry
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %h, %h.preheader1
; CHECK-NEXT:   br i1 %c, label %h, label %exit
; CHECK: exit:                                             ; preds = %h
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
