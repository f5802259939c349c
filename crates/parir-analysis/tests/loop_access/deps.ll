; Loops for the LoopAccessAnalysis comparison (tests/loop_access_oracle.rs): each function
; has one loop; opt-19's print<access-info> is the reference for the dependences (kind,
; source, sink), whether the memory is safe to vectorize, and whether run-time checks are
; needed.

define void @backward1(ptr noalias %a, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %i.next = add nuw nsw i64 %i, 1
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 1, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %a, i64 %i.next
  %v = load i32, ptr %q, align 4
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @backward8(ptr noalias %a, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 8, %entry ], [ %i.next, %body ]
  %m = sub nsw i64 %i, 8
  %p = getelementptr inbounds i32, ptr %a, i64 %m
  %v = load i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %v, ptr %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @backward_shift(ptr noalias %a, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 1, %entry ], [ %i.next, %body ]
  %m = add nsw i64 %i, -1
  %p = getelementptr inbounds i64, ptr %a, i64 %m
  %v = load i64, ptr %p, align 8
  %q = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 %v, ptr %q, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @forward(ptr noalias %a, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 1, %entry ], [ %i.next, %body ]
  %q = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 7, ptr %q, align 4
  %m = add nsw i64 %i, -1
  %p = getelementptr inbounds i32, ptr %a, i64 %m
  %v = load i32, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @invariant_sum(ptr noalias %a, ptr noalias %s, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %t = load i32, ptr %s, align 4
  %u = add i32 %t, %v
  store i32 %u, ptr %s, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @independent(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds float, ptr %b, i64 %i
  %v = load float, ptr %p, align 4
  %q = getelementptr inbounds float, ptr %a, i64 %i
  store float %v, ptr %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @same_iteration(ptr noalias %a, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @may_alias(ptr %a, ptr %b, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %b, i64 %i
  %v = load i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %v, ptr %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @down(ptr noalias %a, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ %n, %entry ], [ %i.next, %body ]
  %i.next = add nsw i64 %i, -1
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %a, i64 %i.next
  store i32 %v, ptr %q, align 4
  %done = icmp eq i64 %i.next, 0
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @two_stores(ptr noalias %a, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 1, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %q = getelementptr inbounds i32, ptr %a, i64 %i.next
  store i32 2, ptr %q, align 4
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @forward_far(ptr noalias %a, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 16, %entry ], [ %i.next, %body ]
  %q = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 7, ptr %q, align 4
  %m = add nsw i64 %i, -16
  %p = getelementptr inbounds i32, ptr %a, i64 %m
  %v = load i32, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @backward2(ptr noalias %a, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 2, %entry ], [ %i.next, %body ]
  %m = sub nsw i64 %i, 2
  %p = getelementptr inbounds i32, ptr %a, i64 %m
  %v = load i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %v, ptr %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @backward3(ptr noalias %a, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 3, %entry ], [ %i.next, %body ]
  %m = sub nsw i64 %i, 3
  %p = getelementptr inbounds i32, ptr %a, i64 %m
  %v = load i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %v, ptr %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @global_array(i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %i.next = add nuw nsw i64 %i, 1
  %p = getelementptr inbounds [64 x i32], ptr @g, i64 0, i64 %i.next
  %v = load i32, ptr %p, align 4
  %q = getelementptr inbounds [64 x i32], ptr @g, i64 0, i64 %i
  store i32 %v, ptr %q, align 4
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}

@g = global [64 x i32] zeroinitializer
