; RUN: parir opt -passes=loop-rotate %s | FileCheck %s
; Loops loop-rotate leaves alone: @rotated already tests at its latch; @single is one block;
; @find also exits from its body (a `break`), which LLVM 19 rotates and parir does not (the
; simple case only: the header must be the only exiting block); @latch_only's latch is the
; header's only successor in the loop, which LLVM folds into the header before rotating.

define void @rotated(ptr %a, i32 %n) {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  store i32 %i, ptr %a, align 4
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit

exit:
  ret void
}

define void @single(ptr %a) {
entry:
  br label %h

h:
  %v = load i32, ptr %a, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %h, label %exit

exit:
  ret void
}

define i32 @find(i32 %n, ptr %b) {
entry:
  br label %for.cond

for.cond:
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.end.loopexit

for.body:
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds i32, ptr %b, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  %cmp1 = icmp eq i32 %0, 7
  br i1 %cmp1, label %if.then, label %for.inc

if.then:
  br label %for.end

for.inc:
  %inc = add nsw i32 %i.0, 1
  br label %for.cond

for.end.loopexit:
  br label %for.end

for.end:
  %r = phi i32 [ %i.0, %for.end.loopexit ], [ %i.0, %if.then ]
  ret i32 %r
}

define void @latch_only(i32 %n) {
entry:
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %i.next, %l ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %l, label %exit

l:
  %i.next = add i32 %i, 1
  br label %h

exit:
  ret void
}

; CHECK: define void @rotated(ptr %a, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %body, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
; CHECK-NEXT:   store i32 %i, ptr %a, align 4
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %c = icmp slt i32 %i.next, %n
; CHECK-NEXT:   br i1 %c, label %body, label %exit
; CHECK: exit:                                             ; preds = %body
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @single(ptr %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %h, %entry
; CHECK-NEXT:   %v = load i32, ptr %a, align 4
; CHECK-NEXT:   %c = icmp eq i32 %v, 0
; CHECK-NEXT:   br i1 %c, label %h, label %exit
; CHECK: exit:                                             ; preds = %h
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define i32 @find(i32 %n, ptr %b) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %for.cond
; CHECK: for.cond:                                         ; preds = %for.inc, %entry
; CHECK-NEXT:   %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
; CHECK-NEXT:   %cmp = icmp slt i32 %i.0, %n
; CHECK-NEXT:   br i1 %cmp, label %for.body, label %for.end.loopexit
; CHECK: for.body:                                         ; preds = %for.cond
; CHECK-NEXT:   %idxprom = sext i32 %i.0 to i64
; CHECK-NEXT:   %arrayidx = getelementptr inbounds i32, ptr %b, i64 %idxprom
; CHECK-NEXT:   %0 = load i32, ptr %arrayidx, align 4
; CHECK-NEXT:   %cmp1 = icmp eq i32 %0, 7
; CHECK-NEXT:   br i1 %cmp1, label %if.then, label %for.inc
; CHECK: if.then:                                          ; preds = %for.body
; CHECK-NEXT:   br label %for.end
; CHECK: for.inc:                                          ; preds = %for.body
; CHECK-NEXT:   %inc = add nsw i32 %i.0, 1
; CHECK-NEXT:   br label %for.cond
; CHECK: for.end.loopexit:                                 ; preds = %for.cond
; CHECK-NEXT:   br label %for.end
; CHECK: for.end:                                          ; preds = %for.end.loopexit, %if.then
; CHECK-NEXT:   %r = phi i32 [ %i.0, %for.end.loopexit ], [ %i.0, %if.then ]
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }
; CHECK: define void @latch_only(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %l, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %l ]
; CHECK-NEXT:   %c = icmp slt i32 %i, %n
; CHECK-NEXT:   br i1 %c, label %l, label %exit
; CHECK: l:                                                ; preds = %h
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   br label %h
; CHECK: exit:                                             ; preds = %h
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
