; RUN: parir opt -passes=function(loop-simplify,mem2reg),dce %s | FileCheck %s
; The whole pipeline on an unoptimized loop.
define i32 @f(i32 %n) {
entry:
  %i = alloca i32
  store i32 0, ptr %i
  %unused = add i32 %n, 1
  br label %h
h:
  %v = load i32, ptr %i
  %c = icmp slt i32 %v, %n
  br i1 %c, label %body, label %exit
body:
  %v1 = add i32 %v, 1
  store i32 %v1, ptr %i
  br i1 %c, label %h, label %h
exit:
  ret i32 %v
}
; CHECK-NOT: %unused

; CHECK: define i32 @f(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %h.backedge, %entry
; CHECK-NEXT:   %i.0 = phi i32 [ 0, %entry ], [ %v1, %h.backedge ]
; CHECK-NEXT:   %c = icmp slt i32 %i.0, %n
; CHECK-NEXT:   br i1 %c, label %body, label %exit
; CHECK: body:                                             ; preds = %h
; CHECK-NEXT:   %v1 = add i32 %i.0, 1
; CHECK-NEXT:   br i1 %c, label %h.backedge, label %h.backedge
; CHECK: h.backedge:                                       ; preds = %body, %body
; CHECK-NEXT:   br label %h
; CHECK: exit:                                             ; preds = %h
; CHECK-NEXT:   ret i32 %i.0
; CHECK-NEXT: }
