; Hand-written LoopIDs for the loop-unroll differential and filetest: followup_unrolled,
; followup_all, an empty followup, both together, followup_remainder alone (no remainder
; loop is made), attributes of other transformations kept, disable_nonforced, count 1 and
; unroll.disable with a count. Each loop has an unknown trip count and exits at its header,
; as clang -O0 with mem2reg and loop-simplify leaves a for loop.

define void @followup_unrolled(ptr %a, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  %w = add nsw i32 %v, %i
  store i32 %w, ptr %p, align 4
  br label %for.inc

for.inc:
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !0

for.end:
  ret void
}

define void @followup_all(ptr %a, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  %w = add nsw i32 %v, %i
  store i32 %w, ptr %p, align 4
  br label %for.inc

for.inc:
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !4

for.end:
  ret void
}

define void @followup_empty(ptr %a, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  %w = add nsw i32 %v, %i
  store i32 %w, ptr %p, align 4
  br label %for.inc

for.inc:
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !8

for.end:
  ret void
}

define void @followup_both(ptr %a, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  %w = add nsw i32 %v, %i
  store i32 %w, ptr %p, align 4
  br label %for.inc

for.inc:
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !11

for.end:
  ret void
}

define void @followup_remainder_only(ptr %a, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  %w = add nsw i32 %v, %i
  store i32 %w, ptr %p, align 4
  br label %for.inc

for.inc:
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !17

for.end:
  ret void
}

define void @keeps_other_attributes(ptr %a, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  %w = add nsw i32 %v, %i
  store i32 %w, ptr %p, align 4
  br label %for.inc

for.inc:
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !22

for.end:
  ret void
}

define void @disable_nonforced(ptr %a, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  %w = add nsw i32 %v, %i
  store i32 %w, ptr %p, align 4
  br label %for.inc

for.inc:
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !27

for.end:
  ret void
}

define void @count_one(ptr %a, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  %w = add nsw i32 %v, %i
  store i32 %w, ptr %p, align 4
  br label %for.inc

for.inc:
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !30

for.end:
  ret void
}

define void @disable_wins(ptr %a, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  %w = add nsw i32 %v, %i
  store i32 %w, ptr %p, align 4
  br label %for.inc

for.inc:
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !32

for.end:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.count", i32 2}
!2 = !{!"llvm.loop.unroll.followup_unrolled", !3}
!3 = !{!"llvm.loop.vectorize.enable", i1 true}
!4 = distinct !{!4, !5, !6}
!5 = !{!"llvm.loop.unroll.count", i32 2}
!6 = !{!"llvm.loop.unroll.followup_all", !7}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.unroll.count", i32 2}
!10 = !{!"llvm.loop.unroll.followup_unrolled"}
!11 = distinct !{!11, !12, !13, !15}
!12 = !{!"llvm.loop.unroll.count", i32 3}
!13 = !{!"llvm.loop.unroll.followup_all", !14}
!14 = !{!"llvm.loop.isvectorized"}
!15 = !{!"llvm.loop.unroll.followup_unrolled", !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !18, !19, !20}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.count", i32 2}
!20 = !{!"llvm.loop.unroll.followup_remainder", !21}
!21 = !{!"llvm.loop.vectorize.enable", i1 true}
!22 = distinct !{!22, !23, !24, !25, !26}
!23 = !{!"llvm.loop.vectorize.width", i32 4}
!24 = !{!"llvm.loop.unroll.count", i32 2}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = !{!"llvm.loop.mustprogress"}
!27 = distinct !{!27, !28, !29}
!28 = !{!"llvm.loop.disable_nonforced"}
!29 = !{!"llvm.loop.unroll.count", i32 2}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.unroll.count", i32 1}
!32 = distinct !{!32, !33, !34}
!33 = !{!"llvm.loop.unroll.disable"}
!34 = !{!"llvm.loop.unroll.count", i32 4}
