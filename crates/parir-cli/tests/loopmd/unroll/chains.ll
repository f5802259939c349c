; Chains of unroll requests through followups, for `loop-unroll` run three times
; (crates/parir-cli/tests/loop_unroll.rs, against opt-19 with the same pipeline):
; - @three: count(2), whose unrolled loop asks count(2) again, whose unrolled loop asks
;   count(2) once more: three transformations in a chain;
; - @cannot: unroll(full) of a loop whose trip count is known only at run time: it cannot
;   apply, its followup is ignored, and transform-warning reports the request once;
; - @nonforced: disable_nonforced with an explicit count: forced, so unrolled, and the
;   unrolled loop keeps disable_nonforced.

define void @three(ptr %a, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.inc, label %for.end

for.inc:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  store i32 %i, ptr %p, align 4
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !0

for.end:
  ret void
}

define void @cannot(ptr %a, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.inc, label %for.end

for.inc:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  store i32 0, ptr %p, align 4
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !7

for.end:
  ret void
}

define void @nonforced(ptr %a, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.inc, label %for.end

for.inc:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  store i32 1, ptr %p, align 4
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !11

for.end:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.count", i32 2}
!2 = !{!"llvm.loop.unroll.followup_unrolled", !1, !3}
!3 = !{!"llvm.loop.unroll.followup_unrolled", !1, !4}
!4 = !{!"llvm.loop.unroll.followup_unrolled", !5}
!5 = !{!"llvm.loop.isvectorized"}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.unroll.full"}
!9 = !{!"llvm.loop.unroll.followup_unrolled", !10}
!10 = !{!"llvm.loop.vectorize.enable", i1 true}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.disable_nonforced"}
!13 = !{!"llvm.loop.unroll.count", i32 3}
!14 = !{!"llvm.loop.mustprogress"}
