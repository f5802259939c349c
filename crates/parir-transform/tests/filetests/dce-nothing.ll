; RUN: parir opt -passes=dce %s | FileCheck %s
; Nothing to delete: the module prints unchanged.
define i32 @f(i32 %x) {
entry:
  %y = add nsw i32 %x, 1
  ret i32 %y
}

; CHECK: define i32 @f(i32 %x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %y = add nsw i32 %x, 1
; CHECK-NEXT:   ret i32 %y
; CHECK-NEXT: }
