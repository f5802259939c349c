; RUN: parir opt -passes=dce %s | FileCheck %s
; A loop counter only used by itself is not trivially dead (it has a use), as in LLVM's dce;
; the unused compare goes.
define void @f(i1 %c) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %unused = icmp eq i32 %i, 7
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
; CHECK-NOT: %unused

; CHECK: define void @f(i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   br i1 %c, label %loop, label %exit
; CHECK: exit:                                             ; preds = %loop
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
