; RUN: parir opt -passes=dce %s | FileCheck %s
; A chain of unused pure instructions disappears; the store and the used value stay.
define i32 @f(i32 %x, ptr %p) {
entry:
  %a = add i32 %x, 1
  %b = mul i32 %a, 2
  %c = shl i32 %b, 3
  %used = sub i32 %x, 5
  store i32 %used, ptr %p
  ret i32 %x
}
; CHECK-NOT: %a =

; CHECK: define i32 @f(i32 %x, ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %used = sub i32 %x, 5
; CHECK-NEXT:   store i32 %used, ptr %p
; CHECK-NEXT:   ret i32 %x
; CHECK-NEXT: }
