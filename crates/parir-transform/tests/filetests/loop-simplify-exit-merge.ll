; RUN: parir opt -passes=loop-simplify %s | FileCheck %s
; LLVM's last loop-simplify step: every exit edge goes to %exit, so the exiting block %e
; (single predecessor %h, a branch on a compare) has its invariant `mul` hoisted to the
; preheader and is folded into %h as `%or.cond`; the same output as opt-19.
define void @f(i32 %a, i32 %b, i1 %c, ptr %p) {
entry:
  br label %h
h:
  store i32 0, ptr %p
  br i1 %c, label %h, label %e
e:
  %m = mul i32 %a, %b
  %k = icmp eq i32 %a, %b
  br i1 %k, label %h, label %exit
exit:
  ret void
}

; CHECK: define void @f(i32 %a, i32 %b, i1 %c, ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %m = mul i32 %a, %b
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %h.backedge, %entry
; CHECK-NEXT:   store i32 0, ptr %p
; CHECK-NEXT:   %k = icmp eq i32 %a, %b
; CHECK-NEXT:   %or.cond = select i1 %c, i1 true, i1 %k
; CHECK-NEXT:   br i1 %or.cond, label %h.backedge, label %exit
; CHECK: h.backedge:                                       ; preds = %h
; CHECK-NEXT:   br label %h
; CHECK: exit:                                             ; preds = %h
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
