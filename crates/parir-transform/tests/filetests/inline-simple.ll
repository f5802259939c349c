; RUN: parir opt -passes=always-inline %s | FileCheck %s
; A one-block callee is spliced in place of the call; values get the `.i` suffix.
define i32 @sq(i32 %x) alwaysinline {
entry:
  %y = mul i32 %x, %x
  ret i32 %y
}

define i32 @f(i32 %a) {
entry:
  %r = call i32 @sq(i32 %a)
  %s = add i32 %r, 1
  ret i32 %s
}

; CHECK: define i32 @sq(i32 %x) #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %y = mul i32 %x, %x
; CHECK-NEXT:   ret i32 %y
; CHECK-NEXT: }
; CHECK: define i32 @f(i32 %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %y.i = mul i32 %a, %a
; CHECK-NEXT:   %s = add i32 %y.i, 1
; CHECK-NEXT:   ret i32 %s
; CHECK-NEXT: }
