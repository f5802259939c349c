; Loops without an unroll request (and one with a count) for loop-unroll's own decisions:
; @small runs 4 times (fully unrolled by default), @hundred 100 times (too big to unroll
; fully; partially with -unroll-allow-partial), @runtime %n times (runtime-unrolled with
; -unroll-runtime), @conv %n * 8 times around a convergent call (asking for 16, unrolled
; by 8 without a remainder).
declare void @sync() convergent nounwind

define void @small(ptr noalias %a) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 7, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 4
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @hundred(ptr noalias %a) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %w = mul i32 %v, 3
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 100
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @runtime(ptr noalias %a, i64 %n) {
entry:
  %c0 = icmp sgt i64 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @conv(i32 %n) {
entry:
  %t = shl nsw i32 %n, 3
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @sync()
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %t
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 16}
