; RUN: parir opt -passes=ivdep-lower %s | FileCheck %s
; CHECK-NOT: __parir
; A safelen that is not a positive constant (possible when the marker is called directly, not
; through parir.h, which checks it at compile time): a located warning, the marker is ignored.

declare void @__parir_ivdep_safelen(i32)

define void @f(ptr %p, i32 %s, i64 %n) {
entry:
  call void @__parir_ivdep_safelen(i32 %s)
  call void @__parir_ivdep_safelen(i32 0)
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  store i64 %i, ptr %p, align 8
  %i.next = add i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %body

exit:
  ret void
}

; CHECK: ; WARNING: warning: <unknown>:0:0: PARIR_IVDEP_SAFELEN: the safelen must be an integer constant between 1 and 2147483647; the marker is ignored [ivdep-bad-safelen] (at bad-safelen.ll:10:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: PARIR_IVDEP_SAFELEN: the safelen must be an integer constant between 1 and 2147483647; the marker is ignored [ivdep-bad-safelen] (at bad-safelen.ll:11:3)
; CHECK: define void @f(ptr %p, i32 %s, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %body, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
; CHECK-NEXT:   store i64 %i, ptr %p, align 8
; CHECK-NEXT:   %i.next = add i64 %i, 1
; CHECK-NEXT:   %c = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %c, label %exit, label %body
; CHECK: exit:                                             ; preds = %body
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
