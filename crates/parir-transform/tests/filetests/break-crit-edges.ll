; RUN: parir opt -passes=break-crit-edges %s | FileCheck %s
; Critical edges get `<from>.<to>_crit_edge` blocks right after their source, taking one phi
; entry each; the same output as `opt-19 -passes=break-crit-edges`.
define i32 @f(i1 %c, i1 %d) {
a:
  br i1 %c, label %b, label %m
b:
  br i1 %d, label %m, label %x
m:
  %p = phi i32 [ 0, %a ], [ 1, %b ]
  br label %x
x:
  %q = phi i32 [ 2, %b ], [ %p, %m ]
  ret i32 %q
}

; CHECK: define i32 @f(i1 %c, i1 %d) {
; CHECK-NEXT: a:
; CHECK-NEXT:   br i1 %c, label %b, label %a.m_crit_edge
; CHECK: a.m_crit_edge:                                    ; preds = %a
; CHECK-NEXT:   br label %m
; CHECK: b:                                                ; preds = %a
; CHECK-NEXT:   br i1 %d, label %b.m_crit_edge, label %b.x_crit_edge
; CHECK: b.x_crit_edge:                                    ; preds = %b
; CHECK-NEXT:   br label %x
; CHECK: b.m_crit_edge:                                    ; preds = %b
; CHECK-NEXT:   br label %m
; CHECK: m:                                                ; preds = %b.m_crit_edge, %a.m_crit_edge
; CHECK-NEXT:   %p = phi i32 [ 0, %a.m_crit_edge ], [ 1, %b.m_crit_edge ]
; CHECK-NEXT:   br label %x
; CHECK: x:                                                ; preds = %m, %b.x_crit_edge
; CHECK-NEXT:   %q = phi i32 [ 2, %b.x_crit_edge ], [ %p, %m ]
; CHECK-NEXT:   ret i32 %q
; CHECK-NEXT: }
