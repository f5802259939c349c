; For loop-vectorize's decisions without a cost model: @fsum (no request) sums doubles
; without reassociation, which LLVM refuses after its legality checks; @fsum_forced forces
; the same sum (reordering allowed: interleaved by 2, as a reduction); @plain forces a small
; loop (interleaved by 2), @tiny the same with 12 iterations (not interleaved: two parts of 4
; lanes would leave 4 iterations to the scalar loop where one part leaves none), @eight with
; 8 (interleaved: no remainder either way); @few has 8 iterations too and asks for width 4
; without forcing vectorization: not interleaved, its trip count being below
; -vectorizer-min-trip-count (16; no scalar epilogue allowed); @sw (no request) holds a
; switch.
define double @fsum(ptr noalias %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds double, ptr %a, i64 %i
  %v = load double, ptr %p, align 8
  %s.next = fadd double %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret double %s.next
}

define double @fsum_forced(ptr noalias %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds double, ptr %a, i64 %i
  %v = load double, ptr %p, align 8
  %s.next = fadd double %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  ret double %s.next
}

define void @plain(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 7
  %q = getelementptr inbounds i32, ptr %b, i64 %i
  store i32 %w, ptr %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !2

exit:
  ret void
}

define void @tiny(ptr noalias %a, ptr noalias %b) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 7
  %q = getelementptr inbounds i32, ptr %b, i64 %i
  store i32 %w, ptr %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 12
  br i1 %done, label %exit, label %loop, !llvm.loop !4

exit:
  ret void
}

define void @eight(ptr noalias %a, ptr noalias %b) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 7
  %q = getelementptr inbounds i32, ptr %b, i64 %i
  store i32 %w, ptr %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !5

exit:
  ret void
}

define void @few(ptr noalias %a, ptr noalias %b) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 7
  %q = getelementptr inbounds i32, ptr %b, i64 %i
  store i32 %w, ptr %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !6

exit:
  ret void
}

define void @sw(ptr noalias %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  switch i32 %v, label %latch [
    i32 1, label %one
  ]

one:
  store i32 0, ptr %p, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 true}
!2 = distinct !{!2, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.vectorize.width", i32 4}
