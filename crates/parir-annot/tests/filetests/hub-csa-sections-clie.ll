; RUN: parir opt -passes=csa-sections-to-directives %s | FileCheck %s
; The regions CLIE makes for parallel loops (examples/csa.ll after csa-builtins, mem2reg,
; loop-simplify, licm, clie: a section per iteration) are loops, not sibling sections: each
; gets a located warning and stays (csa-to-directives takes their builtins before clie).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@in = internal global [24 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [14 x i8] c"row %d: %.2f\0A\00", align 1
@out = internal global [6 x double] zeroinitializer, align 16

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %spmdization_entry = call i32 @llvm.csa.spmdization.entry(i32 2, i32 0)
  %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, 24
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %conv = sitofp i32 %i.0 to double
  %mul = fmul double %conv, 2.500000e-01
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds [24 x double], ptr @in, i64 0, i64 %idxprom
  %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
  store double %mul, ptr %arrayidx, align 8
  call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
  call void @llvm.csa.spmdization.exit(i32 %spmdization_entry)
  call void @row_sums(i32 noundef 6, i32 noundef 4)
  br label %for.cond2

for.cond2:                                        ; preds = %for.inc8, %for.end
  %i1.0 = phi i32 [ 0, %for.end ], [ %inc9, %for.inc8 ]
  %cmp3 = icmp slt i32 %i1.0, 6
  br i1 %cmp3, label %for.body5, label %for.end10

for.body5:                                        ; preds = %for.cond2
  %idxprom6 = sext i32 %i1.0 to i64
  %arrayidx7 = getelementptr inbounds [6 x double], ptr @out, i64 0, i64 %idxprom6
  %0 = load double, ptr %arrayidx7, align 8
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %i1.0, double noundef %0)
  br label %for.inc8

for.inc8:                                         ; preds = %for.body5
  %inc9 = add nsw i32 %i1.0, 1
  br label %for.cond2, !llvm.loop !8

for.end10:                                        ; preds = %for.cond2
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal void @row_sums(i32 noundef %n, i32 noundef %block) #0 {
entry:
  %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
  br label %for.cond

for.cond:                                         ; preds = %for.inc7, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc8, %for.inc7 ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.end9

for.body:                                         ; preds = %for.cond
  %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
  %mul = mul nsw i32 %i.0, %block
  %ilpl_entry = call i32 @llvm.csa.pipeline.loop.entry(i32 0)
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.inc ]
  %sum.0 = phi double [ 0.000000e+00, %for.body ], [ %add4, %for.inc ]
  %cmp2 = icmp slt i32 %j.0, %block
  br i1 %cmp2, label %for.body3, label %for.end

for.body3:                                        ; preds = %for.cond1
  %add = add nsw i32 %mul, %j.0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds [24 x double], ptr @in, i64 0, i64 %idxprom
  %0 = load double, ptr %arrayidx, align 8
  %add4 = fadd double %sum.0, %0
  br label %for.inc

for.inc:                                          ; preds = %for.body3
  %inc = add nsw i32 %j.0, 1
  br label %for.cond1, !llvm.loop !9

for.end:                                          ; preds = %for.cond1
  call void @llvm.csa.pipeline.loop.exit(i32 %ilpl_entry)
  %idxprom5 = sext i32 %i.0 to i64
  %arrayidx6 = getelementptr inbounds [6 x double], ptr @out, i64 0, i64 %idxprom5
  store double %sum.0, ptr %arrayidx6, align 8
  call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
  br label %for.inc7

for.inc7:                                         ; preds = %for.end
  %inc8 = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !10

for.end9:                                         ; preds = %for.cond
  call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.csa.parallel.section.entry(i32) #2

; Function Attrs: nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.csa.parallel.section.exit(i32) #2

; Function Attrs: nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.csa.spmdization.entry(i32, i32) #2

; Function Attrs: nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.csa.parallel.region.entry(i32) #2

; Function Attrs: nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.csa.parallel.region.exit(i32) #2

; Function Attrs: nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.csa.spmdization.exit(i32) #2

; Function Attrs: nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.csa.pipeline.loop.entry(i32) #2

; Function Attrs: nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.csa.pipeline.loop.exit(i32) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(inaccessiblemem: readwrite) }

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

; CHECK: ; WARNING: warning: <unknown>:0:0: CSA region 1000: a section per iteration of a loop (a parallel loop: use csa-to-directives before clie); it stays [hub-csa-not-expressible] (at hub-csa-sections-clie.ll:16:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: CSA region 1000: a section per iteration of a loop (a parallel loop: use csa-to-directives before clie); it stays [hub-csa-not-expressible] (at hub-csa-sections-clie.ll:67:3)
; CHECK: define dso_local i32 @main() #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %spmdization_entry = call i32 @llvm.csa.spmdization.entry(i32 2, i32 0)
; CHECK-NEXT:   %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT:   br label %for.cond
; CHECK: for.cond:                                         ; preds = %for.inc, %entry
; CHECK-NEXT:   %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
; CHECK-NEXT:   %cmp = icmp slt i32 %i.0, 24
; CHECK-NEXT:   br i1 %cmp, label %for.body, label %for.end
; CHECK: for.body:                                         ; preds = %for.cond
; CHECK-NEXT:   %conv = sitofp i32 %i.0 to double
; CHECK-NEXT:   %mul = fmul double %conv, 2.500000e-01
; CHECK-NEXT:   %idxprom = sext i32 %i.0 to i64
; CHECK-NEXT:   %arrayidx = getelementptr inbounds [24 x double], ptr @in, i64 0, i64 %idxprom
; CHECK-NEXT:   %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
; CHECK-NEXT:   store double %mul, ptr %arrayidx, align 8
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
; CHECK-NEXT:   br label %for.inc
; CHECK: for.inc:                                          ; preds = %for.body
; CHECK-NEXT:   %inc = add nsw i32 %i.0, 1
; CHECK-NEXT:   br label %for.cond, !llvm.loop !6
; CHECK: for.end:                                          ; preds = %for.cond
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
; CHECK-NEXT:   call void @llvm.csa.spmdization.exit(i32 %spmdization_entry)
; CHECK-NEXT:   call void @row_sums(i32 noundef 6, i32 noundef 4)
; CHECK-NEXT:   br label %for.cond2
; CHECK: for.cond2:                                        ; preds = %for.inc8, %for.end
; CHECK-NEXT:   %i1.0 = phi i32 [ 0, %for.end ], [ %inc9, %for.inc8 ]
; CHECK-NEXT:   %cmp3 = icmp slt i32 %i1.0, 6
; CHECK-NEXT:   br i1 %cmp3, label %for.body5, label %for.end10
; CHECK: for.body5:                                        ; preds = %for.cond2
; CHECK-NEXT:   %idxprom6 = sext i32 %i1.0 to i64
; CHECK-NEXT:   %arrayidx7 = getelementptr inbounds [6 x double], ptr @out, i64 0, i64 %idxprom6
; CHECK-NEXT:   %0 = load double, ptr %arrayidx7, align 8
; CHECK-NEXT:   %call = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %i1.0, double noundef %0)
; CHECK-NEXT:   br label %for.inc8
; CHECK: for.inc8:                                         ; preds = %for.body5
; CHECK-NEXT:   %inc9 = add nsw i32 %i1.0, 1
; CHECK-NEXT:   br label %for.cond2, !llvm.loop !8
; CHECK: for.end10:                                        ; preds = %for.cond2
; CHECK-NEXT:   ret i32 0
; CHECK-NEXT: }
; CHECK: define internal void @row_sums(i32 noundef %n, i32 noundef %block) #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT:   br label %for.cond
; CHECK: for.cond:                                         ; preds = %for.inc7, %entry
; CHECK-NEXT:   %i.0 = phi i32 [ 0, %entry ], [ %inc8, %for.inc7 ]
; CHECK-NEXT:   %cmp = icmp slt i32 %i.0, %n
; CHECK-NEXT:   br i1 %cmp, label %for.body, label %for.end9
; CHECK: for.body:                                         ; preds = %for.cond
; CHECK-NEXT:   %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
; CHECK-NEXT:   %mul = mul nsw i32 %i.0, %block
; CHECK-NEXT:   %ilpl_entry = call i32 @llvm.csa.pipeline.loop.entry(i32 0)
; CHECK-NEXT:   br label %for.cond1
; CHECK: for.cond1:                                        ; preds = %for.inc, %for.body
; CHECK-NEXT:   %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.inc ]
; CHECK-NEXT:   %sum.0 = phi double [ 0.000000e+00, %for.body ], [ %add4, %for.inc ]
; CHECK-NEXT:   %cmp2 = icmp slt i32 %j.0, %block
; CHECK-NEXT:   br i1 %cmp2, label %for.body3, label %for.end
; CHECK: for.body3:                                        ; preds = %for.cond1
; CHECK-NEXT:   %add = add nsw i32 %mul, %j.0
; CHECK-NEXT:   %idxprom = sext i32 %add to i64
; CHECK-NEXT:   %arrayidx = getelementptr inbounds [24 x double], ptr @in, i64 0, i64 %idxprom
; CHECK-NEXT:   %0 = load double, ptr %arrayidx, align 8
; CHECK-NEXT:   %add4 = fadd double %sum.0, %0
; CHECK-NEXT:   br label %for.inc
; CHECK: for.inc:                                          ; preds = %for.body3
; CHECK-NEXT:   %inc = add nsw i32 %j.0, 1
; CHECK-NEXT:   br label %for.cond1, !llvm.loop !9
; CHECK: for.end:                                          ; preds = %for.cond1
; CHECK-NEXT:   call void @llvm.csa.pipeline.loop.exit(i32 %ilpl_entry)
; CHECK-NEXT:   %idxprom5 = sext i32 %i.0 to i64
; CHECK-NEXT:   %arrayidx6 = getelementptr inbounds [6 x double], ptr @out, i64 0, i64 %idxprom5
; CHECK-NEXT:   store double %sum.0, ptr %arrayidx6, align 8
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
; CHECK-NEXT:   br label %for.inc7
; CHECK: for.inc7:                                         ; preds = %for.end
; CHECK-NEXT:   %inc8 = add nsw i32 %i.0, 1
; CHECK-NEXT:   br label %for.cond, !llvm.loop !10
; CHECK: for.end9:                                         ; preds = %for.cond
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = !{i32 1, !"wchar_size", i32 4}
; CHECK-NEXT: !1 = !{i32 8, !"PIC Level", i32 2}
; CHECK-NEXT: !2 = !{i32 7, !"PIE Level", i32 2}
; CHECK-NEXT: !3 = !{i32 7, !"uwtable", i32 2}
; CHECK-NEXT: !4 = !{i32 7, !"frame-pointer", i32 2}
; CHECK-NEXT: !5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
; CHECK-NEXT: !6 = distinct !{!6, !7}
; CHECK-NEXT: !7 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !8 = distinct !{!8, !7}
; CHECK-NEXT: !9 = distinct !{!9, !7}
; CHECK-NEXT: !10 = distinct !{!10, !7}
