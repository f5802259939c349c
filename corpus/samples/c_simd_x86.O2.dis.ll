; ModuleID = '<stdin>'
source_filename = "c_simd_x86.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.d = private unnamed_addr constant [8 x double] [double 0.000000e+00, double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00, double 5.000000e+00, double 6.000000e+00, double 7.000000e+00], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @dot_sse(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp slt i32 %2, 4
  br i1 %4, label %22, label %5

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %7

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 0, %5 ], [ %19, %7 ]
  %9 = phi i64 [ 4, %5 ], [ %17, %7 ]
  %10 = phi <4 x float> [ zeroinitializer, %5 ], [ %16, %7 ]
  %11 = getelementptr inbounds float, ptr %0, i64 %8
  %12 = load <4 x float>, ptr %11, align 1, !tbaa !5
  %13 = getelementptr inbounds float, ptr %1, i64 %8
  %14 = load <4 x float>, ptr %13, align 1, !tbaa !5
  %15 = fmul <4 x float> %12, %14
  %16 = fadd <4 x float> %10, %15
  %17 = add nuw nsw i64 %9, 4
  %18 = icmp ugt i64 %17, %6
  %19 = add nuw nsw i64 %8, 4
  br i1 %18, label %20, label %7, !llvm.loop !8

20:                                               ; preds = %7
  %21 = trunc nuw nsw i64 %9 to i32
  br label %22

22:                                               ; preds = %20, %3
  %23 = phi <4 x float> [ zeroinitializer, %3 ], [ %16, %20 ]
  %24 = phi i32 [ 0, %3 ], [ %21, %20 ]
  %25 = tail call <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float> %23, <4 x float> %23)
  %26 = tail call <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float> %25, <4 x float> %25)
  %27 = extractelement <4 x float> %26, i64 0
  %28 = icmp slt i32 %24, %2
  br i1 %28, label %29, label %81

29:                                               ; preds = %22
  %30 = zext i32 %24 to i64
  %31 = zext i32 %2 to i64
  %32 = sub nsw i64 %31, %30
  %33 = and i64 %32, 3
  %34 = icmp eq i64 %33, 0
  br i1 %34, label %47, label %35

35:                                               ; preds = %35, %29
  %36 = phi i64 [ %44, %35 ], [ %30, %29 ]
  %37 = phi float [ %43, %35 ], [ %27, %29 ]
  %38 = phi i64 [ %45, %35 ], [ 0, %29 ]
  %39 = getelementptr inbounds float, ptr %0, i64 %36
  %40 = load float, ptr %39, align 4, !tbaa !10
  %41 = getelementptr inbounds float, ptr %1, i64 %36
  %42 = load float, ptr %41, align 4, !tbaa !10
  %43 = tail call float @llvm.fmuladd.f32(float %40, float %42, float %37)
  %44 = add nuw nsw i64 %36, 1
  %45 = add i64 %38, 1
  %46 = icmp eq i64 %45, %33
  br i1 %46, label %47, label %35, !llvm.loop !12

47:                                               ; preds = %35, %29
  %48 = phi float [ poison, %29 ], [ %43, %35 ]
  %49 = phi i64 [ %30, %29 ], [ %44, %35 ]
  %50 = phi float [ %27, %29 ], [ %43, %35 ]
  %51 = sub nsw i64 %30, %31
  %52 = icmp ugt i64 %51, -4
  br i1 %52, label %81, label %53

53:                                               ; preds = %53, %47
  %54 = phi i64 [ %79, %53 ], [ %49, %47 ]
  %55 = phi float [ %78, %53 ], [ %50, %47 ]
  %56 = getelementptr inbounds float, ptr %0, i64 %54
  %57 = load float, ptr %56, align 4, !tbaa !10
  %58 = getelementptr inbounds float, ptr %1, i64 %54
  %59 = load float, ptr %58, align 4, !tbaa !10
  %60 = tail call float @llvm.fmuladd.f32(float %57, float %59, float %55)
  %61 = add nuw nsw i64 %54, 1
  %62 = getelementptr inbounds float, ptr %0, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !10
  %64 = getelementptr inbounds float, ptr %1, i64 %61
  %65 = load float, ptr %64, align 4, !tbaa !10
  %66 = tail call float @llvm.fmuladd.f32(float %63, float %65, float %60)
  %67 = add nuw nsw i64 %54, 2
  %68 = getelementptr inbounds float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !10
  %70 = getelementptr inbounds float, ptr %1, i64 %67
  %71 = load float, ptr %70, align 4, !tbaa !10
  %72 = tail call float @llvm.fmuladd.f32(float %69, float %71, float %66)
  %73 = add nuw nsw i64 %54, 3
  %74 = getelementptr inbounds float, ptr %0, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !10
  %76 = getelementptr inbounds float, ptr %1, i64 %73
  %77 = load float, ptr %76, align 4, !tbaa !10
  %78 = tail call float @llvm.fmuladd.f32(float %75, float %77, float %72)
  %79 = add nuw nsw i64 %54, 4
  %80 = icmp eq i64 %79, %31
  br i1 %80, label %81, label %53, !llvm.loop !14

81:                                               ; preds = %53, %47, %22
  %82 = phi float [ %27, %22 ], [ %48, %47 ], [ %78, %53 ]
  ret float %82
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @saxpy_avx(float noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = insertelement <8 x float> poison, float %0, i64 0
  %6 = shufflevector <8 x float> %5, <8 x float> poison, <8 x i32> zeroinitializer
  %7 = icmp slt i32 %3, 8
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = zext nneg i32 %3 to i64
  br label %82

10:                                               ; preds = %82
  %11 = trunc nuw nsw i64 %84 to i32
  br label %12

12:                                               ; preds = %10, %4
  %13 = phi i32 [ 0, %4 ], [ %11, %10 ]
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %120

15:                                               ; preds = %12
  %16 = zext i32 %13 to i64
  %17 = zext i32 %3 to i64
  %18 = sub nsw i64 %17, %16
  %19 = icmp ult i64 %18, 32
  br i1 %19, label %20, label %40

20:                                               ; preds = %80, %40, %15
  %21 = phi i64 [ %16, %40 ], [ %16, %15 ], [ %52, %80 ]
  %22 = sub nsw i64 %17, %21
  %23 = and i64 %22, 3
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %36, label %25

25:                                               ; preds = %25, %20
  %26 = phi i64 [ %33, %25 ], [ %21, %20 ]
  %27 = phi i64 [ %34, %25 ], [ 0, %20 ]
  %28 = getelementptr inbounds float, ptr %1, i64 %26
  %29 = load float, ptr %28, align 4, !tbaa !10
  %30 = getelementptr inbounds float, ptr %2, i64 %26
  %31 = load float, ptr %30, align 4, !tbaa !10
  %32 = tail call float @llvm.fmuladd.f32(float %0, float %29, float %31)
  store float %32, ptr %30, align 4, !tbaa !10
  %33 = add nuw nsw i64 %26, 1
  %34 = add i64 %27, 1
  %35 = icmp eq i64 %34, %23
  br i1 %35, label %36, label %25, !llvm.loop !15

36:                                               ; preds = %25, %20
  %37 = phi i64 [ %21, %20 ], [ %33, %25 ]
  %38 = sub nsw i64 %21, %17
  %39 = icmp ugt i64 %38, -4
  br i1 %39, label %120, label %93

40:                                               ; preds = %15
  %41 = shl nuw nsw i64 %16, 2
  %42 = getelementptr i8, ptr %2, i64 %41
  %43 = shl nuw nsw i64 %17, 2
  %44 = getelementptr i8, ptr %2, i64 %43
  %45 = getelementptr i8, ptr %1, i64 %41
  %46 = getelementptr i8, ptr %1, i64 %43
  %47 = icmp ult ptr %42, %46
  %48 = icmp ult ptr %45, %44
  %49 = and i1 %47, %48
  br i1 %49, label %20, label %50

50:                                               ; preds = %40
  %51 = and i64 %18, -32
  %52 = add nsw i64 %51, %16
  %53 = insertelement <8 x float> poison, float %0, i64 0
  %54 = shufflevector <8 x float> %53, <8 x float> poison, <8 x i32> zeroinitializer
  br label %55

55:                                               ; preds = %55, %50
  %56 = phi i64 [ 0, %50 ], [ %78, %55 ]
  %57 = add i64 %56, %16
  %58 = getelementptr inbounds float, ptr %1, i64 %57
  %59 = getelementptr inbounds i8, ptr %58, i64 32
  %60 = getelementptr inbounds i8, ptr %58, i64 64
  %61 = getelementptr inbounds i8, ptr %58, i64 96
  %62 = load <8 x float>, ptr %58, align 4, !tbaa !10, !alias.scope !16
  %63 = load <8 x float>, ptr %59, align 4, !tbaa !10, !alias.scope !16
  %64 = load <8 x float>, ptr %60, align 4, !tbaa !10, !alias.scope !16
  %65 = load <8 x float>, ptr %61, align 4, !tbaa !10, !alias.scope !16
  %66 = getelementptr inbounds float, ptr %2, i64 %57
  %67 = getelementptr inbounds i8, ptr %66, i64 32
  %68 = getelementptr inbounds i8, ptr %66, i64 64
  %69 = getelementptr inbounds i8, ptr %66, i64 96
  %70 = load <8 x float>, ptr %66, align 4, !tbaa !10, !alias.scope !19, !noalias !16
  %71 = load <8 x float>, ptr %67, align 4, !tbaa !10, !alias.scope !19, !noalias !16
  %72 = load <8 x float>, ptr %68, align 4, !tbaa !10, !alias.scope !19, !noalias !16
  %73 = load <8 x float>, ptr %69, align 4, !tbaa !10, !alias.scope !19, !noalias !16
  %74 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %54, <8 x float> %62, <8 x float> %70)
  %75 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %54, <8 x float> %63, <8 x float> %71)
  %76 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %54, <8 x float> %64, <8 x float> %72)
  %77 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %54, <8 x float> %65, <8 x float> %73)
  store <8 x float> %74, ptr %66, align 4, !tbaa !10, !alias.scope !19, !noalias !16
  store <8 x float> %75, ptr %67, align 4, !tbaa !10, !alias.scope !19, !noalias !16
  store <8 x float> %76, ptr %68, align 4, !tbaa !10, !alias.scope !19, !noalias !16
  store <8 x float> %77, ptr %69, align 4, !tbaa !10, !alias.scope !19, !noalias !16
  %78 = add nuw i64 %56, 32
  %79 = icmp eq i64 %78, %51
  br i1 %79, label %80, label %55, !llvm.loop !21

80:                                               ; preds = %55
  %81 = icmp eq i64 %18, %51
  br i1 %81, label %120, label %20

82:                                               ; preds = %82, %8
  %83 = phi i64 [ 0, %8 ], [ %92, %82 ]
  %84 = phi i64 [ 8, %8 ], [ %90, %82 ]
  %85 = getelementptr inbounds float, ptr %2, i64 %83
  %86 = load <8 x float>, ptr %85, align 1, !tbaa !5
  %87 = getelementptr inbounds float, ptr %1, i64 %83
  %88 = load <8 x float>, ptr %87, align 1, !tbaa !5
  %89 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6, <8 x float> %88, <8 x float> %86)
  store <8 x float> %89, ptr %85, align 1, !tbaa !5
  %90 = add nuw nsw i64 %84, 8
  %91 = icmp ugt i64 %90, %9
  %92 = add nuw nsw i64 %83, 8
  br i1 %91, label %10, label %82, !llvm.loop !24

93:                                               ; preds = %93, %36
  %94 = phi i64 [ %118, %93 ], [ %37, %36 ]
  %95 = getelementptr inbounds float, ptr %1, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !10
  %97 = getelementptr inbounds float, ptr %2, i64 %94
  %98 = load float, ptr %97, align 4, !tbaa !10
  %99 = tail call float @llvm.fmuladd.f32(float %0, float %96, float %98)
  store float %99, ptr %97, align 4, !tbaa !10
  %100 = add nuw nsw i64 %94, 1
  %101 = getelementptr inbounds float, ptr %1, i64 %100
  %102 = load float, ptr %101, align 4, !tbaa !10
  %103 = getelementptr inbounds float, ptr %2, i64 %100
  %104 = load float, ptr %103, align 4, !tbaa !10
  %105 = tail call float @llvm.fmuladd.f32(float %0, float %102, float %104)
  store float %105, ptr %103, align 4, !tbaa !10
  %106 = add nuw nsw i64 %94, 2
  %107 = getelementptr inbounds float, ptr %1, i64 %106
  %108 = load float, ptr %107, align 4, !tbaa !10
  %109 = getelementptr inbounds float, ptr %2, i64 %106
  %110 = load float, ptr %109, align 4, !tbaa !10
  %111 = tail call float @llvm.fmuladd.f32(float %0, float %108, float %110)
  store float %111, ptr %109, align 4, !tbaa !10
  %112 = add nuw nsw i64 %94, 3
  %113 = getelementptr inbounds float, ptr %1, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !10
  %115 = getelementptr inbounds float, ptr %2, i64 %112
  %116 = load float, ptr %115, align 4, !tbaa !10
  %117 = tail call float @llvm.fmuladd.f32(float %0, float %114, float %116)
  store float %117, ptr %115, align 4, !tbaa !10
  %118 = add nuw nsw i64 %94, 4
  %119 = icmp eq i64 %118, %17
  br i1 %119, label %120, label %93, !llvm.loop !25

120:                                              ; preds = %93, %80, %36, %12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x i64> @int_ops(<4 x i64> noundef %0, <4 x i64> noundef %1) local_unnamed_addr #4 {
  %3 = bitcast <4 x i64> %0 to <8 x i32>
  %4 = bitcast <4 x i64> %1 to <8 x i32>
  %5 = add <8 x i32> %4, %3
  %6 = mul <8 x i32> %5, %3
  %7 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %6, <8 x i32> %4)
  %8 = shufflevector <8 x i32> %7, <8 x i32> poison, <8 x i32> <i32 poison, i32 2, i32 poison, i32 0, i32 7, i32 poison, i32 5, i32 poison>
  %9 = shufflevector <8 x i32> %8, <8 x i32> poison, <8 x i32> <i32 poison, i32 6, i32 poison, i32 4, i32 3, i32 poison, i32 1, i32 poison>
  %10 = shufflevector <8 x i32> %3, <8 x i32> %9, <8 x i32> <i32 0, i32 9, i32 2, i32 11, i32 12, i32 5, i32 14, i32 7>
  %11 = bitcast <8 x i32> %10 to <4 x i64>
  ret <4 x i64> %11
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @count_matches(ptr nocapture noundef readonly %0, i8 noundef zeroext %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = insertelement <32 x i8> poison, i8 %1, i64 0
  %5 = shufflevector <32 x i8> %4, <32 x i8> poison, <32 x i32> zeroinitializer
  %6 = icmp slt i32 %2, 32
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = zext nneg i32 %2 to i64
  br label %11

9:                                                ; preds = %11, %3
  %10 = phi i32 [ 0, %3 ], [ %20, %11 ]
  ret i32 %10

11:                                               ; preds = %11, %7
  %12 = phi i64 [ 0, %7 ], [ %23, %11 ]
  %13 = phi i64 [ 32, %7 ], [ %21, %11 ]
  %14 = phi i32 [ 0, %7 ], [ %20, %11 ]
  %15 = getelementptr inbounds i8, ptr %0, i64 %12
  %16 = load <32 x i8>, ptr %15, align 1, !tbaa !5
  %17 = icmp eq <32 x i8> %16, %5
  %18 = bitcast <32 x i1> %17 to i32
  %19 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %18)
  %20 = add nuw nsw i32 %19, %14
  %21 = add nuw nsw i64 %13, 32
  %22 = icmp ugt i64 %21, %8
  %23 = add nuw nsw i64 %12, 32
  br i1 %22, label %9, label %11, !llvm.loop !26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <2 x i64> @sse_misc(<2 x i64> noundef %0, <2 x i64> noundef %1) local_unnamed_addr #6 {
  %3 = bitcast <2 x i64> %0 to <16 x i8>
  %4 = bitcast <2 x i64> %1 to <16 x i8>
  %5 = tail call <16 x i8> @llvm.uadd.sat.v16i8(<16 x i8> %3, <16 x i8> %4)
  %6 = tail call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %5, <16 x i8> %4)
  %7 = bitcast <2 x i64> %6 to <4 x i32>
  %8 = bitcast <2 x i64> %0 to <4 x i32>
  %9 = tail call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %7, <4 x i32> %8)
  %10 = bitcast <2 x i64> %1 to <8 x i16>
  %11 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %9, <8 x i16> %10)
  %12 = bitcast <8 x i16> %11 to <2 x i64>
  %13 = shl <2 x i64> %12, <i64 3, i64 3>
  %14 = icmp sgt <16 x i8> %3, %4
  %15 = bitcast <2 x i64> %13 to <16 x i8>
  %16 = select <16 x i1> %14, <16 x i8> %3, <16 x i8> %15
  %17 = bitcast <16 x i8> %16 to <2 x i64>
  ret <2 x i64> %17
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read) uwtable
define dso_local <4 x double> @gather_pd(ptr noundef readonly %0, <2 x i64> noundef %1) local_unnamed_addr #7 {
  %3 = bitcast <2 x i64> %1 to <4 x i32>
  %4 = tail call <4 x double> @llvm.x86.avx2.gather.d.pd.256(<4 x double> zeroinitializer, ptr %0, <4 x i32> %3, <4 x double> <double 0xFFFFFFFFFFFFFFFF, double 0xFFFFFFFFFFFFFFFF, double 0xFFFFFFFFFFFFFFFF, double 0xFFFFFFFFFFFFFFFF>, i8 8)
  ret <4 x double> %4
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <4 x double> @llvm.x86.avx2.gather.d.pd.256(<4 x double>, ptr, <4 x i32>, <4 x double>, i8 immarg) #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x float> @rounding(<4 x float> noundef %0) local_unnamed_addr #6 {
  %2 = tail call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %0, i32 1)
  %3 = tail call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %0, i32 8)
  %4 = tail call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %2, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %5 = tail call <4 x float> @llvm.x86.sse.rsqrt.ps(<4 x float> %4)
  %6 = fadd <4 x float> %3, %5
  ret <4 x float> %6
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse41.round.ps(<4 x float>, i32 immarg) #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @bits(i64 noundef %0, i64 noundef %1) local_unnamed_addr #10 {
  %3 = tail call i64 @llvm.x86.bmi.pdep.64(i64 %0, i64 %1)
  %4 = tail call i64 @llvm.x86.bmi.pext.64(i64 %0, i64 %1)
  %5 = xor i64 %4, %3
  ret i64 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @masked_store(ptr nocapture noundef writeonly %0, <8 x float> noundef %1, i32 noundef %2) local_unnamed_addr #11 {
  %4 = insertelement <8 x i32> poison, i32 %2, i64 0
  %5 = shufflevector <8 x i32> %4, <8 x i32> poison, <8 x i32> zeroinitializer
  %6 = icmp sgt <8 x i32> %5, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1, ptr %0, i32 1, <8 x i1> %6)
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @stream_copy(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #12 {
  %4 = icmp slt i32 %2, 8
  br i1 %4, label %7, label %5

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  tail call void @llvm.x86.sse.sfence()
  ret void

8:                                                ; preds = %8, %5
  %9 = phi i64 [ 0, %5 ], [ %16, %8 ]
  %10 = phi i64 [ 8, %5 ], [ %14, %8 ]
  %11 = getelementptr inbounds float, ptr %0, i64 %9
  %12 = getelementptr inbounds float, ptr %1, i64 %9
  %13 = load <8 x float>, ptr %12, align 32, !tbaa !5
  store <8 x float> %13, ptr %11, align 32, !tbaa !5, !nontemporal !27
  %14 = add nuw nsw i64 %10, 8
  %15 = icmp ugt i64 %14, %6
  %16 = add nuw nsw i64 %9, 8
  br i1 %15, label %7, label %8, !llvm.loop !28
}

; Function Attrs: nounwind
declare void @llvm.x86.sse.sfence() #13

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #12 {
  %1 = alloca [8 x double], align 16
  tail call void @llvm.x86.sse.sfence()
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %1, ptr noundef nonnull align 16 dereferenceable(64) @__const.main.d, i64 64, i1 false)
  %2 = tail call <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float> <float 2.240000e+02, float 2.760000e+02, float 3.360000e+02, float 4.040000e+02>, <4 x float> <float 2.240000e+02, float 2.760000e+02, float 3.360000e+02, float 4.040000e+02>)
  %3 = tail call <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float> %2, <4 x float> %2)
  %4 = extractelement <4 x float> %3, i64 0
  %5 = call <4 x double> @llvm.x86.avx2.gather.d.pd.256(<4 x double> zeroinitializer, ptr nonnull readonly %1, <4 x i32> <i32 1, i32 3, i32 5, i32 7>, <4 x double> <double 0xFFFFFFFFFFFFFFFF, double 0xFFFFFFFFFFFFFFFF, double 0xFFFFFFFFFFFFFFFF, double 0xFFFFFFFFFFFFFFFF>, i8 8)
  %6 = fptosi float %4 to i32
  %7 = tail call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>, <16 x i8> <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>)
  %8 = bitcast <2 x i64> %7 to <4 x i32>
  %9 = tail call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %8, <4 x i32> <i32 50529027, i32 50529027, i32 50529027, i32 50529027>)
  %10 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %9, <8 x i16> <i16 1028, i16 1028, i16 1028, i16 1028, i16 1028, i16 1028, i16 1028, i16 1028>)
  %11 = bitcast <8 x i16> %10 to <2 x i64>
  %12 = shl <2 x i64> %11, <i64 3, i64 3>
  %13 = bitcast <2 x i64> %12 to <8 x i16>
  %14 = extractelement <8 x i16> %13, i64 1
  %15 = zext i16 %14 to i32
  %16 = extractelement <4 x double> %5, i64 0
  %17 = fptosi double %16 to i32
  %18 = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> <float 2.500000e+00, float 2.500000e+00, float 2.500000e+00, float 2.500000e+00>, i32 1)
  %19 = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> <float 2.500000e+00, float 2.500000e+00, float 2.500000e+00, float 2.500000e+00>, i32 8)
  %20 = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %18, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %21 = call <4 x float> @llvm.x86.sse.rsqrt.ps(<4 x float> %20)
  %22 = fadd <4 x float> %19, %21
  %23 = extractelement <4 x float> %22, i64 0
  %24 = fptosi float %23 to i32
  %25 = add i32 %6, 61732
  %26 = add i32 %24, %17
  %27 = add i32 %25, %26
  %28 = add i32 %27, %15
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #13
  ret i32 %28
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #14

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float>, <4 x float>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.uadd.sat.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8>, <16 x i8>) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32>, <4 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.rsqrt.ps(<4 x float>) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.x86.bmi.pdep.64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.x86.bmi.pext.64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr nocapture, i32 immarg, <8 x i1>) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+bmi2,+cmov,+crc32,+cx8,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+bmi2,+cmov,+crc32,+cx8,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+bmi2,+cmov,+crc32,+cx8,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+bmi2,+cmov,+crc32,+cx8,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+bmi2,+cmov,+crc32,+cx8,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+bmi2,+cmov,+crc32,+cx8,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+bmi2,+cmov,+crc32,+cx8,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+bmi2,+cmov,+crc32,+cx8,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #12 = { nounwind uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+bmi2,+cmov,+crc32,+cx8,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #13 = { nounwind }
attributes #14 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #15 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !13}
!16 = !{!17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18, !"LVerDomain"}
!19 = !{!20}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !9, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !9}
!25 = distinct !{!25, !9, !22}
!26 = distinct !{!26, !9}
!27 = !{i32 1}
!28 = distinct !{!28, !9}
