; examples/loop-transforms.c through clang-19 -O0 -Xclang -disable-O0-optnone and parir opt -passes=mem2reg,loop-simplify
source_filename = "examples/loop-transforms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal global [32 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [40 x i8] c"sum of %d elements: %ld, weighted: %ld\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %add = add nsw i32 %argc, 19
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, 8
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %mul = mul nsw i32 %i.0, %i.0
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds [32 x i32], ptr @a, i64 0, i64 %idxprom
  store i32 %mul, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  br label %for.cond2

for.cond2:                                        ; preds = %for.inc10, %for.end
  %i1.0 = phi i32 [ 8, %for.end ], [ %inc11, %for.inc10 ]
  %cmp3 = icmp slt i32 %i1.0, %add
  br i1 %cmp3, label %for.body4, label %for.end12

for.body4:                                        ; preds = %for.cond2
  %sub = sub nsw i32 %i1.0, 8
  %idxprom5 = sext i32 %sub to i64
  %arrayidx6 = getelementptr inbounds [32 x i32], ptr @a, i64 0, i64 %idxprom5
  %0 = load i32, ptr %arrayidx6, align 4
  %add7 = add nsw i32 %0, %i1.0
  %idxprom8 = sext i32 %i1.0 to i64
  %arrayidx9 = getelementptr inbounds [32 x i32], ptr @a, i64 0, i64 %idxprom8
  store i32 %add7, ptr %arrayidx9, align 4
  br label %for.inc10

for.inc10:                                        ; preds = %for.body4
  %inc11 = add nsw i32 %i1.0, 1
  br label %for.cond2, !llvm.loop !9

for.end12:                                        ; preds = %for.cond2
  br label %for.cond14

for.cond14:                                       ; preds = %for.inc20, %for.end12
  %i13.0 = phi i32 [ 0, %for.end12 ], [ %inc21, %for.inc20 ]
  %cmp15 = icmp slt i32 %i13.0, %add
  br i1 %cmp15, label %for.body16, label %for.end22

for.body16:                                       ; preds = %for.cond14
  %idxprom17 = sext i32 %i13.0 to i64
  %arrayidx18 = getelementptr inbounds [32 x i32], ptr @a, i64 0, i64 %idxprom17
  %1 = load i32, ptr %arrayidx18, align 4
  %add19 = add nsw i32 %1, 1
  store i32 %add19, ptr %arrayidx18, align 4
  br label %for.inc20

for.inc20:                                        ; preds = %for.body16
  %inc21 = add nsw i32 %i13.0, 1
  br label %for.cond14, !llvm.loop !11

for.end22:                                        ; preds = %for.cond14
  br label %for.cond24

for.cond24:                                       ; preds = %for.inc30, %for.end22
  %i23.0 = phi i32 [ 0, %for.end22 ], [ %inc31, %for.inc30 ]
  %sum.0 = phi i64 [ 0, %for.end22 ], [ %add29, %for.inc30 ]
  %cmp25 = icmp slt i32 %i23.0, %add
  br i1 %cmp25, label %for.body26, label %for.end32

for.body26:                                       ; preds = %for.cond24
  %idxprom27 = sext i32 %i23.0 to i64
  %arrayidx28 = getelementptr inbounds [32 x i32], ptr @a, i64 0, i64 %idxprom27
  %2 = load i32, ptr %arrayidx28, align 4
  %conv = sext i32 %2 to i64
  %add29 = add nsw i64 %sum.0, %conv
  br label %for.inc30

for.inc30:                                        ; preds = %for.body26
  %inc31 = add nsw i32 %i23.0, 1
  br label %for.cond24, !llvm.loop !12

for.end32:                                        ; preds = %for.cond24
  br label %do.body

do.body:                                          ; preds = %do.cond, %for.end32
  %j.0 = phi i32 [ 0, %for.end32 ], [ %inc38, %do.cond ]
  %weighted.0 = phi i64 [ 0, %for.end32 ], [ %add37, %do.cond ]
  %idxprom33 = sext i32 %j.0 to i64
  %arrayidx34 = getelementptr inbounds [32 x i32], ptr @a, i64 0, i64 %idxprom33
  %3 = load i32, ptr %arrayidx34, align 4
  %mul35 = mul nsw i32 %3, 3
  %conv36 = sext i32 %mul35 to i64
  %add37 = add nsw i64 %weighted.0, %conv36
  br label %do.cond

do.cond:                                          ; preds = %do.body
  %inc38 = add nsw i32 %j.0, 1
  %sub39 = sub nsw i32 %add, 1
  %cmp40 = icmp slt i32 %inc38, %sub39
  br i1 %cmp40, label %do.body, label %do.end, !llvm.loop !13

do.end:                                           ; preds = %do.cond
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %add, i64 noundef %sum.0, i64 noundef %add37)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.full"}
!9 = distinct !{!9, !7, !10}
!10 = !{!"llvm.loop.unroll.count", i32 4}
!11 = distinct !{!11, !7, !8}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7, !14}
!14 = !{!"llvm.loop.vectorize.enable", i1 true}
