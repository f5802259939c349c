; Hand-written followups of loop-vectorize (code-transformation-metadata.rst, "Loop
; Vectorization and Interleaving"), one loop per function: `a[i] += i` over a noalias
; pointer, in LLVM's rotated form. tests/loop_vectorize.rs runs parir's loop-vectorize and
; opt-19's on it and compares the resulting loops' attributes.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @vectorized_followup(ptr noalias %a, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %t = trunc i64 %i to i32
  %w = add i32 %v, %t
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !100

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @epilogue_followup(ptr noalias %a, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %t = trunc i64 %i to i32
  %w = add i32 %v, %t
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !101

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @all_followup(ptr noalias %a, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %t = trunc i64 %i to i32
  %w = add i32 %v, %t
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !102

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @empty_followup(ptr noalias %a, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %t = trunc i64 %i to i32
  %w = add i32 %v, %t
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !103

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @vectorize_then_unroll(ptr noalias %a, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %t = trunc i64 %i to i32
  %w = add i32 %v, %t
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !104

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @disable_nonforced(ptr noalias %a, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %t = trunc i64 %i to i32
  %w = add i32 %v, %t
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !105

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @disabled(ptr noalias %a, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %t = trunc i64 %i to i32
  %w = add i32 %v, %t
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !106

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @width8(ptr noalias %a, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %t = trunc i64 %i to i32
  %w = add i32 %v, %t
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !107

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @width1_interleave4(ptr noalias %a, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %t = trunc i64 %i to i32
  %w = add i32 %v, %t
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !108

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @interleave2(ptr noalias %a, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %t = trunc i64 %i to i32
  %w = add i32 %v, %t
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !109

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @already_vectorized(ptr noalias %a, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %t = trunc i64 %i to i32
  %w = add i32 %v, %t
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !110

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @unroll_disable_last(ptr noalias %a, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %t = trunc i64 %i to i32
  %w = add i32 %v, %t
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !111

exit.loopexit:
  br label %exit

exit:
  ret void
}

; Told safe: %a and %b may alias, but the loop's accesses are in a group its
; llvm.loop.parallel_accesses names, so no run-time check is emitted (LLVM's LAA skips
; annotated-parallel loops) and the scalar remainder gets unroll.runtime.disable.
define void @parallel(ptr %a, ptr %b, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %v = load i32, ptr %pb, align 4, !llvm.access.group !90
  %w = mul i32 %v, 3
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %w, ptr %pa, align 4, !llvm.access.group !90
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !91

exit.loopexit:
  br label %exit

exit:
  ret void
}

@buf = global [40 x i32] zeroinitializer
@fmt = private constant [4 x i8] c"%d \00"
@nl = private constant [2 x i8] c"\0A\00"
declare i32 @printf(ptr, ...)

; The exit test compares the next value truncated to 32 bits (LLVM's LFTR form): the trip
; count is counted at 32 bits.
define void @trunc_exit(ptr noalias %a, i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %t = trunc i64 %i to i32
  %w = add i32 %v, %t
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %lftr = trunc i64 %i.next to i32
  %c = icmp eq i32 %lftr, %n
  br i1 %c, label %exit.loopexit, label %loop, !llvm.loop !112

exit.loopexit:
  br label %exit

exit:
  ret void
}

define i32 @main() {
entry:
  call void @vectorized_followup(ptr @buf, i64 37)
  call void @epilogue_followup(ptr @buf, i64 37)
  call void @all_followup(ptr @buf, i64 37)
  call void @empty_followup(ptr @buf, i64 37)
  call void @vectorize_then_unroll(ptr @buf, i64 37)
  call void @disable_nonforced(ptr @buf, i64 37)
  call void @disabled(ptr @buf, i64 37)
  call void @width8(ptr @buf, i64 37)
  call void @width1_interleave4(ptr @buf, i64 37)
  call void @interleave2(ptr @buf, i64 37)
  call void @already_vectorized(ptr @buf, i64 37)
  call void @unroll_disable_last(ptr @buf, i64 37)
  call void @trunc_exit(ptr @buf, i32 37)
  call void @parallel(ptr @buf, ptr getelementptr inbounds ([40 x i32], ptr @buf, i64 0, i64 20), i64 19)
  br label %print

print:
  %k = phi i64 [ 0, %entry ], [ %k.next, %print ]
  %q = getelementptr inbounds i32, ptr @buf, i64 %k
  %x = load i32, ptr %q, align 4
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x)
  %k.next = add i64 %k, 1
  %more = icmp ult i64 %k.next, 40
  br i1 %more, label %print, label %done

done:
  %r2 = call i32 (ptr, ...) @printf(ptr @nl)
  ret i32 0
}

!100 = distinct !{!100, !1, !5}
!101 = distinct !{!101, !1, !7}
!102 = distinct !{!102, !1, !9, !5}
!103 = distinct !{!103, !1, !10}
!104 = distinct !{!104, !1, !13}
!105 = distinct !{!105, !14, !1}
!106 = distinct !{!106, !2}
!107 = distinct !{!107, !1, !15}
!108 = distinct !{!108, !16, !17}
!109 = distinct !{!109, !1, !18}
!110 = distinct !{!110, !1, !19}
!111 = distinct !{!111, !1, !3}
!112 = distinct !{!112, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 true}
!2 = !{!"llvm.loop.vectorize.enable", i1 false}
!3 = !{!"llvm.loop.unroll.disable"}
!4 = !{!"llvm.loop.distribute.enable", i1 false}
!5 = !{!"llvm.loop.vectorize.followup_vectorized", !3, !4}
!6 = !{!"llvm.loop.unroll.count", i32 3}
!7 = !{!"llvm.loop.vectorize.followup_epilogue", !6}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"llvm.loop.vectorize.followup_all", !8}
!10 = !{!"llvm.loop.vectorize.followup_vectorized"}
!11 = !{!"llvm.loop.unroll.count", i32 2}
!12 = !{!"llvm.loop.isvectorized"}
!13 = !{!"llvm.loop.vectorize.followup_vectorized", !11, !12}
!14 = !{!"llvm.loop.disable_nonforced"}
!15 = !{!"llvm.loop.vectorize.width", i32 8}
!16 = !{!"llvm.loop.vectorize.width", i32 1}
!17 = !{!"llvm.loop.interleave.count", i32 4}
!18 = !{!"llvm.loop.interleave.count", i32 2}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!90 = distinct !{}
!91 = distinct !{!91, !1, !92}
!92 = !{!"llvm.loop.parallel_accesses", !90}
