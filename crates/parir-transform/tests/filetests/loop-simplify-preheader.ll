; RUN: parir opt -passes=loop-simplify %s | FileCheck %s
; The header is entered from two outside blocks: a preheader with a `.ph` phi is inserted.
define i32 @f(i1 %c, i32 %n) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %header
b:
  br label %header
header:
  %i = phi i32 [ 0, %a ], [ 1, %b ], [ %i.next, %header ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %header
exit:
  ret i32 %i.next
}

; CHECK: define i32 @f(i1 %c, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %a, label %b
; CHECK: a:                                                ; preds = %entry
; CHECK-NEXT:   br label %header.preheader
; CHECK: b:                                                ; preds = %entry
; CHECK-NEXT:   br label %header.preheader
; CHECK: header.preheader:                                 ; preds = %b, %a
; CHECK-NEXT:   %i.ph = phi i32 [ 1, %b ], [ 0, %a ]
; CHECK-NEXT:   br label %header
; CHECK: header:                                           ; preds = %header, %header.preheader
; CHECK-NEXT:   %i = phi i32 [ %i.next, %header ], [ %i.ph, %header.preheader ]
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %header
; CHECK: exit:                                             ; preds = %header
; CHECK-NEXT:   ret i32 %i.next
; CHECK-NEXT: }
