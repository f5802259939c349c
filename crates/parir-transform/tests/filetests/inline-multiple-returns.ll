; RUN: parir opt -passes=always-inline %s | FileCheck %s
; Several returns: the caller's block is split at the call into `<callee>.exit`, which gets a
; phi named after the call (made unique while the call still holds the name, as in LLVM:
; `%r1`); the callee's entry block is merged into the caller's block. Checked against
; `opt-19 -passes=always-inline`.
define i32 @abs(i32 %x) alwaysinline {
entry:
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %pos, label %neg
pos:
  ret i32 %x
neg:
  %n = sub i32 0, %x
  ret i32 %n
}

define i32 @f(i32 %v) {
entry:
  %r = call i32 @abs(i32 %v)
  %s = add i32 %r, 1
  ret i32 %s
}

; CHECK: define i32 @abs(i32 %x) #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c = icmp sgt i32 %x, 0
; CHECK-NEXT:   br i1 %c, label %pos, label %neg
; CHECK: pos:                                              ; preds = %entry
; CHECK-NEXT:   ret i32 %x
; CHECK: neg:                                              ; preds = %entry
; CHECK-NEXT:   %n = sub i32 0, %x
; CHECK-NEXT:   ret i32 %n
; CHECK-NEXT: }
; CHECK: define i32 @f(i32 %v) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c.i = icmp sgt i32 %v, 0
; CHECK-NEXT:   br i1 %c.i, label %pos.i, label %neg.i
; CHECK: pos.i:                                            ; preds = %entry
; CHECK-NEXT:   br label %abs.exit
; CHECK: neg.i:                                            ; preds = %entry
; CHECK-NEXT:   %n.i = sub i32 0, %v
; CHECK-NEXT:   br label %abs.exit
; CHECK: abs.exit:                                         ; preds = %neg.i, %pos.i
; CHECK-NEXT:   %r1 = phi i32 [ %v, %pos.i ], [ %n.i, %neg.i ]
; CHECK-NEXT:   %s = add i32 %r1, 1
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }
