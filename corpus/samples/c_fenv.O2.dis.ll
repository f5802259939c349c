; ModuleID = '<stdin>'
source_filename = "c_fenv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree nounwind strictfp willreturn memory(write, inaccessiblemem: readwrite) uwtable
define dso_local double @strict_ops(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = tail call double @llvm.experimental.constrained.fadd.f64(double %0, double %1, metadata !"round.dynamic", metadata !"fpexcept.strict") #7
  %4 = tail call double @llvm.experimental.constrained.fmul.f64(double %3, double %0, metadata !"round.dynamic", metadata !"fpexcept.strict") #7
  %5 = tail call double @llvm.experimental.constrained.fdiv.f64(double %1, double %0, metadata !"round.dynamic", metadata !"fpexcept.strict") #7
  %6 = tail call double @llvm.experimental.constrained.fsub.f64(double %4, double %5, metadata !"round.dynamic", metadata !"fpexcept.strict") #7
  %7 = tail call double @sqrt(double noundef %6) #8
  %8 = tail call float @llvm.experimental.constrained.fptrunc.f32.f64(double %6, metadata !"round.dynamic", metadata !"fpexcept.strict") #7
  %9 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %8, metadata !"fpexcept.strict") #7
  %10 = tail call double @llvm.experimental.constrained.fadd.f64(double %7, double %9, metadata !"round.dynamic", metadata !"fpexcept.strict") #7
  ret double %10
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata) #2

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fmul.f64(double, double, metadata, metadata) #2

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fdiv.f64(double, double, metadata, metadata) #2

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fsub.f64(double, double, metadata, metadata) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata) #2

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fpext.f64.f32(float, metadata) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @strict_cmp(double noundef %0, double noundef %1) local_unnamed_addr #4 {
  %3 = tail call i1 @llvm.experimental.constrained.fcmps.f64(double %0, double %1, metadata !"olt", metadata !"fpexcept.strict") #7
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i1 @llvm.experimental.constrained.fcmps.f64(double, double, metadata, metadata) #2

; Function Attrs: nounwind strictfp uwtable
define dso_local i64 @strict_conv(double noundef %0) local_unnamed_addr #5 {
  %2 = tail call i64 @llvm.experimental.constrained.fptosi.i64.f64(double %0, metadata !"fpexcept.strict") #7
  %3 = tail call i64 @lrint(double noundef %0) #8
  %4 = add nsw i64 %3, %2
  ret i64 %4
}

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i64 @llvm.experimental.constrained.fptosi.i64.f64(double, metadata) #2

; Function Attrs: nounwind
declare i64 @lrint(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) uwtable
define dso_local double @round_up(double noundef %0, double noundef %1) local_unnamed_addr #4 {
  %3 = tail call double @llvm.experimental.constrained.fdiv.f64(double %0, double %1, metadata !"round.dynamic", metadata !"fpexcept.maytrap") #7
  ret double %3
}

; Function Attrs: nounwind strictfp uwtable
define dso_local range(i32 0, 2) i32 @raised(double noundef %0) local_unnamed_addr #5 {
  %2 = alloca double, align 8
  %3 = tail call i32 @feclearexcept(i32 noundef 61) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  %4 = tail call double @llvm.experimental.constrained.fdiv.f64(double %0, double 0.000000e+00, metadata !"round.dynamic", metadata !"fpexcept.strict") #7
  store volatile double %4, ptr %2, align 8, !tbaa !5
  %5 = load volatile double, ptr %2, align 8, !tbaa !5
  %6 = tail call i32 @fetestexcept(i32 noundef 4) #8
  %7 = icmp ne i32 %6, 0
  %8 = zext i1 %7 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  ret i32 %8
}

; Function Attrs: nounwind
declare i32 @feclearexcept(i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i32 @fetestexcept(i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind strictfp uwtable
define dso_local i32 @main() local_unnamed_addr #5 {
  %1 = alloca double, align 8
  %2 = tail call float @llvm.experimental.constrained.fptrunc.f32.f64(double 2.350000e+01, metadata !"round.dynamic", metadata !"fpexcept.strict") #7
  %3 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %2, metadata !"fpexcept.strict") #7
  %4 = tail call double @llvm.experimental.constrained.fadd.f64(double 0x4013640630445306, double %3, metadata !"round.dynamic", metadata !"fpexcept.strict") #7
  %5 = tail call i32 @llvm.experimental.constrained.fptosi.i32.f64(double %4, metadata !"fpexcept.strict") #7
  %6 = tail call double @llvm.experimental.constrained.sitofp.f64.i32(i32 1, metadata !"round.dynamic", metadata !"fpexcept.strict") #7
  %7 = tail call double @llvm.experimental.constrained.sitofp.f64.i32(i32 2, metadata !"round.dynamic", metadata !"fpexcept.strict") #7
  %8 = tail call i1 @llvm.experimental.constrained.fcmps.f64(double %6, double %7, metadata !"olt", metadata !"fpexcept.strict") #7
  %9 = zext i1 %8 to i32
  %10 = add nsw i32 %5, %9
  %11 = tail call i64 @llvm.experimental.constrained.fptosi.i64.f64(double 2.500000e+00, metadata !"fpexcept.strict") #7
  %12 = tail call i64 @lrint(double noundef 2.500000e+00) #8
  %13 = add nsw i64 %12, %11
  %14 = trunc i64 %13 to i32
  %15 = add nsw i32 %10, %14
  %16 = tail call double @llvm.experimental.constrained.sitofp.f64.i32(i32 1, metadata !"round.dynamic", metadata !"fpexcept.strict") #7
  %17 = tail call double @llvm.experimental.constrained.sitofp.f64.i32(i32 3, metadata !"round.dynamic", metadata !"fpexcept.strict") #7
  %18 = tail call double @llvm.experimental.constrained.fdiv.f64(double %16, double %17, metadata !"round.dynamic", metadata !"fpexcept.maytrap") #7
  %19 = tail call i32 @llvm.experimental.constrained.fptosi.i32.f64(double %18, metadata !"fpexcept.strict") #7
  %20 = add nsw i32 %15, %19
  %21 = tail call i32 @feclearexcept(i32 noundef 61) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  %22 = tail call double @llvm.experimental.constrained.fdiv.f64(double 1.000000e+00, double 0.000000e+00, metadata !"round.dynamic", metadata !"fpexcept.strict") #7
  store volatile double %22, ptr %1, align 8, !tbaa !5
  %23 = load volatile double, ptr %1, align 8, !tbaa !5
  %24 = tail call i32 @fetestexcept(i32 noundef 4) #8
  %25 = icmp ne i32 %24, 0
  %26 = zext i1 %25 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %27 = add nsw i32 %20, %26
  ret i32 %27
}

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.experimental.constrained.fptosi.i32.f64(double, metadata) #2

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.sitofp.f64.i32(i32, metadata, metadata) #2

attributes #0 = { mustprogress nofree nounwind strictfp willreturn memory(write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind strictfp uwtable "min-legal-vector-width"="0" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { strictfp }
attributes #8 = { nounwind strictfp }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
