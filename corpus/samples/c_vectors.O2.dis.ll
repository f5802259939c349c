; ModuleID = '<stdin>'
source_filename = "c_vectors.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g_vec = dso_local local_unnamed_addr global <4 x i32> <i32 1, i32 2, i32 3, i32 4>, align 16
@g_fvec = dso_local local_unnamed_addr global <4 x float> <float 5.000000e-01, float 1.500000e+00, float 2.500000e+00, float 3.500000e+00>, align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vadd(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #0 {
  %3 = add <4 x i32> %1, %0
  ret <4 x i32> %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vmix(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #0 {
  %3 = add <4 x i32> %1, <i32 -1, i32 -1, i32 -1, i32 -1>
  %4 = mul <4 x i32> %3, %0
  %5 = or <4 x i32> %1, <i32 1, i32 1, i32 1, i32 1>
  %6 = sdiv <4 x i32> %4, %5
  %7 = shl <4 x i32> %0, <i32 2, i32 2, i32 2, i32 2>
  %8 = xor <4 x i32> %6, %7
  ret <4 x i32> %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @vfma(<4 x float> noundef %0, <4 x float> noundef %1, <4 x float> noundef %2) local_unnamed_addr #0 {
  %4 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %0, <4 x float> %1, <4 x float> %2)
  ret <4 x float> %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <2 x double> @vdiv(<2 x double> noundef %0, <2 x double> noundef %1) local_unnamed_addr #0 {
  %3 = fdiv <2 x double> %0, %1
  ret <2 x double> %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <8 x i16> @vshift(<8 x i16> noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i16
  %4 = insertelement <8 x i16> poison, i16 %3, i64 0
  %5 = shufflevector <8 x i16> %4, <8 x i16> poison, <8 x i32> zeroinitializer
  %6 = ashr <8 x i16> %0, %5
  ret <8 x i16> %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vcmp_select(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #0 {
  %3 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %0, <4 x i32> %1)
  ret <4 x i32> %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @shuffle(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #0 {
  %3 = shufflevector <4 x i32> %0, <4 x i32> %1, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x i32> %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i32> @reverse(<4 x i32> noundef %0) local_unnamed_addr #0 {
  %2 = shufflevector <4 x i32> %0, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x i32> %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <16 x i8> @splat_byte(i8 noundef zeroext %0) local_unnamed_addr #0 {
  %2 = insertelement <16 x i8> poison, i8 %0, i64 0
  %3 = shufflevector <16 x i8> %2, <16 x i8> poison, <16 x i32> zeroinitializer
  ret <16 x i8> %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @convert(<4 x i32> noundef %0) local_unnamed_addr #0 {
  %2 = sitofp <4 x i32> %0 to <4 x float>
  ret <4 x float> %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 -2147483648, 2147483648) <4 x i64> @widen(<4 x i32> noundef %0) local_unnamed_addr #2 {
  %2 = sext <4 x i32> %0 to <4 x i64>
  ret <4 x i64> %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @extract(<4 x i32> noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = extractelement <4 x i32> %0, i32 %1
  %4 = extractelement <4 x i32> %0, i64 3
  %5 = add nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i32> @insert(<4 x i32> noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = insertelement <4 x i32> %0, i32 %2, i32 %1
  %5 = insertelement <4 x i32> %4, i32 7, i64 0
  ret <4 x i32> %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x float> @swizzle(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #0 {
  %3 = shufflevector <4 x float> %0, <4 x float> poison, <4 x i32> <i32 poison, i32 poison, i32 1, i32 0>
  %4 = shufflevector <4 x float> %1, <4 x float> poison, <4 x i32> <i32 poison, i32 poison, i32 1, i32 1>
  %5 = fadd <4 x float> %3, %4
  %6 = shufflevector <4 x float> %0, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %7 = shufflevector <2 x float> %6, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %8 = shufflevector <4 x float> %7, <4 x float> %5, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %9 = fmul <4 x float> %8, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  ret <4 x float> %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <8 x i32> @ext_ops(<8 x i32> noundef %0, <8 x i32> noundef %1) local_unnamed_addr #2 {
  %3 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %0, <8 x i32> %1)
  ret <8 x i32> %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @horizontal_sum(<4 x i32> noundef %0) local_unnamed_addr #0 {
  %2 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %0)
  ret i32 %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @hmax(<4 x float> noundef %0) local_unnamed_addr #0 {
  %2 = tail call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %0)
  ret float %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef range(i32 0, -2147483647) <8 x i32> @elem_abs(<8 x i32> noundef %0) local_unnamed_addr #2 {
  %2 = tail call <8 x i32> @llvm.abs.v8i32(<8 x i32> %0, i1 false)
  ret <8 x i32> %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1 immarg) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @elem_min(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #0 {
  %3 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %0, <4 x float> %1)
  ret <4 x float> %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.minnum.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @array_of_vectors(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %20

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  br label %21

11:                                               ; preds = %21, %5
  %12 = phi i64 [ 0, %5 ], [ %35, %21 ]
  %13 = icmp eq i64 %7, 0
  br i1 %13, label %20, label %14

14:                                               ; preds = %11
  %15 = getelementptr inbounds <4 x float>, ptr %1, i64 %12
  %16 = load <4 x float>, ptr %15, align 16, !tbaa !5
  %17 = load <4 x float>, ptr @g_fvec, align 16, !tbaa !5
  %18 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %16, <4 x float> %17, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %19 = getelementptr inbounds <4 x float>, ptr %0, i64 %12
  store <4 x float> %18, ptr %19, align 16, !tbaa !5
  br label %20

20:                                               ; preds = %14, %11, %3
  ret void

21:                                               ; preds = %21, %9
  %22 = phi i64 [ 0, %9 ], [ %35, %21 ]
  %23 = phi i64 [ 0, %9 ], [ %36, %21 ]
  %24 = getelementptr inbounds <4 x float>, ptr %1, i64 %22
  %25 = load <4 x float>, ptr %24, align 16, !tbaa !5
  %26 = load <4 x float>, ptr @g_fvec, align 16, !tbaa !5
  %27 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %25, <4 x float> %26, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %28 = getelementptr inbounds <4 x float>, ptr %0, i64 %22
  store <4 x float> %27, ptr %28, align 16, !tbaa !5
  %29 = or disjoint i64 %22, 1
  %30 = getelementptr inbounds <4 x float>, ptr %1, i64 %29
  %31 = load <4 x float>, ptr %30, align 16, !tbaa !5
  %32 = load <4 x float>, ptr @g_fvec, align 16, !tbaa !5
  %33 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %31, <4 x float> %32, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %34 = getelementptr inbounds <4 x float>, ptr %0, i64 %29
  store <4 x float> %33, ptr %34, align 16, !tbaa !5
  %35 = add nuw nsw i64 %22, 2
  %36 = add i64 %23, 2
  %37 = icmp eq i64 %36, %10
  br i1 %37, label %11, label %21, !llvm.loop !8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @main() local_unnamed_addr #4 {
  %1 = load <4 x float>, ptr @g_fvec, align 16, !tbaa !5
  %2 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %1, <4 x float> <float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %3 = tail call float @llvm.vector.reduce.fmax.v4f32(<4 x float> <float 6.000000e+00, float 8.000000e+00, float 1.600000e+01, float 1.400000e+01>)
  %4 = fptosi float %3 to i32
  %5 = extractelement <4 x float> %2, i64 2
  %6 = fptosi float %5 to i32
  %7 = add i32 %4, 80
  %8 = add i32 %7, %6
  ret i32 %8
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
