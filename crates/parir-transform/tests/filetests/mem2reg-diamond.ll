; RUN: parir opt -passes=mem2reg %s | FileCheck %s
; Stores on both sides of a diamond meet in a phi named after the alloca.
define i32 @f(i1 %c) {
entry:
  %x = alloca i32
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr %x
  br label %j
b:
  store i32 2, ptr %x
  br label %j
j:
  %v = load i32, ptr %x
  ret i32 %v
}
; CHECK-NOT: alloca

; CHECK: define i32 @f(i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c, label %a, label %b
; CHECK: a:                                                ; preds = %entry
; CHECK-NEXT:   br label %j
; CHECK: b:                                                ; preds = %entry
; CHECK-NEXT:   br label %j
; CHECK: j:                                                ; preds = %b, %a
; CHECK-NEXT:   %x.0 = phi i32 [ 1, %a ], [ 2, %b ]
; CHECK-NEXT:   ret i32 %x.0
; CHECK-NEXT: }
