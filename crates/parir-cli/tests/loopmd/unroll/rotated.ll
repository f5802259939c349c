; Rotated loops (exiting at the latch) with trip counts known only at run time, each with
; llvm.loop.unroll.count: runtime unrolling with an epilogue remainder loop, as LLVM 19
; does; followup_remainder and followup_all name the loops' attributes. @main runs them
; and prints the array, for the executor differential.

@a = global [64 x i32] zeroinitializer
@fmt = private constant [4 x i8] c"%d \00"
@nl = private constant [2 x i8] c"\0A\00"
declare i32 @printf(ptr, ...)

define void @up_ne_2(i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %body.preheader, label %exit

body.preheader:
  br label %body

body:
  %i = phi i32 [ 0, %body.preheader ], [ %i.next, %body ]
  %idx = and i32 %i, 63
  %p = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %idx
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, %i
  store i32 %w, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp ne i32 %i.next, %n
  br i1 %c, label %body, label %exit.loopexit, !llvm.loop !0

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @up_slt_3(i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %body.preheader, label %exit

body.preheader:
  br label %body

body:
  %i = phi i32 [ 0, %body.preheader ], [ %i.next, %body ]
  %idx = and i32 %i, 63
  %p = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %idx
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, %i
  store i32 %w, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit.loopexit, !llvm.loop !2

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @up_ult_4(i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %body.preheader, label %exit

body.preheader:
  br label %body

body:
  %i = phi i32 [ 0, %body.preheader ], [ %i.next, %body ]
  %idx = and i32 %i, 63
  %p = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %idx
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, %i
  store i32 %w, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %body, label %exit.loopexit, !llvm.loop !4

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @down_ne_4(i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %body.preheader, label %exit

body.preheader:
  br label %body

body:
  %i = phi i32 [ %n, %body.preheader ], [ %i.next, %body ]
  %idx = and i32 %i, 63
  %p = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %idx
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, %i
  store i32 %w, ptr %p, align 4
  %i.next = add nsw i32 %i, -1
  %c = icmp ne i32 %i.next, 0
  br i1 %c, label %body, label %exit.loopexit, !llvm.loop !7

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @down_sgt_5(i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %body.preheader, label %exit

body.preheader:
  br label %body

body:
  %i = phi i32 [ %n, %body.preheader ], [ %i.next, %body ]
  %idx = and i32 %i, 63
  %p = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %idx
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, %i
  store i32 %w, ptr %p, align 4
  %i.next = add nsw i32 %i, -1
  %c = icmp sgt i32 %i.next, 0
  br i1 %c, label %body, label %exit.loopexit, !llvm.loop !9

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @remainder_followup(i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %body.preheader, label %exit

body.preheader:
  br label %body

body:
  %i = phi i32 [ 0, %body.preheader ], [ %i.next, %body ]
  %idx = and i32 %i, 63
  %p = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %idx
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, %i
  store i32 %w, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit.loopexit, !llvm.loop !11

exit.loopexit:
  br label %exit

exit:
  ret void
}

define void @all_followup(i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %body.preheader, label %exit

body.preheader:
  br label %body

body:
  %i = phi i32 [ 0, %body.preheader ], [ %i.next, %body ]
  %idx = and i32 %i, 63
  %p = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %idx
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, %i
  store i32 %w, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit.loopexit, !llvm.loop !15

exit.loopexit:
  br label %exit

exit:
  ret void
}

; A 64-bit induction whose exit test compares its next value truncated to 32 bits, the
; form LLVM's LFTR leaves (and most of LLVM's own loop tests have): counted at 32 bits.
define void @wide_iv_trunc_exit_4(i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %body.preheader, label %exit

body.preheader:
  br label %body

body:
  %i = phi i64 [ 0, %body.preheader ], [ %i.next, %body ]
  %idx = and i64 %i, 63
  %p = getelementptr inbounds [64 x i32], ptr @a, i64 0, i64 %idx
  %v = load i32, ptr %p, align 4
  %t = trunc i64 %i to i32
  %w = mul i32 %v, %t
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %lftr = trunc i64 %i.next to i32
  %c = icmp eq i32 %lftr, %n
  br i1 %c, label %exit.loopexit, label %body, !llvm.loop !21

exit.loopexit:
  br label %exit

exit:
  ret void
}

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %n0 = add i32 %argc, 12
  %n1 = add i32 %argc, 6
  %n2 = add i32 %argc, 1
  call void @up_ne_2(i32 %n0)
  call void @up_slt_3(i32 %n1)
  call void @up_ult_4(i32 %n2)
  call void @down_ne_4(i32 %n0)
  call void @down_sgt_5(i32 %n1)
  call void @remainder_followup(i32 %n2)
  call void @all_followup(i32 %n0)
  call void @wide_iv_trunc_exit_4(i32 %n1)
  br label %print

print:
  %k = phi i32 [ 0, %entry ], [ %k.next, %print ]
  %q = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %k
  %x = load i32, ptr %q, align 4
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x)
  %k.next = add i32 %k, 1
  %more = icmp ult i32 %k.next, %n0
  br i1 %more, label %print, label %done

done:
  %r2 = call i32 (ptr, ...) @printf(ptr @nl)
  ret i32 0
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 2}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.count", i32 3}
!4 = distinct !{!4, !5, !6}
!5 = !{!"llvm.loop.unroll.count", i32 4}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.count", i32 4}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.count", i32 5}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.unroll.count", i32 4}
!13 = !{!"llvm.loop.unroll.followup_remainder", !14}
!14 = !{!"llvm.loop.vectorize.enable", i1 true}
!15 = distinct !{!15, !16, !17, !19}
!16 = !{!"llvm.loop.unroll.count", i32 4}
!17 = !{!"llvm.loop.unroll.followup_all", !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = !{!"llvm.loop.unroll.followup_unrolled", !20}
!20 = !{!"llvm.loop.isvectorized"}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.count", i32 4}
