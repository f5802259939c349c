; A chain of three transformations on one nest (code-transformation-metadata.rst,
; "Transformation Metadata Structure"): unroll-and-jam the outer loop by 2; the jammed
; inner loop's followup asks for vectorization, whose vector loop's followup asks for
; unrolling by 2. The inner trip count %m is at least 1 and the same in every outer
; iteration; every other loop says what LLVM's heuristics must not do, so that opt-19's
; loop-unroll-and-jam,loop-vectorize,loop-unroll and parir's give the same loops.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @chain(ptr noalias %a, ptr noalias %b, i64 %n, i64 %m) {
entry:
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %outer, label %exit

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
  br i1 %more, label %inner, label %aft, !llvm.loop !0

aft:
  %s.lcssa = phi i32 [ %s.next, %inner ]
  store i32 %s.lcssa, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %again = icmp slt i64 %i.next, %n
  br i1 %again, label %outer, label %exit, !llvm.loop !2

exit:
  ret void
}

@A = global [64 x i32] zeroinitializer
@B = global [64 x i32] zeroinitializer
@fmt = private constant [5 x i8] c"%ld\0A\00"
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  br label %init

init:
  %k = phi i64 [ 0, %entry ], [ %k.next, %init ]
  %pa = getelementptr inbounds [64 x i32], ptr @A, i64 0, i64 %k
  %kt = trunc i64 %k to i32
  %ka = urem i32 %kt, 7
  store i32 %ka, ptr %pa, align 4
  %pb = getelementptr inbounds [64 x i32], ptr @B, i64 0, i64 %k
  %kb = urem i32 %kt, 5
  store i32 %kb, ptr %pb, align 4
  %k.next = add i64 %k, 1
  %more = icmp ult i64 %k.next, 64
  br i1 %more, label %init, label %run, !llvm.loop !20

run:
  call void @chain(ptr @A, ptr @B, i64 11, i64 1)
  call void @chain(ptr @A, ptr @B, i64 16, i64 13)
  call void @chain(ptr @A, ptr @B, i64 7, i64 40)
  br label %sum

sum:
  %s = phi i64 [ 0, %run ], [ %s.next, %sum ]
  %q = phi i64 [ 0, %run ], [ %q.next, %sum ]
  %pq = getelementptr inbounds [64 x i32], ptr @A, i64 0, i64 %q
  %x = load i32, ptr %pq, align 4
  %xx = sext i32 %x to i64
  %s31 = mul i64 %s, 31
  %s.next = add i64 %s31, %xx
  %q.next = add i64 %q, 1
  %done = icmp eq i64 %q.next, 64
  br i1 %done, label %out, label %sum, !llvm.loop !20

out:
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i64 %s.next)
  ret i32 0
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1, !3, !4, !9, !12}
!3 = !{!"llvm.loop.unroll_and_jam.count", i32 2}
!4 = !{!"llvm.loop.unroll_and_jam.followup_inner", !5, !6}
!5 = !{!"llvm.loop.vectorize.enable", i1 true}
!6 = !{!"llvm.loop.vectorize.followup_vectorized", !7, !8}
!7 = !{!"llvm.loop.unroll.count", i32 2}
!8 = !{!"llvm.loop.isvectorized"}
!9 = !{!"llvm.loop.unroll_and_jam.followup_outer", !10, !11}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!"llvm.loop.vectorize.enable", i1 false}
!12 = !{!"llvm.loop.unroll_and_jam.followup_remainder_inner", !10, !11}
!20 = distinct !{!20, !10, !11}
