; ModuleID = 'examples/csa.c'
source_filename = "examples/csa.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@in = internal global [24 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [14 x i8] c"row %d: %.2f\0A\00", align 1
@out = internal global [6 x double] zeroinitializer, align 16

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %i1 = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  call void @__builtin_csa_spmd(i32 noundef 2, i32 noundef 0) #3
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, 24
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i32, ptr %i, align 4
  %conv = sitofp i32 %1 to double
  %mul = fmul double %conv, 2.500000e-01
  %2 = load i32, ptr %i, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds [24 x double], ptr @in, i64 0, i64 %idxprom
  store double %mul, ptr %arrayidx, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %3 = load i32, ptr %i, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  call void @row_sums(i32 noundef 6, i32 noundef 4)
  store i32 0, ptr %i1, align 4
  br label %for.cond2

for.cond2:                                        ; preds = %for.inc8, %for.end
  %4 = load i32, ptr %i1, align 4
  %cmp3 = icmp slt i32 %4, 6
  br i1 %cmp3, label %for.body5, label %for.end10

for.body5:                                        ; preds = %for.cond2
  %5 = load i32, ptr %i1, align 4
  %6 = load i32, ptr %i1, align 4
  %idxprom6 = sext i32 %6 to i64
  %arrayidx7 = getelementptr inbounds [6 x double], ptr @out, i64 0, i64 %idxprom6
  %7 = load double, ptr %arrayidx7, align 8
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %5, double noundef %7)
  br label %for.inc8

for.inc8:                                         ; preds = %for.body5
  %8 = load i32, ptr %i1, align 4
  %inc9 = add nsw i32 %8, 1
  store i32 %inc9, ptr %i1, align 4
  br label %for.cond2, !llvm.loop !8

for.end10:                                        ; preds = %for.cond2
  ret i32 0
}

; Function Attrs: nounwind
declare void @__builtin_csa_spmd(i32 noundef, i32 noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal void @row_sums(i32 noundef %n, i32 noundef %block) #0 {
entry:
  %n.addr = alloca i32, align 4
  %block.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %sum = alloca double, align 8
  %j = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  store i32 %block, ptr %block.addr, align 4
  call void @__builtin_csa_parallel_loop() #3
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc7, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end9

for.body:                                         ; preds = %for.cond
  store double 0.000000e+00, ptr %sum, align 8
  call void @__builtin_csa_pipeline_loop(i32 noundef 0) #3
  store i32 0, ptr %j, align 4
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %2 = load i32, ptr %j, align 4
  %3 = load i32, ptr %block.addr, align 4
  %cmp2 = icmp slt i32 %2, %3
  br i1 %cmp2, label %for.body3, label %for.end

for.body3:                                        ; preds = %for.cond1
  %4 = load i32, ptr %i, align 4
  %5 = load i32, ptr %block.addr, align 4
  %mul = mul nsw i32 %4, %5
  %6 = load i32, ptr %j, align 4
  %add = add nsw i32 %mul, %6
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds [24 x double], ptr @in, i64 0, i64 %idxprom
  %7 = load double, ptr %arrayidx, align 8
  %8 = load double, ptr %sum, align 8
  %add4 = fadd double %8, %7
  store double %add4, ptr %sum, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body3
  %9 = load i32, ptr %j, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, ptr %j, align 4
  br label %for.cond1, !llvm.loop !9

for.end:                                          ; preds = %for.cond1
  %10 = load double, ptr %sum, align 8
  %11 = load i32, ptr %i, align 4
  %idxprom5 = sext i32 %11 to i64
  %arrayidx6 = getelementptr inbounds [6 x double], ptr @out, i64 0, i64 %idxprom5
  store double %10, ptr %arrayidx6, align 8
  br label %for.inc7

for.inc7:                                         ; preds = %for.end
  %12 = load i32, ptr %i, align 4
  %inc8 = add nsw i32 %12, 1
  store i32 %inc8, ptr %i, align 4
  br label %for.cond, !llvm.loop !10

for.end9:                                         ; preds = %for.cond
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @__builtin_csa_parallel_loop() #1

; Function Attrs: nounwind
declare void @__builtin_csa_pipeline_loop(i32 noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nomerge nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
