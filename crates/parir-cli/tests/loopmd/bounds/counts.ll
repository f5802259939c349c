; Unroll and unroll-and-jam counts far beyond the loop. With a known trip count, LLVM 19
; clamps the count to it (tryToUnrollLoop): @known_64 is unrolled fully by both. With a trip
; count known only at run time, opt-19 tries to make 10^9 copies and runs out of memory;
; parir leaves the loop alone and transform-warning reports the forced request
; (@runtime_huge, @jam_runtime_huge). @width_only_huge is only enabled by a width LLVM
; ignores: opt-19's cost model decides there, parir (no cost model) leaves it scalar.
; tests/loop_hint_bounds.rs runs these.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @known_64(ptr noalias %a) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, 64
  br i1 %c, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

define void @runtime_huge(ptr noalias %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !2

exit:
  ret void
}

define void @jam_runtime_huge(ptr noalias %a, ptr noalias %b, i64 %n, i64 %m) {
entry:
  %go = icmp sgt i64 %n, 0
  %gm = icmp sgt i64 %m, 0
  %gg = and i1 %go, %gm
  br i1 %gg, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %aft ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %a0 = load i32, ptr %pa, align 4
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %s = phi i32 [ %a0, %outer ], [ %s.next, %inner ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %j
  %bj = load i32, ptr %pb, align 4
  %s.next = add i32 %s, %bj
  %j.next = add nuw nsw i64 %j, 1
  %more = icmp slt i64 %j.next, %m
  br i1 %more, label %inner, label %aft, !llvm.loop !3

aft:
  %s.lcssa = phi i32 [ %s.next, %inner ]
  store i32 %s.lcssa, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %again = icmp slt i64 %i.next, %n
  br i1 %again, label %outer, label %exit, !llvm.loop !5

exit:
  ret void
}

define void @width_only_huge(ptr noalias %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !7

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 1000000000}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll_and_jam.count", i32 1000000000}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.vectorize.width", i32 1073741824}
