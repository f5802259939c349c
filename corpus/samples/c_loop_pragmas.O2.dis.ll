; ModuleID = '<stdin>'
source_filename = "c_loop_pragmas.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_enable(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %52

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %8, label %27

8:                                                ; preds = %50, %27, %5
  %9 = phi i64 [ 0, %27 ], [ 0, %5 ], [ %35, %50 ]
  %10 = and i64 %6, 3
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %23, label %12

12:                                               ; preds = %12, %8
  %13 = phi i64 [ %20, %12 ], [ %9, %8 ]
  %14 = phi i64 [ %21, %12 ], [ 0, %8 ]
  %15 = getelementptr inbounds float, ptr %1, i64 %13
  %16 = load float, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds float, ptr %0, i64 %13
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = fadd float %16, %18
  store float %19, ptr %17, align 4, !tbaa !5
  %20 = add nuw nsw i64 %13, 1
  %21 = add i64 %14, 1
  %22 = icmp eq i64 %21, %10
  br i1 %22, label %23, label %12, !llvm.loop !9

23:                                               ; preds = %12, %8
  %24 = phi i64 [ %9, %8 ], [ %20, %12 ]
  %25 = sub nsw i64 %9, %6
  %26 = icmp ugt i64 %25, -4
  br i1 %26, label %52, label %53

27:                                               ; preds = %5
  %28 = shl nuw nsw i64 %6, 2
  %29 = getelementptr i8, ptr %0, i64 %28
  %30 = getelementptr i8, ptr %1, i64 %28
  %31 = icmp ugt ptr %30, %0
  %32 = icmp ugt ptr %29, %1
  %33 = and i1 %31, %32
  br i1 %33, label %8, label %34

34:                                               ; preds = %27
  %35 = and i64 %6, 2147483640
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %48, %36 ]
  %38 = getelementptr inbounds float, ptr %1, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load <4 x float>, ptr %38, align 4, !tbaa !5, !alias.scope !11
  %41 = load <4 x float>, ptr %39, align 4, !tbaa !5, !alias.scope !11
  %42 = getelementptr inbounds float, ptr %0, i64 %37
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load <4 x float>, ptr %42, align 4, !tbaa !5, !alias.scope !14, !noalias !11
  %45 = load <4 x float>, ptr %43, align 4, !tbaa !5, !alias.scope !14, !noalias !11
  %46 = fadd <4 x float> %40, %44
  %47 = fadd <4 x float> %41, %45
  store <4 x float> %46, ptr %42, align 4, !tbaa !5, !alias.scope !14, !noalias !11
  store <4 x float> %47, ptr %43, align 4, !tbaa !5, !alias.scope !14, !noalias !11
  %48 = add nuw i64 %37, 8
  %49 = icmp eq i64 %48, %35
  br i1 %49, label %50, label %36, !llvm.loop !16

50:                                               ; preds = %36
  %51 = icmp eq i64 %35, %6
  br i1 %51, label %52, label %8

52:                                               ; preds = %53, %50, %23, %3
  ret void

53:                                               ; preds = %53, %23
  %54 = phi i64 [ %78, %53 ], [ %24, %23 ]
  %55 = getelementptr inbounds float, ptr %1, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !5
  %57 = getelementptr inbounds float, ptr %0, i64 %54
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = fadd float %56, %58
  store float %59, ptr %57, align 4, !tbaa !5
  %60 = add nuw nsw i64 %54, 1
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !5
  %63 = getelementptr inbounds float, ptr %0, i64 %60
  %64 = load float, ptr %63, align 4, !tbaa !5
  %65 = fadd float %62, %64
  store float %65, ptr %63, align 4, !tbaa !5
  %66 = add nuw nsw i64 %54, 2
  %67 = getelementptr inbounds float, ptr %1, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !5
  %69 = getelementptr inbounds float, ptr %0, i64 %66
  %70 = load float, ptr %69, align 4, !tbaa !5
  %71 = fadd float %68, %70
  store float %71, ptr %69, align 4, !tbaa !5
  %72 = add nuw nsw i64 %54, 3
  %73 = getelementptr inbounds float, ptr %1, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !5
  %75 = getelementptr inbounds float, ptr %0, i64 %72
  %76 = load float, ptr %75, align 4, !tbaa !5
  %77 = fadd float %74, %76
  store float %77, ptr %75, align 4, !tbaa !5
  %78 = add nuw nsw i64 %54, 4
  %79 = icmp eq i64 %78, %6
  br i1 %79, label %52, label %53, !llvm.loop !20
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_width(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %48

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 16
  br i1 %7, label %8, label %23

8:                                                ; preds = %46, %23, %5
  %9 = phi i64 [ 0, %23 ], [ 0, %5 ], [ %31, %46 ]
  %10 = and i64 %6, 1
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %19, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds float, ptr %0, i64 %9
  %14 = load float, ptr %13, align 4, !tbaa !5
  %15 = getelementptr inbounds float, ptr %1, i64 %9
  %16 = load float, ptr %15, align 4, !tbaa !5
  %17 = tail call float @llvm.fmuladd.f32(float %14, float %16, float 1.000000e+00)
  store float %17, ptr %13, align 4, !tbaa !5
  %18 = or disjoint i64 %9, 1
  br label %19

19:                                               ; preds = %12, %8
  %20 = phi i64 [ %9, %8 ], [ %18, %12 ]
  %21 = add nsw i64 %6, -1
  %22 = icmp eq i64 %9, %21
  br i1 %22, label %48, label %49

23:                                               ; preds = %5
  %24 = shl nuw nsw i64 %6, 2
  %25 = getelementptr i8, ptr %0, i64 %24
  %26 = getelementptr i8, ptr %1, i64 %24
  %27 = icmp ugt ptr %26, %0
  %28 = icmp ugt ptr %25, %1
  %29 = and i1 %27, %28
  br i1 %29, label %8, label %30

30:                                               ; preds = %23
  %31 = and i64 %6, 2147483632
  br label %32

32:                                               ; preds = %32, %30
  %33 = phi i64 [ 0, %30 ], [ %44, %32 ]
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = getelementptr inbounds i8, ptr %34, i64 32
  %36 = load <8 x float>, ptr %34, align 4, !tbaa !5, !alias.scope !21, !noalias !24
  %37 = load <8 x float>, ptr %35, align 4, !tbaa !5, !alias.scope !21, !noalias !24
  %38 = getelementptr inbounds float, ptr %1, i64 %33
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load <8 x float>, ptr %38, align 4, !tbaa !5, !alias.scope !24
  %41 = load <8 x float>, ptr %39, align 4, !tbaa !5, !alias.scope !24
  %42 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %36, <8 x float> %40, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %43 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %37, <8 x float> %41, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  store <8 x float> %42, ptr %34, align 4, !tbaa !5, !alias.scope !21, !noalias !24
  store <8 x float> %43, ptr %35, align 4, !tbaa !5, !alias.scope !21, !noalias !24
  %44 = add nuw i64 %33, 16
  %45 = icmp eq i64 %44, %31
  br i1 %45, label %46, label %32, !llvm.loop !26

46:                                               ; preds = %32
  %47 = icmp eq i64 %31, %6
  br i1 %47, label %48, label %8

48:                                               ; preds = %49, %46, %19, %3
  ret void

49:                                               ; preds = %49, %19
  %50 = phi i64 [ %62, %49 ], [ %20, %19 ]
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !5
  %53 = getelementptr inbounds float, ptr %1, i64 %50
  %54 = load float, ptr %53, align 4, !tbaa !5
  %55 = tail call float @llvm.fmuladd.f32(float %52, float %54, float 1.000000e+00)
  store float %55, ptr %51, align 4, !tbaa !5
  %56 = add nuw nsw i64 %50, 1
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = getelementptr inbounds float, ptr %1, i64 %56
  %60 = load float, ptr %59, align 4, !tbaa !5
  %61 = tail call float @llvm.fmuladd.f32(float %58, float %60, float 1.000000e+00)
  store float %61, ptr %57, align 4, !tbaa !5
  %62 = add nuw nsw i64 %50, 2
  %63 = icmp eq i64 %62, %6
  br i1 %63, label %48, label %49, !llvm.loop !27
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_scalable(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %23

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %7, label %9

7:                                                ; preds = %21, %4
  %8 = phi i64 [ 0, %4 ], [ %10, %21 ]
  br label %24

9:                                                ; preds = %4
  %10 = and i64 %5, 2147483640
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %19, %11 ]
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load <4 x i32>, ptr %13, align 4, !tbaa !28
  %16 = load <4 x i32>, ptr %14, align 4, !tbaa !28
  %17 = mul nsw <4 x i32> %15, <i32 3, i32 3, i32 3, i32 3>
  %18 = mul nsw <4 x i32> %16, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %17, ptr %13, align 4, !tbaa !28
  store <4 x i32> %18, ptr %14, align 4, !tbaa !28
  %19 = add nuw i64 %12, 8
  %20 = icmp eq i64 %19, %10
  br i1 %20, label %21, label %11, !llvm.loop !30

21:                                               ; preds = %11
  %22 = icmp eq i64 %10, %5
  br i1 %22, label %23, label %7

23:                                               ; preds = %24, %21, %2
  ret void

24:                                               ; preds = %24, %7
  %25 = phi i64 [ %29, %24 ], [ %8, %7 ]
  %26 = getelementptr inbounds i32, ptr %0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !28
  %28 = mul nsw i32 %27, 3
  store i32 %28, ptr %26, align 4, !tbaa !28
  %29 = add nuw nsw i64 %25, 1
  %30 = icmp eq i64 %29, %5
  br i1 %30, label %23, label %24, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vec_disable(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %23

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %24

10:                                               ; preds = %24, %4
  %11 = phi i64 [ 0, %4 ], [ %46, %24 ]
  %12 = icmp eq i64 %6, 0
  br i1 %12, label %23, label %13

13:                                               ; preds = %13, %10
  %14 = phi i64 [ %20, %13 ], [ %11, %10 ]
  %15 = phi i64 [ %21, %13 ], [ 0, %10 ]
  %16 = getelementptr inbounds i32, ptr %0, i64 %14
  %17 = load i32, ptr %16, align 4, !tbaa !28
  %18 = shl nsw i32 %17, 1
  %19 = or disjoint i32 %18, 1
  store i32 %19, ptr %16, align 4, !tbaa !28
  %20 = add nuw nsw i64 %14, 1
  %21 = add i64 %15, 1
  %22 = icmp eq i64 %21, %6
  br i1 %22, label %23, label %13, !llvm.loop !32

23:                                               ; preds = %13, %10, %2
  ret void

24:                                               ; preds = %24, %8
  %25 = phi i64 [ 0, %8 ], [ %46, %24 ]
  %26 = phi i64 [ 0, %8 ], [ %47, %24 ]
  %27 = getelementptr inbounds i32, ptr %0, i64 %25
  %28 = load i32, ptr %27, align 4, !tbaa !28
  %29 = shl nsw i32 %28, 1
  %30 = or disjoint i32 %29, 1
  store i32 %30, ptr %27, align 4, !tbaa !28
  %31 = or disjoint i64 %25, 1
  %32 = getelementptr inbounds i32, ptr %0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !28
  %34 = shl nsw i32 %33, 1
  %35 = or disjoint i32 %34, 1
  store i32 %35, ptr %32, align 4, !tbaa !28
  %36 = or disjoint i64 %25, 2
  %37 = getelementptr inbounds i32, ptr %0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !28
  %39 = shl nsw i32 %38, 1
  %40 = or disjoint i32 %39, 1
  store i32 %40, ptr %37, align 4, !tbaa !28
  %41 = or disjoint i64 %25, 3
  %42 = getelementptr inbounds i32, ptr %0, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !28
  %44 = shl nsw i32 %43, 1
  %45 = or disjoint i32 %44, 1
  store i32 %45, ptr %42, align 4, !tbaa !28
  %46 = add nuw nsw i64 %25, 4
  %47 = add i64 %26, 4
  %48 = icmp eq i64 %47, %9
  br i1 %48, label %10, label %24, !llvm.loop !33
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @assume_safety(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %50

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %8, label %10

8:                                                ; preds = %48, %5
  %9 = phi i64 [ 0, %5 ], [ %11, %48 ]
  br label %51

10:                                               ; preds = %5
  %11 = and i64 %6, 2147483644
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %46, %12 ]
  %14 = or disjoint i64 %13, 1
  %15 = or disjoint i64 %13, 2
  %16 = or disjoint i64 %13, 3
  %17 = getelementptr inbounds i32, ptr %1, i64 %13
  %18 = getelementptr inbounds i32, ptr %1, i64 %14
  %19 = getelementptr inbounds i32, ptr %1, i64 %15
  %20 = getelementptr inbounds i32, ptr %1, i64 %16
  %21 = load i32, ptr %17, align 4, !tbaa !28, !llvm.access.group !36
  %22 = load i32, ptr %18, align 4, !tbaa !28, !llvm.access.group !36
  %23 = load i32, ptr %19, align 4, !tbaa !28, !llvm.access.group !36
  %24 = load i32, ptr %20, align 4, !tbaa !28, !llvm.access.group !36
  %25 = sext i32 %21 to i64
  %26 = sext i32 %22 to i64
  %27 = sext i32 %23 to i64
  %28 = sext i32 %24 to i64
  %29 = getelementptr inbounds i32, ptr %0, i64 %25
  %30 = getelementptr inbounds i32, ptr %0, i64 %26
  %31 = getelementptr inbounds i32, ptr %0, i64 %27
  %32 = getelementptr inbounds i32, ptr %0, i64 %28
  %33 = load i32, ptr %29, align 4, !tbaa !28, !llvm.access.group !36
  %34 = load i32, ptr %30, align 4, !tbaa !28, !llvm.access.group !36
  %35 = load i32, ptr %31, align 4, !tbaa !28, !llvm.access.group !36
  %36 = load i32, ptr %32, align 4, !tbaa !28, !llvm.access.group !36
  %37 = insertelement <4 x i32> poison, i32 %33, i64 0
  %38 = insertelement <4 x i32> %37, i32 %34, i64 1
  %39 = insertelement <4 x i32> %38, i32 %35, i64 2
  %40 = insertelement <4 x i32> %39, i32 %36, i64 3
  %41 = add nsw <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>
  %42 = extractelement <4 x i32> %41, i64 0
  store i32 %42, ptr %29, align 4, !tbaa !28, !llvm.access.group !36
  %43 = extractelement <4 x i32> %41, i64 1
  store i32 %43, ptr %30, align 4, !tbaa !28, !llvm.access.group !36
  %44 = extractelement <4 x i32> %41, i64 2
  store i32 %44, ptr %31, align 4, !tbaa !28, !llvm.access.group !36
  %45 = extractelement <4 x i32> %41, i64 3
  store i32 %45, ptr %32, align 4, !tbaa !28, !llvm.access.group !36
  %46 = add nuw i64 %13, 4
  %47 = icmp eq i64 %46, %11
  br i1 %47, label %48, label %12, !llvm.loop !37

48:                                               ; preds = %12
  %49 = icmp eq i64 %11, %6
  br i1 %49, label %50, label %8

50:                                               ; preds = %51, %48, %3
  ret void

51:                                               ; preds = %51, %8
  %52 = phi i64 [ %59, %51 ], [ %9, %8 ]
  %53 = getelementptr inbounds i32, ptr %1, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !28, !llvm.access.group !36
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %0, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !28, !llvm.access.group !36
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %56, align 4, !tbaa !28, !llvm.access.group !36
  %59 = add nuw nsw i64 %52, 1
  %60 = icmp eq i64 %59, %6
  br i1 %60, label %50, label %51, !llvm.loop !39
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @nested_safety(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %53

6:                                                ; preds = %4
  %7 = icmp sgt i32 %3, 0
  %8 = zext nneg i32 %2 to i64
  %9 = zext i32 %3 to i64
  %10 = icmp ugt i32 %3, 7
  %11 = icmp eq i32 %2, 1
  %12 = and i1 %10, %11
  %13 = and i64 %9, 2147483640
  %14 = icmp eq i64 %13, %9
  %15 = and i64 %9, 3
  %16 = icmp eq i64 %15, 0
  br label %17

17:                                               ; preds = %54, %6
  %18 = phi i64 [ 0, %6 ], [ %55, %54 ]
  br i1 %7, label %19, label %54

19:                                               ; preds = %17
  %20 = mul nuw nsw i64 %18, %9
  %21 = getelementptr inbounds float, ptr %1, i64 %18
  %22 = getelementptr inbounds float, ptr %0, i64 %20
  br i1 %12, label %40, label %23

23:                                               ; preds = %52, %19
  %24 = phi i64 [ 0, %19 ], [ %13, %52 ]
  br i1 %16, label %36, label %25

25:                                               ; preds = %25, %23
  %26 = phi i64 [ %33, %25 ], [ %24, %23 ]
  %27 = phi i64 [ %34, %25 ], [ 0, %23 ]
  %28 = mul nuw nsw i64 %26, %8
  %29 = getelementptr inbounds float, ptr %21, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !5, !llvm.access.group !40
  %31 = fmul float %30, 2.000000e+00
  %32 = getelementptr inbounds float, ptr %22, i64 %26
  store float %31, ptr %32, align 4, !tbaa !5, !llvm.access.group !40
  %33 = add nuw nsw i64 %26, 1
  %34 = add i64 %27, 1
  %35 = icmp eq i64 %34, %15
  br i1 %35, label %36, label %25, !llvm.loop !43

36:                                               ; preds = %25, %23
  %37 = phi i64 [ %24, %23 ], [ %33, %25 ]
  %38 = sub nsw i64 %24, %9
  %39 = icmp ugt i64 %38, -4
  br i1 %39, label %54, label %57

40:                                               ; preds = %40, %19
  %41 = phi i64 [ %50, %40 ], [ 0, %19 ]
  %42 = getelementptr inbounds float, ptr %21, i64 %41
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load <4 x float>, ptr %42, align 4, !tbaa !5, !llvm.access.group !40
  %45 = load <4 x float>, ptr %43, align 4, !tbaa !5, !llvm.access.group !40
  %46 = fmul <4 x float> %44, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %47 = fmul <4 x float> %45, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %48 = getelementptr inbounds float, ptr %22, i64 %41
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  store <4 x float> %46, ptr %48, align 4, !tbaa !5, !llvm.access.group !40
  store <4 x float> %47, ptr %49, align 4, !tbaa !5, !llvm.access.group !40
  %50 = add nuw i64 %41, 8
  %51 = icmp eq i64 %50, %13
  br i1 %51, label %52, label %40, !llvm.loop !44

52:                                               ; preds = %40
  br i1 %14, label %54, label %23

53:                                               ; preds = %54, %4
  ret void

54:                                               ; preds = %57, %52, %36, %17
  %55 = add nuw nsw i64 %18, 1
  %56 = icmp eq i64 %55, %8
  br i1 %56, label %53, label %17, !llvm.loop !46

57:                                               ; preds = %57, %36
  %58 = phi i64 [ %82, %57 ], [ %37, %36 ]
  %59 = mul nuw nsw i64 %58, %8
  %60 = getelementptr inbounds float, ptr %21, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !5, !llvm.access.group !40
  %62 = fmul float %61, 2.000000e+00
  %63 = getelementptr inbounds float, ptr %22, i64 %58
  store float %62, ptr %63, align 4, !tbaa !5, !llvm.access.group !40
  %64 = add nuw nsw i64 %58, 1
  %65 = mul nuw nsw i64 %64, %8
  %66 = getelementptr inbounds float, ptr %21, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !5, !llvm.access.group !40
  %68 = fmul float %67, 2.000000e+00
  %69 = getelementptr inbounds float, ptr %22, i64 %64
  store float %68, ptr %69, align 4, !tbaa !5, !llvm.access.group !40
  %70 = add nuw nsw i64 %58, 2
  %71 = mul nuw nsw i64 %70, %8
  %72 = getelementptr inbounds float, ptr %21, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !5, !llvm.access.group !40
  %74 = fmul float %73, 2.000000e+00
  %75 = getelementptr inbounds float, ptr %22, i64 %70
  store float %74, ptr %75, align 4, !tbaa !5, !llvm.access.group !40
  %76 = add nuw nsw i64 %58, 3
  %77 = mul nuw nsw i64 %76, %8
  %78 = getelementptr inbounds float, ptr %21, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !5, !llvm.access.group !40
  %80 = fmul float %79, 2.000000e+00
  %81 = getelementptr inbounds float, ptr %22, i64 %76
  store float %80, ptr %81, align 4, !tbaa !5, !llvm.access.group !40
  %82 = add nuw nsw i64 %58, 4
  %83 = icmp eq i64 %82, %9
  br i1 %83, label %54, label %57, !llvm.loop !49
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @interleave_safety(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %44

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %8, label %10

8:                                                ; preds = %42, %5
  %9 = phi i64 [ 0, %5 ], [ %11, %42 ]
  br label %45

10:                                               ; preds = %5
  %11 = and i64 %6, 2147483644
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %40, %12 ]
  %14 = or disjoint i64 %13, 1
  %15 = or disjoint i64 %13, 2
  %16 = or disjoint i64 %13, 3
  %17 = getelementptr inbounds i32, ptr %0, i64 %13
  %18 = load <4 x i32>, ptr %17, align 4, !tbaa !28, !llvm.access.group !50
  %19 = add nsw <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>
  %20 = getelementptr inbounds i32, ptr %1, i64 %13
  %21 = getelementptr inbounds i32, ptr %1, i64 %14
  %22 = getelementptr inbounds i32, ptr %1, i64 %15
  %23 = getelementptr inbounds i32, ptr %1, i64 %16
  %24 = load i32, ptr %20, align 4, !tbaa !28, !llvm.access.group !50
  %25 = load i32, ptr %21, align 4, !tbaa !28, !llvm.access.group !50
  %26 = load i32, ptr %22, align 4, !tbaa !28, !llvm.access.group !50
  %27 = load i32, ptr %23, align 4, !tbaa !28, !llvm.access.group !50
  %28 = sext i32 %24 to i64
  %29 = sext i32 %25 to i64
  %30 = sext i32 %26 to i64
  %31 = sext i32 %27 to i64
  %32 = getelementptr inbounds i32, ptr %0, i64 %28
  %33 = getelementptr inbounds i32, ptr %0, i64 %29
  %34 = getelementptr inbounds i32, ptr %0, i64 %30
  %35 = getelementptr inbounds i32, ptr %0, i64 %31
  %36 = extractelement <4 x i32> %19, i64 0
  store i32 %36, ptr %32, align 4, !tbaa !28, !llvm.access.group !50
  %37 = extractelement <4 x i32> %19, i64 1
  store i32 %37, ptr %33, align 4, !tbaa !28, !llvm.access.group !50
  %38 = extractelement <4 x i32> %19, i64 2
  store i32 %38, ptr %34, align 4, !tbaa !28, !llvm.access.group !50
  %39 = extractelement <4 x i32> %19, i64 3
  store i32 %39, ptr %35, align 4, !tbaa !28, !llvm.access.group !50
  %40 = add nuw i64 %13, 4
  %41 = icmp eq i64 %40, %11
  br i1 %41, label %42, label %12, !llvm.loop !51

42:                                               ; preds = %12
  %43 = icmp eq i64 %11, %6
  br i1 %43, label %44, label %8

44:                                               ; preds = %45, %42, %3
  ret void

45:                                               ; preds = %45, %8
  %46 = phi i64 [ %54, %45 ], [ %9, %8 ]
  %47 = getelementptr inbounds i32, ptr %0, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !28, !llvm.access.group !50
  %49 = add nsw i32 %48, 1
  %50 = getelementptr inbounds i32, ptr %1, i64 %46
  %51 = load i32, ptr %50, align 4, !tbaa !28, !llvm.access.group !50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %0, i64 %52
  store i32 %49, ptr %53, align 4, !tbaa !28, !llvm.access.group !50
  %54 = add nuw nsw i64 %46, 1
  %55 = icmp eq i64 %54, %6
  br i1 %55, label %44, label %45, !llvm.loop !53
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @predicate(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %49

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = add nuw nsw i64 %5, 3
  %7 = and i64 %6, 4294967292
  %8 = add nsw i64 %5, -1
  %9 = insertelement <4 x i64> poison, i64 %8, i64 0
  %10 = shufflevector <4 x i64> %9, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %11

11:                                               ; preds = %45, %4
  %12 = phi i64 [ 0, %4 ], [ %46, %45 ]
  %13 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %4 ], [ %47, %45 ]
  %14 = trunc i64 %12 to i32
  %15 = icmp ule <4 x i64> %13, %10
  %16 = extractelement <4 x i1> %15, i64 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %11
  %18 = getelementptr inbounds i32, ptr %0, i64 %12
  %19 = load i32, ptr %18, align 4, !tbaa !28
  %20 = add nsw i32 %19, %14
  store i32 %20, ptr %18, align 4, !tbaa !28
  br label %21

21:                                               ; preds = %17, %11
  %22 = extractelement <4 x i1> %15, i64 1
  br i1 %22, label %23, label %29

23:                                               ; preds = %21
  %24 = or disjoint i64 %12, 1
  %25 = getelementptr inbounds i32, ptr %0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !28
  %27 = or disjoint i32 %14, 1
  %28 = add nsw i32 %26, %27
  store i32 %28, ptr %25, align 4, !tbaa !28
  br label %29

29:                                               ; preds = %23, %21
  %30 = extractelement <4 x i1> %15, i64 2
  br i1 %30, label %31, label %37

31:                                               ; preds = %29
  %32 = or disjoint i64 %12, 2
  %33 = getelementptr inbounds i32, ptr %0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !28
  %35 = or disjoint i32 %14, 2
  %36 = add nsw i32 %34, %35
  store i32 %36, ptr %33, align 4, !tbaa !28
  br label %37

37:                                               ; preds = %31, %29
  %38 = extractelement <4 x i1> %15, i64 3
  br i1 %38, label %39, label %45

39:                                               ; preds = %37
  %40 = or disjoint i64 %12, 3
  %41 = getelementptr inbounds i32, ptr %0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !28
  %43 = or disjoint i32 %14, 3
  %44 = add nsw i32 %42, %43
  store i32 %44, ptr %41, align 4, !tbaa !28
  br label %45

45:                                               ; preds = %39, %37
  %46 = add i64 %12, 4
  %47 = add <4 x i64> %13, <i64 4, i64 4, i64 4, i64 4>
  %48 = icmp eq i64 %46, %7
  br i1 %48, label %49, label %11, !llvm.loop !54

49:                                               ; preds = %45, %2
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @unroll_full(ptr nocapture noundef readonly %0) local_unnamed_addr #3 {
  %2 = load <16 x i32>, ptr %0, align 4, !tbaa !28
  %3 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %2)
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @unroll_count(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %103

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %7, label %32

7:                                                ; preds = %97, %4
  %8 = phi i64 [ 0, %4 ], [ %33, %97 ]
  %9 = phi i32 [ 0, %4 ], [ %101, %97 ]
  %10 = and i64 %5, 3
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %22, label %12

12:                                               ; preds = %12, %7
  %13 = phi i64 [ %19, %12 ], [ %8, %7 ]
  %14 = phi i32 [ %18, %12 ], [ %9, %7 ]
  %15 = phi i64 [ %20, %12 ], [ 0, %7 ]
  %16 = getelementptr inbounds i32, ptr %0, i64 %13
  %17 = load i32, ptr %16, align 4, !tbaa !28
  %18 = xor i32 %17, %14
  %19 = add nuw nsw i64 %13, 1
  %20 = add i64 %15, 1
  %21 = icmp eq i64 %20, %10
  br i1 %21, label %22, label %12, !llvm.loop !55

22:                                               ; preds = %12, %7
  %23 = phi i32 [ poison, %7 ], [ %18, %12 ]
  %24 = phi i64 [ %8, %7 ], [ %19, %12 ]
  %25 = phi i32 [ %9, %7 ], [ %18, %12 ]
  %26 = sub nsw i64 %8, %5
  %27 = icmp ugt i64 %26, -4
  br i1 %27, label %103, label %28

28:                                               ; preds = %22
  %29 = getelementptr i8, ptr %0, i64 4
  %30 = getelementptr i8, ptr %0, i64 8
  %31 = getelementptr i8, ptr %0, i64 12
  br label %105

32:                                               ; preds = %4
  %33 = and i64 %5, 2147483640
  %34 = add nsw i64 %5, -8
  %35 = lshr i64 %34, 3
  %36 = add nuw nsw i64 %35, 1
  %37 = and i64 %36, 3
  %38 = icmp ult i64 %34, 24
  br i1 %38, label %76, label %39

39:                                               ; preds = %32
  %40 = and i64 %36, 4611686018427387900
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi i64 [ 0, %39 ], [ %73, %41 ]
  %43 = phi <4 x i32> [ zeroinitializer, %39 ], [ %71, %41 ]
  %44 = phi <4 x i32> [ zeroinitializer, %39 ], [ %72, %41 ]
  %45 = phi i64 [ 0, %39 ], [ %74, %41 ]
  %46 = getelementptr inbounds i32, ptr %0, i64 %42
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load <4 x i32>, ptr %46, align 4, !tbaa !28
  %49 = load <4 x i32>, ptr %47, align 4, !tbaa !28
  %50 = xor <4 x i32> %48, %43
  %51 = xor <4 x i32> %49, %44
  %52 = or disjoint i64 %42, 8
  %53 = getelementptr inbounds i32, ptr %0, i64 %52
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load <4 x i32>, ptr %53, align 4, !tbaa !28
  %56 = load <4 x i32>, ptr %54, align 4, !tbaa !28
  %57 = xor <4 x i32> %55, %50
  %58 = xor <4 x i32> %56, %51
  %59 = or disjoint i64 %42, 16
  %60 = getelementptr inbounds i32, ptr %0, i64 %59
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load <4 x i32>, ptr %60, align 4, !tbaa !28
  %63 = load <4 x i32>, ptr %61, align 4, !tbaa !28
  %64 = xor <4 x i32> %62, %57
  %65 = xor <4 x i32> %63, %58
  %66 = or disjoint i64 %42, 24
  %67 = getelementptr inbounds i32, ptr %0, i64 %66
  %68 = getelementptr inbounds i8, ptr %67, i64 16
  %69 = load <4 x i32>, ptr %67, align 4, !tbaa !28
  %70 = load <4 x i32>, ptr %68, align 4, !tbaa !28
  %71 = xor <4 x i32> %69, %64
  %72 = xor <4 x i32> %70, %65
  %73 = add nuw i64 %42, 32
  %74 = add i64 %45, 4
  %75 = icmp eq i64 %74, %40
  br i1 %75, label %76, label %41, !llvm.loop !56

76:                                               ; preds = %41, %32
  %77 = phi <4 x i32> [ poison, %32 ], [ %71, %41 ]
  %78 = phi <4 x i32> [ poison, %32 ], [ %72, %41 ]
  %79 = phi i64 [ 0, %32 ], [ %73, %41 ]
  %80 = phi <4 x i32> [ zeroinitializer, %32 ], [ %71, %41 ]
  %81 = phi <4 x i32> [ zeroinitializer, %32 ], [ %72, %41 ]
  %82 = icmp eq i64 %37, 0
  br i1 %82, label %97, label %83

83:                                               ; preds = %83, %76
  %84 = phi i64 [ %94, %83 ], [ %79, %76 ]
  %85 = phi <4 x i32> [ %92, %83 ], [ %80, %76 ]
  %86 = phi <4 x i32> [ %93, %83 ], [ %81, %76 ]
  %87 = phi i64 [ %95, %83 ], [ 0, %76 ]
  %88 = getelementptr inbounds i32, ptr %0, i64 %84
  %89 = getelementptr inbounds i8, ptr %88, i64 16
  %90 = load <4 x i32>, ptr %88, align 4, !tbaa !28
  %91 = load <4 x i32>, ptr %89, align 4, !tbaa !28
  %92 = xor <4 x i32> %90, %85
  %93 = xor <4 x i32> %91, %86
  %94 = add nuw i64 %84, 8
  %95 = add i64 %87, 1
  %96 = icmp eq i64 %95, %37
  br i1 %96, label %97, label %83, !llvm.loop !57

97:                                               ; preds = %83, %76
  %98 = phi <4 x i32> [ %77, %76 ], [ %92, %83 ]
  %99 = phi <4 x i32> [ %78, %76 ], [ %93, %83 ]
  %100 = xor <4 x i32> %99, %98
  %101 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %100)
  %102 = icmp eq i64 %33, %5
  br i1 %102, label %103, label %7

103:                                              ; preds = %105, %97, %22, %2
  %104 = phi i32 [ 0, %2 ], [ %101, %97 ], [ %23, %22 ], [ %119, %105 ]
  ret i32 %104

105:                                              ; preds = %105, %28
  %106 = phi i64 [ %24, %28 ], [ %120, %105 ]
  %107 = phi i32 [ %25, %28 ], [ %119, %105 ]
  %108 = getelementptr inbounds i32, ptr %0, i64 %106
  %109 = load i32, ptr %108, align 4, !tbaa !28
  %110 = xor i32 %109, %107
  %111 = getelementptr i32, ptr %29, i64 %106
  %112 = load i32, ptr %111, align 4, !tbaa !28
  %113 = xor i32 %112, %110
  %114 = getelementptr i32, ptr %30, i64 %106
  %115 = load i32, ptr %114, align 4, !tbaa !28
  %116 = xor i32 %115, %113
  %117 = getelementptr i32, ptr %31, i64 %106
  %118 = load i32, ptr %117, align 4, !tbaa !28
  %119 = xor i32 %118, %116
  %120 = add nuw nsw i64 %106, 4
  %121 = icmp eq i64 %120, %5
  br i1 %121, label %103, label %105, !llvm.loop !58
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @unroll_disable(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %7, label %10

7:                                                ; preds = %23, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %23 ]
  %9 = phi i32 [ 0, %4 ], [ %24, %23 ]
  br label %28

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483644
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %20, %12 ]
  %14 = phi <4 x i32> [ zeroinitializer, %10 ], [ %19, %12 ]
  %15 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %10 ], [ %21, %12 ]
  %16 = getelementptr inbounds i32, ptr %0, i64 %13
  %17 = load <4 x i32>, ptr %16, align 4, !tbaa !28
  %18 = mul nsw <4 x i32> %17, %15
  %19 = add <4 x i32> %18, %14
  %20 = add nuw i64 %13, 4
  %21 = add <4 x i32> %15, <i32 4, i32 4, i32 4, i32 4>
  %22 = icmp eq i64 %20, %11
  br i1 %22, label %23, label %12, !llvm.loop !59

23:                                               ; preds = %12
  %24 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %19)
  %25 = icmp eq i64 %11, %5
  br i1 %25, label %26, label %7

26:                                               ; preds = %28, %23, %2
  %27 = phi i32 [ 0, %2 ], [ %24, %23 ], [ %35, %28 ]
  ret i32 %27

28:                                               ; preds = %28, %7
  %29 = phi i64 [ %36, %28 ], [ %8, %7 ]
  %30 = phi i32 [ %35, %28 ], [ %9, %7 ]
  %31 = getelementptr inbounds i32, ptr %0, i64 %29
  %32 = load i32, ptr %31, align 4, !tbaa !28
  %33 = trunc nuw nsw i64 %29 to i32
  %34 = mul nsw i32 %32, %33
  %35 = add nsw i32 %34, %30
  %36 = add nuw nsw i64 %29, 1
  %37 = icmp eq i64 %36, %5
  br i1 %37, label %26, label %28, !llvm.loop !60
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @pragma_unroll(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %187

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %7, label %36

7:                                                ; preds = %129, %4
  %8 = phi i64 [ 0, %4 ], [ %37, %129 ]
  %9 = phi i32 [ 0, %4 ], [ %133, %129 ]
  %10 = and i64 %5, 7
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %22, label %12

12:                                               ; preds = %12, %7
  %13 = phi i64 [ %19, %12 ], [ %8, %7 ]
  %14 = phi i32 [ %18, %12 ], [ %9, %7 ]
  %15 = phi i64 [ %20, %12 ], [ 0, %7 ]
  %16 = getelementptr inbounds i32, ptr %0, i64 %13
  %17 = load i32, ptr %16, align 4, !tbaa !28
  %18 = add nsw i32 %17, %14
  %19 = add nuw nsw i64 %13, 1
  %20 = add i64 %15, 1
  %21 = icmp eq i64 %20, %10
  br i1 %21, label %22, label %12, !llvm.loop !61

22:                                               ; preds = %12, %7
  %23 = phi i32 [ poison, %7 ], [ %18, %12 ]
  %24 = phi i64 [ %8, %7 ], [ %19, %12 ]
  %25 = phi i32 [ %9, %7 ], [ %18, %12 ]
  %26 = sub nsw i64 %8, %5
  %27 = icmp ugt i64 %26, -8
  br i1 %27, label %135, label %28

28:                                               ; preds = %22
  %29 = getelementptr i8, ptr %0, i64 4
  %30 = getelementptr i8, ptr %0, i64 8
  %31 = getelementptr i8, ptr %0, i64 12
  %32 = getelementptr i8, ptr %0, i64 16
  %33 = getelementptr i8, ptr %0, i64 20
  %34 = getelementptr i8, ptr %0, i64 24
  %35 = getelementptr i8, ptr %0, i64 28
  br label %158

36:                                               ; preds = %4
  %37 = and i64 %5, 2147483640
  %38 = add nsw i64 %5, -8
  %39 = lshr i64 %38, 3
  %40 = add nuw nsw i64 %39, 1
  %41 = and i64 %40, 7
  %42 = icmp ult i64 %38, 56
  br i1 %42, label %108, label %43

43:                                               ; preds = %36
  %44 = and i64 %40, 4611686018427387896
  br label %45

45:                                               ; preds = %45, %43
  %46 = phi i64 [ 0, %43 ], [ %105, %45 ]
  %47 = phi <4 x i32> [ zeroinitializer, %43 ], [ %103, %45 ]
  %48 = phi <4 x i32> [ zeroinitializer, %43 ], [ %104, %45 ]
  %49 = phi i64 [ 0, %43 ], [ %106, %45 ]
  %50 = getelementptr inbounds i32, ptr %0, i64 %46
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  %52 = load <4 x i32>, ptr %50, align 4, !tbaa !28
  %53 = load <4 x i32>, ptr %51, align 4, !tbaa !28
  %54 = add <4 x i32> %52, %47
  %55 = add <4 x i32> %53, %48
  %56 = or disjoint i64 %46, 8
  %57 = getelementptr inbounds i32, ptr %0, i64 %56
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load <4 x i32>, ptr %57, align 4, !tbaa !28
  %60 = load <4 x i32>, ptr %58, align 4, !tbaa !28
  %61 = add <4 x i32> %59, %54
  %62 = add <4 x i32> %60, %55
  %63 = or disjoint i64 %46, 16
  %64 = getelementptr inbounds i32, ptr %0, i64 %63
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  %66 = load <4 x i32>, ptr %64, align 4, !tbaa !28
  %67 = load <4 x i32>, ptr %65, align 4, !tbaa !28
  %68 = add <4 x i32> %66, %61
  %69 = add <4 x i32> %67, %62
  %70 = or disjoint i64 %46, 24
  %71 = getelementptr inbounds i32, ptr %0, i64 %70
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  %73 = load <4 x i32>, ptr %71, align 4, !tbaa !28
  %74 = load <4 x i32>, ptr %72, align 4, !tbaa !28
  %75 = add <4 x i32> %73, %68
  %76 = add <4 x i32> %74, %69
  %77 = or disjoint i64 %46, 32
  %78 = getelementptr inbounds i32, ptr %0, i64 %77
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load <4 x i32>, ptr %78, align 4, !tbaa !28
  %81 = load <4 x i32>, ptr %79, align 4, !tbaa !28
  %82 = add <4 x i32> %80, %75
  %83 = add <4 x i32> %81, %76
  %84 = or disjoint i64 %46, 40
  %85 = getelementptr inbounds i32, ptr %0, i64 %84
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  %87 = load <4 x i32>, ptr %85, align 4, !tbaa !28
  %88 = load <4 x i32>, ptr %86, align 4, !tbaa !28
  %89 = add <4 x i32> %87, %82
  %90 = add <4 x i32> %88, %83
  %91 = or disjoint i64 %46, 48
  %92 = getelementptr inbounds i32, ptr %0, i64 %91
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  %94 = load <4 x i32>, ptr %92, align 4, !tbaa !28
  %95 = load <4 x i32>, ptr %93, align 4, !tbaa !28
  %96 = add <4 x i32> %94, %89
  %97 = add <4 x i32> %95, %90
  %98 = or disjoint i64 %46, 56
  %99 = getelementptr inbounds i32, ptr %0, i64 %98
  %100 = getelementptr inbounds i8, ptr %99, i64 16
  %101 = load <4 x i32>, ptr %99, align 4, !tbaa !28
  %102 = load <4 x i32>, ptr %100, align 4, !tbaa !28
  %103 = add <4 x i32> %101, %96
  %104 = add <4 x i32> %102, %97
  %105 = add nuw i64 %46, 64
  %106 = add nuw i64 %49, 8
  %107 = icmp eq i64 %106, %44
  br i1 %107, label %108, label %45, !llvm.loop !62

108:                                              ; preds = %45, %36
  %109 = phi <4 x i32> [ poison, %36 ], [ %103, %45 ]
  %110 = phi <4 x i32> [ poison, %36 ], [ %104, %45 ]
  %111 = phi i64 [ 0, %36 ], [ %105, %45 ]
  %112 = phi <4 x i32> [ zeroinitializer, %36 ], [ %103, %45 ]
  %113 = phi <4 x i32> [ zeroinitializer, %36 ], [ %104, %45 ]
  %114 = icmp eq i64 %41, 0
  br i1 %114, label %129, label %115

115:                                              ; preds = %115, %108
  %116 = phi i64 [ %126, %115 ], [ %111, %108 ]
  %117 = phi <4 x i32> [ %124, %115 ], [ %112, %108 ]
  %118 = phi <4 x i32> [ %125, %115 ], [ %113, %108 ]
  %119 = phi i64 [ %127, %115 ], [ 0, %108 ]
  %120 = getelementptr inbounds i32, ptr %0, i64 %116
  %121 = getelementptr inbounds i8, ptr %120, i64 16
  %122 = load <4 x i32>, ptr %120, align 4, !tbaa !28
  %123 = load <4 x i32>, ptr %121, align 4, !tbaa !28
  %124 = add <4 x i32> %122, %117
  %125 = add <4 x i32> %123, %118
  %126 = add nuw i64 %116, 8
  %127 = add i64 %119, 1
  %128 = icmp eq i64 %127, %41
  br i1 %128, label %129, label %115, !llvm.loop !63

129:                                              ; preds = %115, %108
  %130 = phi <4 x i32> [ %109, %108 ], [ %124, %115 ]
  %131 = phi <4 x i32> [ %110, %108 ], [ %125, %115 ]
  %132 = add <4 x i32> %131, %130
  %133 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %132)
  %134 = icmp eq i64 %37, %5
  br i1 %134, label %135, label %7

135:                                              ; preds = %158, %129, %22
  %136 = phi i32 [ %133, %129 ], [ %23, %22 ], [ %184, %158 ]
  br i1 %3, label %137, label %187

137:                                              ; preds = %135
  %138 = zext nneg i32 %1 to i64
  %139 = icmp ult i32 %1, 4
  br i1 %139, label %140, label %143

140:                                              ; preds = %155, %137
  %141 = phi i64 [ 0, %137 ], [ %144, %155 ]
  %142 = phi i32 [ %136, %137 ], [ %156, %155 ]
  br label %192

143:                                              ; preds = %137
  %144 = and i64 %5, 2147483644
  %145 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %136, i64 0
  br label %146

146:                                              ; preds = %146, %143
  %147 = phi i64 [ 0, %143 ], [ %153, %146 ]
  %148 = phi <4 x i32> [ %145, %143 ], [ %152, %146 ]
  %149 = getelementptr inbounds i32, ptr %0, i64 %147
  %150 = load <4 x i32>, ptr %149, align 4, !tbaa !28
  %151 = ashr <4 x i32> %150, <i32 1, i32 1, i32 1, i32 1>
  %152 = sub <4 x i32> %148, %151
  %153 = add nuw i64 %147, 4
  %154 = icmp eq i64 %153, %144
  br i1 %154, label %155, label %146, !llvm.loop !64

155:                                              ; preds = %146
  %156 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %152)
  %157 = icmp eq i64 %144, %5
  br i1 %157, label %187, label %140

158:                                              ; preds = %158, %28
  %159 = phi i64 [ %24, %28 ], [ %185, %158 ]
  %160 = phi i32 [ %25, %28 ], [ %184, %158 ]
  %161 = getelementptr inbounds i32, ptr %0, i64 %159
  %162 = load i32, ptr %161, align 4, !tbaa !28
  %163 = add nsw i32 %162, %160
  %164 = getelementptr i32, ptr %29, i64 %159
  %165 = load i32, ptr %164, align 4, !tbaa !28
  %166 = add nsw i32 %165, %163
  %167 = getelementptr i32, ptr %30, i64 %159
  %168 = load i32, ptr %167, align 4, !tbaa !28
  %169 = add nsw i32 %168, %166
  %170 = getelementptr i32, ptr %31, i64 %159
  %171 = load i32, ptr %170, align 4, !tbaa !28
  %172 = add nsw i32 %171, %169
  %173 = getelementptr i32, ptr %32, i64 %159
  %174 = load i32, ptr %173, align 4, !tbaa !28
  %175 = add nsw i32 %174, %172
  %176 = getelementptr i32, ptr %33, i64 %159
  %177 = load i32, ptr %176, align 4, !tbaa !28
  %178 = add nsw i32 %177, %175
  %179 = getelementptr i32, ptr %34, i64 %159
  %180 = load i32, ptr %179, align 4, !tbaa !28
  %181 = add nsw i32 %180, %178
  %182 = getelementptr i32, ptr %35, i64 %159
  %183 = load i32, ptr %182, align 4, !tbaa !28
  %184 = add nsw i32 %183, %181
  %185 = add nuw nsw i64 %159, 8
  %186 = icmp eq i64 %185, %5
  br i1 %186, label %135, label %158, !llvm.loop !65

187:                                              ; preds = %192, %155, %135, %2
  %188 = phi i32 [ %136, %135 ], [ 0, %2 ], [ %156, %155 ], [ %198, %192 ]
  %189 = load <4 x i32>, ptr %0, align 4, !tbaa !28
  %190 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %189)
  %191 = add i32 %190, %188
  ret i32 %191

192:                                              ; preds = %192, %140
  %193 = phi i64 [ %199, %192 ], [ %141, %140 ]
  %194 = phi i32 [ %198, %192 ], [ %142, %140 ]
  %195 = getelementptr inbounds i32, ptr %0, i64 %193
  %196 = load i32, ptr %195, align 4, !tbaa !28
  %197 = ashr i32 %196, 1
  %198 = sub nsw i32 %194, %197
  %199 = add nuw nsw i64 %193, 1
  %200 = icmp eq i64 %199, %138
  br i1 %200, label %187, label %192, !llvm.loop !66
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @distribute(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 1
  br i1 %5, label %6, label %190

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = shl nuw nsw i64 %7, 2
  %9 = getelementptr i8, ptr %0, i64 %8
  %10 = getelementptr i8, ptr %2, i64 4
  %11 = getelementptr i8, ptr %2, i64 %8
  %12 = getelementptr i8, ptr %1, i64 4
  %13 = getelementptr i8, ptr %1, i64 %8
  %14 = icmp ugt ptr %11, %0
  %15 = icmp ult ptr %10, %9
  %16 = and i1 %14, %15
  %17 = icmp ugt ptr %13, %0
  %18 = icmp ult ptr %12, %9
  %19 = and i1 %17, %18
  %20 = or i1 %16, %19
  %21 = icmp ult ptr %10, %13
  %22 = icmp ult ptr %12, %11
  %23 = and i1 %21, %22
  %24 = or i1 %20, %23
  br i1 %24, label %25, label %93

25:                                               ; preds = %6
  %26 = shl nuw nsw i64 %7, 2
  %27 = getelementptr i8, ptr %0, i64 %26
  %28 = getelementptr i8, ptr %2, i64 4
  %29 = getelementptr i8, ptr %2, i64 %26
  %30 = icmp ugt ptr %29, %0
  %31 = icmp ult ptr %28, %27
  %32 = and i1 %30, %31
  br i1 %32, label %33, label %64

33:                                               ; preds = %25
  %34 = add nsw i64 %7, -1
  %35 = and i64 %34, 1
  %36 = icmp eq i32 %3, 2
  br i1 %36, label %165, label %37

37:                                               ; preds = %33
  %38 = and i64 %34, -2
  br label %39

39:                                               ; preds = %39, %37
  %40 = phi i64 [ 1, %37 ], [ %61, %39 ]
  %41 = phi i64 [ 0, %37 ], [ %62, %39 ]
  %42 = getelementptr i32, ptr %0, i64 %40
  %43 = getelementptr i8, ptr %42, i64 -4
  %44 = load i32, ptr %43, align 4, !tbaa !28
  %45 = getelementptr inbounds i32, ptr %1, i64 %40
  %46 = load i32, ptr %45, align 4, !tbaa !28
  %47 = add nsw i32 %46, %44
  store i32 %47, ptr %42, align 4, !tbaa !28
  %48 = load i32, ptr %45, align 4, !tbaa !28
  %49 = shl nsw i32 %48, 1
  %50 = getelementptr inbounds i32, ptr %2, i64 %40
  store i32 %49, ptr %50, align 4, !tbaa !28
  %51 = add nuw nsw i64 %40, 1
  %52 = getelementptr i32, ptr %0, i64 %51
  %53 = getelementptr i8, ptr %52, i64 -4
  %54 = load i32, ptr %53, align 4, !tbaa !28
  %55 = getelementptr inbounds i32, ptr %1, i64 %51
  %56 = load i32, ptr %55, align 4, !tbaa !28
  %57 = add nsw i32 %56, %54
  store i32 %57, ptr %52, align 4, !tbaa !28
  %58 = load i32, ptr %55, align 4, !tbaa !28
  %59 = shl nsw i32 %58, 1
  %60 = getelementptr inbounds i32, ptr %2, i64 %51
  store i32 %59, ptr %60, align 4, !tbaa !28
  %61 = add nuw nsw i64 %40, 2
  %62 = add i64 %41, 2
  %63 = icmp eq i64 %62, %38
  br i1 %63, label %165, label %39, !llvm.loop !67

64:                                               ; preds = %25
  %65 = load i32, ptr %0, align 4
  %66 = add nsw i64 %7, -1
  %67 = and i64 %66, 1
  %68 = icmp eq i32 %3, 2
  br i1 %68, label %178, label %69

69:                                               ; preds = %64
  %70 = and i64 %66, -2
  br label %71

71:                                               ; preds = %71, %69
  %72 = phi i32 [ %65, %69 ], [ %86, %71 ]
  %73 = phi i64 [ 1, %69 ], [ %90, %71 ]
  %74 = phi i64 [ 0, %69 ], [ %91, %71 ]
  %75 = getelementptr i32, ptr %0, i64 %73
  %76 = getelementptr inbounds i32, ptr %1, i64 %73
  %77 = load i32, ptr %76, align 4, !tbaa !28
  %78 = add nsw i32 %77, %72
  store i32 %78, ptr %75, align 4, !tbaa !28
  %79 = load i32, ptr %76, align 4, !tbaa !28
  %80 = shl nsw i32 %79, 1
  %81 = getelementptr inbounds i32, ptr %2, i64 %73
  store i32 %80, ptr %81, align 4, !tbaa !28
  %82 = add nuw nsw i64 %73, 1
  %83 = getelementptr i32, ptr %0, i64 %82
  %84 = getelementptr inbounds i32, ptr %1, i64 %82
  %85 = load i32, ptr %84, align 4, !tbaa !28
  %86 = add nsw i32 %85, %78
  store i32 %86, ptr %83, align 4, !tbaa !28
  %87 = load i32, ptr %84, align 4, !tbaa !28
  %88 = shl nsw i32 %87, 1
  %89 = getelementptr inbounds i32, ptr %2, i64 %82
  store i32 %88, ptr %89, align 4, !tbaa !28
  %90 = add nuw nsw i64 %73, 2
  %91 = add i64 %74, 2
  %92 = icmp eq i64 %91, %70
  br i1 %92, label %178, label %71, !llvm.loop !67

93:                                               ; preds = %6
  %94 = load i32, ptr %0, align 4
  %95 = add nsw i64 %7, -1
  %96 = add nsw i64 %7, -2
  %97 = and i64 %95, 3
  %98 = icmp ult i64 %96, 3
  br i1 %98, label %127, label %99

99:                                               ; preds = %93
  %100 = and i64 %95, -4
  br label %101

101:                                              ; preds = %101, %99
  %102 = phi i32 [ %94, %99 ], [ %123, %101 ]
  %103 = phi i64 [ 1, %99 ], [ %124, %101 ]
  %104 = phi i64 [ 0, %99 ], [ %125, %101 ]
  %105 = getelementptr i32, ptr %0, i64 %103
  %106 = getelementptr inbounds i32, ptr %1, i64 %103
  %107 = load i32, ptr %106, align 4, !tbaa !28, !alias.scope !68
  %108 = add nsw i32 %107, %102
  store i32 %108, ptr %105, align 4, !tbaa !28, !alias.scope !71, !noalias !73
  %109 = add nuw nsw i64 %103, 1
  %110 = getelementptr i32, ptr %0, i64 %109
  %111 = getelementptr inbounds i32, ptr %1, i64 %109
  %112 = load i32, ptr %111, align 4, !tbaa !28, !alias.scope !68
  %113 = add nsw i32 %112, %108
  store i32 %113, ptr %110, align 4, !tbaa !28, !alias.scope !71, !noalias !73
  %114 = add nuw nsw i64 %103, 2
  %115 = getelementptr i32, ptr %0, i64 %114
  %116 = getelementptr inbounds i32, ptr %1, i64 %114
  %117 = load i32, ptr %116, align 4, !tbaa !28, !alias.scope !68
  %118 = add nsw i32 %117, %113
  store i32 %118, ptr %115, align 4, !tbaa !28, !alias.scope !71, !noalias !73
  %119 = add nuw nsw i64 %103, 3
  %120 = getelementptr i32, ptr %0, i64 %119
  %121 = getelementptr inbounds i32, ptr %1, i64 %119
  %122 = load i32, ptr %121, align 4, !tbaa !28, !alias.scope !68
  %123 = add nsw i32 %122, %118
  store i32 %123, ptr %120, align 4, !tbaa !28, !alias.scope !71, !noalias !73
  %124 = add nuw nsw i64 %103, 4
  %125 = add i64 %104, 4
  %126 = icmp eq i64 %125, %100
  br i1 %126, label %127, label %101, !llvm.loop !75

127:                                              ; preds = %101, %93
  %128 = phi i32 [ %94, %93 ], [ %123, %101 ]
  %129 = phi i64 [ 1, %93 ], [ %124, %101 ]
  %130 = icmp eq i64 %97, 0
  br i1 %130, label %142, label %131

131:                                              ; preds = %131, %127
  %132 = phi i32 [ %138, %131 ], [ %128, %127 ]
  %133 = phi i64 [ %139, %131 ], [ %129, %127 ]
  %134 = phi i64 [ %140, %131 ], [ 0, %127 ]
  %135 = getelementptr i32, ptr %0, i64 %133
  %136 = getelementptr inbounds i32, ptr %1, i64 %133
  %137 = load i32, ptr %136, align 4, !tbaa !28, !alias.scope !68
  %138 = add nsw i32 %137, %132
  store i32 %138, ptr %135, align 4, !tbaa !28, !alias.scope !71, !noalias !73
  %139 = add nuw nsw i64 %133, 1
  %140 = add i64 %134, 1
  %141 = icmp eq i64 %140, %97
  br i1 %141, label %142, label %131, !llvm.loop !77

142:                                              ; preds = %131, %127
  %143 = add nsw i64 %7, -1
  %144 = icmp ult i32 %3, 9
  br i1 %144, label %145, label %147

145:                                              ; preds = %163, %142
  %146 = phi i64 [ 1, %142 ], [ %149, %163 ]
  br label %191

147:                                              ; preds = %142
  %148 = and i64 %143, -8
  %149 = or disjoint i64 %148, 1
  br label %150

150:                                              ; preds = %150, %147
  %151 = phi i64 [ 0, %147 ], [ %161, %150 ]
  %152 = or disjoint i64 %151, 1
  %153 = getelementptr inbounds i32, ptr %1, i64 %152
  %154 = getelementptr inbounds i8, ptr %153, i64 16
  %155 = load <4 x i32>, ptr %153, align 4, !tbaa !28, !alias.scope !68
  %156 = load <4 x i32>, ptr %154, align 4, !tbaa !28, !alias.scope !68
  %157 = shl nsw <4 x i32> %155, <i32 1, i32 1, i32 1, i32 1>
  %158 = shl nsw <4 x i32> %156, <i32 1, i32 1, i32 1, i32 1>
  %159 = getelementptr inbounds i32, ptr %2, i64 %152
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  store <4 x i32> %157, ptr %159, align 4, !tbaa !28, !alias.scope !78, !noalias !68
  store <4 x i32> %158, ptr %160, align 4, !tbaa !28, !alias.scope !78, !noalias !68
  %161 = add nuw i64 %151, 8
  %162 = icmp eq i64 %161, %148
  br i1 %162, label %163, label %150, !llvm.loop !79

163:                                              ; preds = %150
  %164 = icmp eq i64 %143, %148
  br i1 %164, label %190, label %145

165:                                              ; preds = %39, %33
  %166 = phi i64 [ 1, %33 ], [ %61, %39 ]
  %167 = icmp eq i64 %35, 0
  br i1 %167, label %190, label %168

168:                                              ; preds = %165
  %169 = getelementptr i32, ptr %0, i64 %166
  %170 = getelementptr i8, ptr %169, i64 -4
  %171 = load i32, ptr %170, align 4, !tbaa !28
  %172 = getelementptr inbounds i32, ptr %1, i64 %166
  %173 = load i32, ptr %172, align 4, !tbaa !28
  %174 = add nsw i32 %173, %171
  store i32 %174, ptr %169, align 4, !tbaa !28
  %175 = load i32, ptr %172, align 4, !tbaa !28
  %176 = shl nsw i32 %175, 1
  %177 = getelementptr inbounds i32, ptr %2, i64 %166
  store i32 %176, ptr %177, align 4, !tbaa !28
  br label %190

178:                                              ; preds = %71, %64
  %179 = phi i32 [ %65, %64 ], [ %86, %71 ]
  %180 = phi i64 [ 1, %64 ], [ %90, %71 ]
  %181 = icmp eq i64 %67, 0
  br i1 %181, label %190, label %182

182:                                              ; preds = %178
  %183 = getelementptr i32, ptr %0, i64 %180
  %184 = getelementptr inbounds i32, ptr %1, i64 %180
  %185 = load i32, ptr %184, align 4, !tbaa !28
  %186 = add nsw i32 %185, %179
  store i32 %186, ptr %183, align 4, !tbaa !28
  %187 = load i32, ptr %184, align 4, !tbaa !28
  %188 = shl nsw i32 %187, 1
  %189 = getelementptr inbounds i32, ptr %2, i64 %180
  store i32 %188, ptr %189, align 4, !tbaa !28
  br label %190

190:                                              ; preds = %191, %182, %178, %168, %165, %163, %4
  ret void

191:                                              ; preds = %191, %145
  %192 = phi i64 [ %197, %191 ], [ %146, %145 ]
  %193 = getelementptr inbounds i32, ptr %1, i64 %192
  %194 = load i32, ptr %193, align 4, !tbaa !28, !alias.scope !68
  %195 = shl nsw i32 %194, 1
  %196 = getelementptr inbounds i32, ptr %2, i64 %192
  store i32 %195, ptr %196, align 4, !tbaa !28, !alias.scope !78, !noalias !68
  %197 = add nuw nsw i64 %192, 1
  %198 = icmp eq i64 %197, %7
  br i1 %198, label %190, label %191, !llvm.loop !80
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @unroll_and_jam(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %46

6:                                                ; preds = %4
  %7 = icmp sgt i32 %3, 0
  %8 = zext nneg i32 %2 to i64
  %9 = zext i32 %3 to i64
  %10 = shl nuw nsw i64 %8, 2
  %11 = getelementptr i8, ptr %0, i64 %10
  %12 = shl nuw nsw i64 %9, 2
  %13 = getelementptr i8, ptr %1, i64 %12
  %14 = icmp ult i32 %3, 8
  %15 = icmp ugt ptr %13, %0
  %16 = icmp ugt ptr %11, %1
  %17 = and i1 %15, %16
  %18 = and i64 %9, 2147483640
  %19 = icmp eq i64 %18, %9
  br label %20

20:                                               ; preds = %47, %6
  %21 = phi i64 [ 0, %6 ], [ %48, %47 ]
  br i1 %7, label %22, label %47

22:                                               ; preds = %20
  %23 = getelementptr inbounds i32, ptr %0, i64 %21
  %24 = load i32, ptr %23, align 4, !tbaa !28
  %25 = select i1 %14, i1 true, i1 %17
  br i1 %25, label %26, label %29

26:                                               ; preds = %43, %22
  %27 = phi i64 [ 0, %22 ], [ %18, %43 ]
  %28 = phi i32 [ %24, %22 ], [ %45, %43 ]
  br label %50

29:                                               ; preds = %22
  %30 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %24, i64 0
  br label %31

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %41, %31 ]
  %33 = phi <4 x i32> [ %30, %29 ], [ %39, %31 ]
  %34 = phi <4 x i32> [ zeroinitializer, %29 ], [ %40, %31 ]
  %35 = getelementptr inbounds i32, ptr %1, i64 %32
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load <4 x i32>, ptr %35, align 4, !tbaa !28, !alias.scope !81
  %38 = load <4 x i32>, ptr %36, align 4, !tbaa !28, !alias.scope !81
  %39 = add <4 x i32> %33, %37
  %40 = add <4 x i32> %34, %38
  %41 = add nuw i64 %32, 8
  %42 = icmp eq i64 %41, %18
  br i1 %42, label %43, label %31, !llvm.loop !84

43:                                               ; preds = %31
  %44 = add <4 x i32> %40, %39
  %45 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %44)
  store i32 %45, ptr %23, align 4, !tbaa !28
  br i1 %19, label %47, label %26

46:                                               ; preds = %47, %4
  ret void

47:                                               ; preds = %50, %43, %20
  %48 = add nuw nsw i64 %21, 1
  %49 = icmp eq i64 %48, %8
  br i1 %49, label %46, label %20, !llvm.loop !85

50:                                               ; preds = %50, %26
  %51 = phi i64 [ %56, %50 ], [ %27, %26 ]
  %52 = phi i32 [ %55, %50 ], [ %28, %26 ]
  %53 = getelementptr inbounds i32, ptr %1, i64 %51
  %54 = load i32, ptr %53, align 4, !tbaa !28
  %55 = add nsw i32 %52, %54
  store i32 %55, ptr %23, align 4, !tbaa !28
  %56 = add nuw nsw i64 %51, 1
  %57 = icmp eq i64 %56, %9
  br i1 %57, label %47, label %50, !llvm.loop !87
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @pipelined(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %23

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %7, label %9

7:                                                ; preds = %21, %4
  %8 = phi i64 [ 0, %4 ], [ %10, %21 ]
  br label %24

9:                                                ; preds = %4
  %10 = and i64 %5, 2147483640
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %19, %11 ]
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load <4 x i32>, ptr %13, align 4, !tbaa !28
  %16 = load <4 x i32>, ptr %14, align 4, !tbaa !28
  %17 = mul nsw <4 x i32> %15, %15
  %18 = mul nsw <4 x i32> %16, %16
  store <4 x i32> %17, ptr %13, align 4, !tbaa !28
  store <4 x i32> %18, ptr %14, align 4, !tbaa !28
  %19 = add nuw i64 %12, 8
  %20 = icmp eq i64 %19, %10
  br i1 %20, label %21, label %11, !llvm.loop !88

21:                                               ; preds = %11
  %22 = icmp eq i64 %10, %5
  br i1 %22, label %23, label %7

23:                                               ; preds = %24, %21, %2
  ret void

24:                                               ; preds = %24, %7
  %25 = phi i64 [ %29, %24 ], [ %8, %7 ]
  %26 = getelementptr inbounds i32, ptr %0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !28
  %28 = mul nsw i32 %27, %27
  store i32 %28, ptr %26, align 4, !tbaa !28
  %29 = add nuw nsw i64 %25, 1
  %30 = icmp eq i64 %29, %5
  br i1 %30, label %23, label %24, !llvm.loop !90
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @while_pragma(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %46, label %4

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %21, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967288
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %17, %9 ]
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  %13 = load <4 x i32>, ptr %11, align 4, !tbaa !28
  %14 = load <4 x i32>, ptr %12, align 4, !tbaa !28
  %15 = udiv <4 x i32> %13, <i32 3, i32 3, i32 3, i32 3>
  %16 = udiv <4 x i32> %14, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %15, ptr %11, align 4, !tbaa !28
  store <4 x i32> %16, ptr %12, align 4, !tbaa !28
  %17 = add nuw i64 %10, 8
  %18 = icmp eq i64 %17, %8
  br i1 %18, label %19, label %9, !llvm.loop !91

19:                                               ; preds = %9
  %20 = icmp eq i64 %8, %5
  br i1 %20, label %46, label %21

21:                                               ; preds = %19, %4
  %22 = phi i64 [ 0, %4 ], [ %8, %19 ]
  %23 = and i64 %5, 1
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %30, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i32, ptr %0, i64 %22
  %27 = load i32, ptr %26, align 4, !tbaa !28
  %28 = udiv i32 %27, 3
  store i32 %28, ptr %26, align 4, !tbaa !28
  %29 = or disjoint i64 %22, 1
  br label %30

30:                                               ; preds = %25, %21
  %31 = phi i64 [ %22, %21 ], [ %29, %25 ]
  %32 = add nsw i64 %5, -1
  %33 = icmp eq i64 %22, %32
  br i1 %33, label %46, label %34

34:                                               ; preds = %30
  %35 = getelementptr i8, ptr %0, i64 4
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i64 [ %31, %34 ], [ %44, %36 ]
  %38 = getelementptr inbounds i32, ptr %0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !28
  %40 = udiv i32 %39, 3
  store i32 %40, ptr %38, align 4, !tbaa !28
  %41 = getelementptr i32, ptr %35, i64 %37
  %42 = load i32, ptr %41, align 4, !tbaa !28
  %43 = udiv i32 %42, 3
  store i32 %43, ptr %41, align 4, !tbaa !28
  %44 = add nuw nsw i64 %37, 2
  %45 = icmp eq i64 %44, %5
  br i1 %45, label %46, label %36, !llvm.loop !95

46:                                               ; preds = %36, %30, %19, %2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read, inaccessiblemem: write) uwtable
define dso_local i32 @assume_builtin(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = icmp sgt i32 %1, 0
  tail call void @llvm.assume(i1 %3)
  %4 = and i32 %1, 3
  %5 = icmp eq i32 %4, 0
  tail call void @llvm.assume(i1 %5)
  %6 = zext nneg i32 %1 to i64
  %7 = icmp ult i32 %1, 8
  br i1 %7, label %8, label %11

8:                                                ; preds = %25, %2
  %9 = phi i64 [ 0, %2 ], [ %12, %25 ]
  %10 = phi i32 [ 0, %2 ], [ %27, %25 ]
  br label %31

11:                                               ; preds = %2
  %12 = and i64 %6, 2147483640
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %23, %13 ]
  %15 = phi <4 x i32> [ zeroinitializer, %11 ], [ %21, %13 ]
  %16 = phi <4 x i32> [ zeroinitializer, %11 ], [ %22, %13 ]
  %17 = getelementptr inbounds i32, ptr %0, i64 %14
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !28
  %20 = load <4 x i32>, ptr %18, align 4, !tbaa !28
  %21 = add <4 x i32> %19, %15
  %22 = add <4 x i32> %20, %16
  %23 = add nuw i64 %14, 8
  %24 = icmp eq i64 %23, %12
  br i1 %24, label %25, label %13, !llvm.loop !96

25:                                               ; preds = %13
  %26 = add <4 x i32> %22, %21
  %27 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %26)
  %28 = icmp eq i64 %12, %6
  br i1 %28, label %29, label %8

29:                                               ; preds = %31, %25
  %30 = phi i32 [ %27, %25 ], [ %36, %31 ]
  ret i32 %30

31:                                               ; preds = %31, %8
  %32 = phi i64 [ %37, %31 ], [ %9, %8 ]
  %33 = phi i32 [ %36, %31 ], [ %10, %8 ]
  %34 = getelementptr inbounds i32, ptr %0, i64 %32
  %35 = load i32, ptr %34, align 4, !tbaa !28
  %36 = add nsw i32 %35, %33
  %37 = add nuw nsw i64 %32, 1
  %38 = icmp eq i64 %37, %6
  br i1 %38, label %29, label %31, !llvm.loop !97
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @infinite_loop_allowed(ptr noundef %0) local_unnamed_addr #7 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = load volatile i32, ptr %0, align 4, !tbaa !28
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %2, label %5

5:                                                ; preds = %2
  ret void
}

; Function Attrs: nofree norecurse nounwind memory(inaccessiblemem: readwrite) uwtable
define dso_local i32 @main() local_unnamed_addr #8 {
  %1 = alloca [64 x i32], align 16
  %2 = alloca [64 x i32], align 16
  %3 = alloca [64 x float], align 16
  %4 = alloca [64 x float], align 16
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %1, i8 0, i64 256, i1 false)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %2, i8 0, i64 256, i1 false)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %3, i8 0, i64 256, i1 false)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  %6 = getelementptr inbounds i8, ptr %4, i64 16
  %7 = load <4 x float>, ptr %4, align 16, !tbaa !5
  %8 = load <4 x float>, ptr %6, align 16, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  %10 = load <4 x float>, ptr %3, align 16, !tbaa !5
  %11 = load <4 x float>, ptr %9, align 16, !tbaa !5
  %12 = fadd <4 x float> %7, %10
  %13 = fadd <4 x float> %8, %11
  store <4 x float> %12, ptr %3, align 16, !tbaa !5
  store <4 x float> %13, ptr %9, align 16, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %4, i64 32
  %15 = getelementptr inbounds i8, ptr %4, i64 48
  %16 = load <4 x float>, ptr %14, align 16, !tbaa !5
  %17 = load <4 x float>, ptr %15, align 16, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %3, i64 32
  %19 = getelementptr inbounds i8, ptr %3, i64 48
  %20 = load <4 x float>, ptr %18, align 16, !tbaa !5
  %21 = load <4 x float>, ptr %19, align 16, !tbaa !5
  %22 = fadd <4 x float> %16, %20
  %23 = fadd <4 x float> %17, %21
  store <4 x float> %22, ptr %18, align 16, !tbaa !5
  store <4 x float> %23, ptr %19, align 16, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %4, i64 64
  %25 = getelementptr inbounds i8, ptr %4, i64 80
  %26 = load <4 x float>, ptr %24, align 16, !tbaa !5
  %27 = load <4 x float>, ptr %25, align 16, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %3, i64 64
  %29 = getelementptr inbounds i8, ptr %3, i64 80
  %30 = load <4 x float>, ptr %28, align 16, !tbaa !5
  %31 = load <4 x float>, ptr %29, align 16, !tbaa !5
  %32 = fadd <4 x float> %26, %30
  %33 = fadd <4 x float> %27, %31
  store <4 x float> %32, ptr %28, align 16, !tbaa !5
  store <4 x float> %33, ptr %29, align 16, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %4, i64 96
  %35 = getelementptr inbounds i8, ptr %4, i64 112
  %36 = load <4 x float>, ptr %34, align 16, !tbaa !5
  %37 = load <4 x float>, ptr %35, align 16, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %3, i64 96
  %39 = getelementptr inbounds i8, ptr %3, i64 112
  %40 = load <4 x float>, ptr %38, align 16, !tbaa !5
  %41 = load <4 x float>, ptr %39, align 16, !tbaa !5
  %42 = fadd <4 x float> %36, %40
  %43 = fadd <4 x float> %37, %41
  store <4 x float> %42, ptr %38, align 16, !tbaa !5
  store <4 x float> %43, ptr %39, align 16, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %4, i64 128
  %45 = getelementptr inbounds i8, ptr %4, i64 144
  %46 = load <4 x float>, ptr %44, align 16, !tbaa !5
  %47 = load <4 x float>, ptr %45, align 16, !tbaa !5
  %48 = getelementptr inbounds i8, ptr %3, i64 128
  %49 = getelementptr inbounds i8, ptr %3, i64 144
  %50 = load <4 x float>, ptr %48, align 16, !tbaa !5
  %51 = load <4 x float>, ptr %49, align 16, !tbaa !5
  %52 = fadd <4 x float> %46, %50
  %53 = fadd <4 x float> %47, %51
  store <4 x float> %52, ptr %48, align 16, !tbaa !5
  store <4 x float> %53, ptr %49, align 16, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %4, i64 160
  %55 = getelementptr inbounds i8, ptr %4, i64 176
  %56 = load <4 x float>, ptr %54, align 16, !tbaa !5
  %57 = load <4 x float>, ptr %55, align 16, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %3, i64 160
  %59 = getelementptr inbounds i8, ptr %3, i64 176
  %60 = load <4 x float>, ptr %58, align 16, !tbaa !5
  %61 = load <4 x float>, ptr %59, align 16, !tbaa !5
  %62 = fadd <4 x float> %56, %60
  %63 = fadd <4 x float> %57, %61
  store <4 x float> %62, ptr %58, align 16, !tbaa !5
  store <4 x float> %63, ptr %59, align 16, !tbaa !5
  %64 = getelementptr inbounds i8, ptr %4, i64 192
  %65 = getelementptr inbounds i8, ptr %4, i64 208
  %66 = load <4 x float>, ptr %64, align 16, !tbaa !5
  %67 = load <4 x float>, ptr %65, align 16, !tbaa !5
  %68 = getelementptr inbounds i8, ptr %3, i64 192
  %69 = getelementptr inbounds i8, ptr %3, i64 208
  %70 = load <4 x float>, ptr %68, align 16, !tbaa !5
  %71 = load <4 x float>, ptr %69, align 16, !tbaa !5
  %72 = fadd <4 x float> %66, %70
  %73 = fadd <4 x float> %67, %71
  store <4 x float> %72, ptr %68, align 16, !tbaa !5
  store <4 x float> %73, ptr %69, align 16, !tbaa !5
  %74 = getelementptr inbounds i8, ptr %4, i64 224
  %75 = getelementptr inbounds i8, ptr %4, i64 240
  %76 = load <4 x float>, ptr %74, align 16, !tbaa !5
  %77 = load <4 x float>, ptr %75, align 16, !tbaa !5
  %78 = getelementptr inbounds i8, ptr %3, i64 224
  %79 = getelementptr inbounds i8, ptr %3, i64 240
  %80 = load <4 x float>, ptr %78, align 16, !tbaa !5
  %81 = load <4 x float>, ptr %79, align 16, !tbaa !5
  %82 = fadd <4 x float> %76, %80
  %83 = fadd <4 x float> %77, %81
  store <4 x float> %82, ptr %78, align 16, !tbaa !5
  store <4 x float> %83, ptr %79, align 16, !tbaa !5
  %84 = getelementptr inbounds i8, ptr %3, i64 32
  %85 = load <8 x float>, ptr %3, align 16, !tbaa !5
  %86 = load <8 x float>, ptr %84, align 16, !tbaa !5
  %87 = getelementptr inbounds i8, ptr %4, i64 32
  %88 = load <8 x float>, ptr %4, align 16, !tbaa !5
  %89 = load <8 x float>, ptr %87, align 16, !tbaa !5
  %90 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %85, <8 x float> %88, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %91 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %86, <8 x float> %89, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  store <8 x float> %90, ptr %3, align 16, !tbaa !5
  store <8 x float> %91, ptr %84, align 16, !tbaa !5
  %92 = getelementptr inbounds i8, ptr %3, i64 64
  %93 = getelementptr inbounds i8, ptr %3, i64 96
  %94 = load <8 x float>, ptr %92, align 16, !tbaa !5
  %95 = load <8 x float>, ptr %93, align 16, !tbaa !5
  %96 = getelementptr inbounds i8, ptr %4, i64 64
  %97 = getelementptr inbounds i8, ptr %4, i64 96
  %98 = load <8 x float>, ptr %96, align 16, !tbaa !5
  %99 = load <8 x float>, ptr %97, align 16, !tbaa !5
  %100 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %94, <8 x float> %98, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %101 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %95, <8 x float> %99, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  store <8 x float> %100, ptr %92, align 16, !tbaa !5
  store <8 x float> %101, ptr %93, align 16, !tbaa !5
  %102 = getelementptr inbounds i8, ptr %3, i64 128
  %103 = getelementptr inbounds i8, ptr %3, i64 160
  %104 = load <8 x float>, ptr %102, align 16, !tbaa !5
  %105 = load <8 x float>, ptr %103, align 16, !tbaa !5
  %106 = getelementptr inbounds i8, ptr %4, i64 128
  %107 = getelementptr inbounds i8, ptr %4, i64 160
  %108 = load <8 x float>, ptr %106, align 16, !tbaa !5
  %109 = load <8 x float>, ptr %107, align 16, !tbaa !5
  %110 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %104, <8 x float> %108, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %111 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %105, <8 x float> %109, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  store <8 x float> %110, ptr %102, align 16, !tbaa !5
  store <8 x float> %111, ptr %103, align 16, !tbaa !5
  %112 = getelementptr inbounds i8, ptr %3, i64 192
  %113 = getelementptr inbounds i8, ptr %3, i64 224
  %114 = load <8 x float>, ptr %112, align 16, !tbaa !5
  %115 = load <8 x float>, ptr %113, align 16, !tbaa !5
  %116 = getelementptr inbounds i8, ptr %4, i64 192
  %117 = getelementptr inbounds i8, ptr %4, i64 224
  %118 = load <8 x float>, ptr %116, align 16, !tbaa !5
  %119 = load <8 x float>, ptr %117, align 16, !tbaa !5
  %120 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %114, <8 x float> %118, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %121 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %115, <8 x float> %119, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  store <8 x float> %120, ptr %112, align 16, !tbaa !5
  store <8 x float> %121, ptr %113, align 16, !tbaa !5
  %122 = getelementptr inbounds i8, ptr %1, i64 16
  %123 = load <4 x i32>, ptr %1, align 16, !tbaa !28
  %124 = load <4 x i32>, ptr %122, align 16, !tbaa !28
  %125 = mul nsw <4 x i32> %123, <i32 3, i32 3, i32 3, i32 3>
  %126 = mul nsw <4 x i32> %124, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %125, ptr %1, align 16, !tbaa !28
  store <4 x i32> %126, ptr %122, align 16, !tbaa !28
  %127 = getelementptr inbounds i8, ptr %1, i64 32
  %128 = getelementptr inbounds i8, ptr %1, i64 48
  %129 = load <4 x i32>, ptr %127, align 16, !tbaa !28
  %130 = load <4 x i32>, ptr %128, align 16, !tbaa !28
  %131 = mul nsw <4 x i32> %129, <i32 3, i32 3, i32 3, i32 3>
  %132 = mul nsw <4 x i32> %130, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %131, ptr %127, align 16, !tbaa !28
  store <4 x i32> %132, ptr %128, align 16, !tbaa !28
  %133 = getelementptr inbounds i8, ptr %1, i64 64
  %134 = getelementptr inbounds i8, ptr %1, i64 80
  %135 = load <4 x i32>, ptr %133, align 16, !tbaa !28
  %136 = load <4 x i32>, ptr %134, align 16, !tbaa !28
  %137 = mul nsw <4 x i32> %135, <i32 3, i32 3, i32 3, i32 3>
  %138 = mul nsw <4 x i32> %136, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %137, ptr %133, align 16, !tbaa !28
  store <4 x i32> %138, ptr %134, align 16, !tbaa !28
  %139 = getelementptr inbounds i8, ptr %1, i64 96
  %140 = getelementptr inbounds i8, ptr %1, i64 112
  %141 = load <4 x i32>, ptr %139, align 16, !tbaa !28
  %142 = load <4 x i32>, ptr %140, align 16, !tbaa !28
  %143 = mul nsw <4 x i32> %141, <i32 3, i32 3, i32 3, i32 3>
  %144 = mul nsw <4 x i32> %142, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %143, ptr %139, align 16, !tbaa !28
  store <4 x i32> %144, ptr %140, align 16, !tbaa !28
  %145 = getelementptr inbounds i8, ptr %1, i64 128
  %146 = getelementptr inbounds i8, ptr %1, i64 144
  %147 = load <4 x i32>, ptr %145, align 16, !tbaa !28
  %148 = load <4 x i32>, ptr %146, align 16, !tbaa !28
  %149 = mul nsw <4 x i32> %147, <i32 3, i32 3, i32 3, i32 3>
  %150 = mul nsw <4 x i32> %148, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %149, ptr %145, align 16, !tbaa !28
  store <4 x i32> %150, ptr %146, align 16, !tbaa !28
  %151 = getelementptr inbounds i8, ptr %1, i64 160
  %152 = getelementptr inbounds i8, ptr %1, i64 176
  %153 = load <4 x i32>, ptr %151, align 16, !tbaa !28
  %154 = load <4 x i32>, ptr %152, align 16, !tbaa !28
  %155 = mul nsw <4 x i32> %153, <i32 3, i32 3, i32 3, i32 3>
  %156 = mul nsw <4 x i32> %154, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %155, ptr %151, align 16, !tbaa !28
  store <4 x i32> %156, ptr %152, align 16, !tbaa !28
  %157 = getelementptr inbounds i8, ptr %1, i64 192
  %158 = getelementptr inbounds i8, ptr %1, i64 208
  %159 = load <4 x i32>, ptr %157, align 16, !tbaa !28
  %160 = load <4 x i32>, ptr %158, align 16, !tbaa !28
  %161 = mul nsw <4 x i32> %159, <i32 3, i32 3, i32 3, i32 3>
  %162 = mul nsw <4 x i32> %160, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %161, ptr %157, align 16, !tbaa !28
  store <4 x i32> %162, ptr %158, align 16, !tbaa !28
  %163 = getelementptr inbounds i8, ptr %1, i64 224
  %164 = getelementptr inbounds i8, ptr %1, i64 240
  %165 = load <4 x i32>, ptr %163, align 16, !tbaa !28
  %166 = load <4 x i32>, ptr %164, align 16, !tbaa !28
  %167 = mul nsw <4 x i32> %165, <i32 3, i32 3, i32 3, i32 3>
  %168 = mul nsw <4 x i32> %166, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %167, ptr %163, align 16, !tbaa !28
  store <4 x i32> %168, ptr %164, align 16, !tbaa !28
  br label %169

169:                                              ; preds = %169, %0
  %170 = phi i64 [ 0, %0 ], [ %190, %169 ]
  %171 = getelementptr inbounds i32, ptr %1, i64 %170
  %172 = load i32, ptr %171, align 16, !tbaa !28
  %173 = shl nsw i32 %172, 1
  %174 = or disjoint i32 %173, 1
  store i32 %174, ptr %171, align 16, !tbaa !28
  %175 = or disjoint i64 %170, 1
  %176 = getelementptr inbounds i32, ptr %1, i64 %175
  %177 = load i32, ptr %176, align 4, !tbaa !28
  %178 = shl nsw i32 %177, 1
  %179 = or disjoint i32 %178, 1
  store i32 %179, ptr %176, align 4, !tbaa !28
  %180 = or disjoint i64 %170, 2
  %181 = getelementptr inbounds i32, ptr %1, i64 %180
  %182 = load i32, ptr %181, align 8, !tbaa !28
  %183 = shl nsw i32 %182, 1
  %184 = or disjoint i32 %183, 1
  store i32 %184, ptr %181, align 8, !tbaa !28
  %185 = or disjoint i64 %170, 3
  %186 = getelementptr inbounds i32, ptr %1, i64 %185
  %187 = load i32, ptr %186, align 4, !tbaa !28
  %188 = shl nsw i32 %187, 1
  %189 = or disjoint i32 %188, 1
  store i32 %189, ptr %186, align 4, !tbaa !28
  %190 = add nuw nsw i64 %170, 4
  %191 = icmp eq i64 %190, 64
  br i1 %191, label %192, label %169, !llvm.loop !33

192:                                              ; preds = %192, %169
  %193 = phi i64 [ %226, %192 ], [ 0, %169 ]
  %194 = or disjoint i64 %193, 1
  %195 = or disjoint i64 %193, 2
  %196 = or disjoint i64 %193, 3
  %197 = getelementptr inbounds i32, ptr %2, i64 %193
  %198 = getelementptr inbounds i32, ptr %2, i64 %194
  %199 = getelementptr inbounds i32, ptr %2, i64 %195
  %200 = getelementptr inbounds i32, ptr %2, i64 %196
  %201 = load i32, ptr %197, align 16, !tbaa !28, !llvm.access.group !36
  %202 = load i32, ptr %198, align 4, !tbaa !28, !llvm.access.group !36
  %203 = load i32, ptr %199, align 8, !tbaa !28, !llvm.access.group !36
  %204 = load i32, ptr %200, align 4, !tbaa !28, !llvm.access.group !36
  %205 = sext i32 %201 to i64
  %206 = sext i32 %202 to i64
  %207 = sext i32 %203 to i64
  %208 = sext i32 %204 to i64
  %209 = getelementptr inbounds i32, ptr %1, i64 %205
  %210 = getelementptr inbounds i32, ptr %1, i64 %206
  %211 = getelementptr inbounds i32, ptr %1, i64 %207
  %212 = getelementptr inbounds i32, ptr %1, i64 %208
  %213 = load i32, ptr %209, align 4, !tbaa !28, !llvm.access.group !36
  %214 = load i32, ptr %210, align 4, !tbaa !28, !llvm.access.group !36
  %215 = load i32, ptr %211, align 4, !tbaa !28, !llvm.access.group !36
  %216 = load i32, ptr %212, align 4, !tbaa !28, !llvm.access.group !36
  %217 = insertelement <4 x i32> poison, i32 %213, i64 0
  %218 = insertelement <4 x i32> %217, i32 %214, i64 1
  %219 = insertelement <4 x i32> %218, i32 %215, i64 2
  %220 = insertelement <4 x i32> %219, i32 %216, i64 3
  %221 = add nsw <4 x i32> %220, <i32 1, i32 1, i32 1, i32 1>
  %222 = extractelement <4 x i32> %221, i64 0
  store i32 %222, ptr %209, align 4, !tbaa !28, !llvm.access.group !36
  %223 = extractelement <4 x i32> %221, i64 1
  store i32 %223, ptr %210, align 4, !tbaa !28, !llvm.access.group !36
  %224 = extractelement <4 x i32> %221, i64 2
  store i32 %224, ptr %211, align 4, !tbaa !28, !llvm.access.group !36
  %225 = extractelement <4 x i32> %221, i64 3
  store i32 %225, ptr %212, align 4, !tbaa !28, !llvm.access.group !36
  %226 = add nuw i64 %193, 4
  %227 = icmp eq i64 %226, 64
  br i1 %227, label %228, label %192, !llvm.loop !98

228:                                              ; preds = %228, %192
  %229 = phi i64 [ %263, %228 ], [ 0, %192 ]
  %230 = getelementptr inbounds float, ptr %4, i64 %229
  %231 = shl nsw i64 %229, 5
  %232 = getelementptr inbounds i8, ptr %3, i64 %231
  %233 = load <4 x float>, ptr %230, align 16, !tbaa !5, !llvm.access.group !40
  %234 = fmul <4 x float> %233, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %235 = getelementptr inbounds i8, ptr %230, i64 32
  %236 = load <4 x float>, ptr %235, align 16, !tbaa !5, !llvm.access.group !40
  %237 = fmul <4 x float> %236, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %238 = getelementptr inbounds i8, ptr %230, i64 64
  %239 = load <4 x float>, ptr %238, align 16, !tbaa !5, !llvm.access.group !40
  %240 = fmul <4 x float> %239, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %241 = getelementptr inbounds i8, ptr %230, i64 96
  %242 = load <4 x float>, ptr %241, align 16, !tbaa !5, !llvm.access.group !40
  %243 = fmul <4 x float> %242, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %244 = getelementptr inbounds i8, ptr %230, i64 128
  %245 = load <4 x float>, ptr %244, align 16, !tbaa !5, !llvm.access.group !40
  %246 = fmul <4 x float> %245, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %247 = getelementptr inbounds i8, ptr %230, i64 160
  %248 = load <4 x float>, ptr %247, align 16, !tbaa !5, !llvm.access.group !40
  %249 = fmul <4 x float> %248, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %250 = getelementptr inbounds i8, ptr %230, i64 192
  %251 = load <4 x float>, ptr %250, align 16, !tbaa !5, !llvm.access.group !40
  %252 = fmul <4 x float> %251, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %253 = getelementptr inbounds i8, ptr %230, i64 224
  %254 = load <4 x float>, ptr %253, align 16, !tbaa !5, !llvm.access.group !40
  %255 = fmul <4 x float> %254, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %256 = shufflevector <4 x float> %234, <4 x float> %237, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %257 = shufflevector <4 x float> %240, <4 x float> %243, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %258 = shufflevector <4 x float> %246, <4 x float> %249, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %259 = shufflevector <4 x float> %252, <4 x float> %255, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %260 = shufflevector <8 x float> %256, <8 x float> %257, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %261 = shufflevector <8 x float> %258, <8 x float> %259, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %262 = shufflevector <16 x float> %260, <16 x float> %261, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  store <32 x float> %262, ptr %232, align 16, !tbaa !5
  %263 = add nuw i64 %229, 4
  %264 = icmp eq i64 %263, 8
  br i1 %264, label %265, label %228, !llvm.loop !99

265:                                              ; preds = %265, %228
  %266 = phi i64 [ %293, %265 ], [ 0, %228 ]
  %267 = or disjoint i64 %266, 1
  %268 = or disjoint i64 %266, 2
  %269 = or disjoint i64 %266, 3
  %270 = getelementptr inbounds i32, ptr %1, i64 %266
  %271 = load <4 x i32>, ptr %270, align 16, !tbaa !28, !llvm.access.group !50
  %272 = add nsw <4 x i32> %271, <i32 1, i32 1, i32 1, i32 1>
  %273 = getelementptr inbounds i32, ptr %2, i64 %266
  %274 = getelementptr inbounds i32, ptr %2, i64 %267
  %275 = getelementptr inbounds i32, ptr %2, i64 %268
  %276 = getelementptr inbounds i32, ptr %2, i64 %269
  %277 = load i32, ptr %273, align 16, !tbaa !28, !llvm.access.group !50
  %278 = load i32, ptr %274, align 4, !tbaa !28, !llvm.access.group !50
  %279 = load i32, ptr %275, align 8, !tbaa !28, !llvm.access.group !50
  %280 = load i32, ptr %276, align 4, !tbaa !28, !llvm.access.group !50
  %281 = sext i32 %277 to i64
  %282 = sext i32 %278 to i64
  %283 = sext i32 %279 to i64
  %284 = sext i32 %280 to i64
  %285 = getelementptr inbounds i32, ptr %1, i64 %281
  %286 = getelementptr inbounds i32, ptr %1, i64 %282
  %287 = getelementptr inbounds i32, ptr %1, i64 %283
  %288 = getelementptr inbounds i32, ptr %1, i64 %284
  %289 = extractelement <4 x i32> %272, i64 0
  store i32 %289, ptr %285, align 4, !tbaa !28, !llvm.access.group !50
  %290 = extractelement <4 x i32> %272, i64 1
  store i32 %290, ptr %286, align 4, !tbaa !28, !llvm.access.group !50
  %291 = extractelement <4 x i32> %272, i64 2
  store i32 %291, ptr %287, align 4, !tbaa !28, !llvm.access.group !50
  %292 = extractelement <4 x i32> %272, i64 3
  store i32 %292, ptr %288, align 4, !tbaa !28, !llvm.access.group !50
  %293 = add nuw i64 %266, 4
  %294 = icmp eq i64 %293, 64
  br i1 %294, label %295, label %265, !llvm.loop !100

295:                                              ; preds = %265
  %296 = load <4 x i32>, ptr %1, align 16, !tbaa !28
  %297 = add nsw <4 x i32> %296, <i32 0, i32 1, i32 2, i32 3>
  store <4 x i32> %297, ptr %1, align 16, !tbaa !28
  %298 = getelementptr inbounds i8, ptr %1, i64 16
  %299 = load <4 x i32>, ptr %298, align 16, !tbaa !28
  %300 = add nsw <4 x i32> %299, <i32 4, i32 5, i32 6, i32 7>
  store <4 x i32> %300, ptr %298, align 16, !tbaa !28
  %301 = getelementptr inbounds i8, ptr %1, i64 32
  %302 = load <4 x i32>, ptr %301, align 16, !tbaa !28
  %303 = add nsw <4 x i32> %302, <i32 8, i32 9, i32 10, i32 11>
  store <4 x i32> %303, ptr %301, align 16, !tbaa !28
  %304 = getelementptr inbounds i8, ptr %1, i64 48
  %305 = load <4 x i32>, ptr %304, align 16, !tbaa !28
  %306 = add nsw <4 x i32> %305, <i32 12, i32 13, i32 14, i32 15>
  store <4 x i32> %306, ptr %304, align 16, !tbaa !28
  %307 = getelementptr inbounds i8, ptr %1, i64 64
  %308 = load <4 x i32>, ptr %307, align 16, !tbaa !28
  %309 = add nsw <4 x i32> %308, <i32 16, i32 17, i32 18, i32 19>
  store <4 x i32> %309, ptr %307, align 16, !tbaa !28
  %310 = getelementptr inbounds i8, ptr %1, i64 80
  %311 = load <4 x i32>, ptr %310, align 16, !tbaa !28
  %312 = add nsw <4 x i32> %311, <i32 20, i32 21, i32 22, i32 23>
  store <4 x i32> %312, ptr %310, align 16, !tbaa !28
  %313 = getelementptr inbounds i8, ptr %1, i64 96
  %314 = load <4 x i32>, ptr %313, align 16, !tbaa !28
  %315 = add nsw <4 x i32> %314, <i32 24, i32 25, i32 26, i32 27>
  store <4 x i32> %315, ptr %313, align 16, !tbaa !28
  %316 = getelementptr inbounds i8, ptr %1, i64 112
  %317 = load <4 x i32>, ptr %316, align 16, !tbaa !28
  %318 = add nsw <4 x i32> %317, <i32 28, i32 29, i32 30, i32 31>
  store <4 x i32> %318, ptr %316, align 16, !tbaa !28
  %319 = getelementptr inbounds i8, ptr %1, i64 128
  %320 = load <4 x i32>, ptr %319, align 16, !tbaa !28
  %321 = add nsw <4 x i32> %320, <i32 32, i32 33, i32 34, i32 35>
  store <4 x i32> %321, ptr %319, align 16, !tbaa !28
  %322 = getelementptr inbounds i8, ptr %1, i64 144
  %323 = load <4 x i32>, ptr %322, align 16, !tbaa !28
  %324 = add nsw <4 x i32> %323, <i32 36, i32 37, i32 38, i32 39>
  store <4 x i32> %324, ptr %322, align 16, !tbaa !28
  %325 = getelementptr inbounds i8, ptr %1, i64 160
  %326 = load <4 x i32>, ptr %325, align 16, !tbaa !28
  %327 = add nsw <4 x i32> %326, <i32 40, i32 41, i32 42, i32 43>
  store <4 x i32> %327, ptr %325, align 16, !tbaa !28
  %328 = getelementptr inbounds i8, ptr %1, i64 176
  %329 = load <4 x i32>, ptr %328, align 16, !tbaa !28
  %330 = add nsw <4 x i32> %329, <i32 44, i32 45, i32 46, i32 47>
  store <4 x i32> %330, ptr %328, align 16, !tbaa !28
  %331 = getelementptr inbounds i8, ptr %1, i64 192
  %332 = load <4 x i32>, ptr %331, align 16, !tbaa !28
  %333 = add nsw <4 x i32> %332, <i32 48, i32 49, i32 50, i32 51>
  store <4 x i32> %333, ptr %331, align 16, !tbaa !28
  %334 = getelementptr inbounds i8, ptr %1, i64 208
  %335 = load <4 x i32>, ptr %334, align 16, !tbaa !28
  %336 = add nsw <4 x i32> %335, <i32 52, i32 53, i32 54, i32 55>
  store <4 x i32> %336, ptr %334, align 16, !tbaa !28
  %337 = getelementptr inbounds i8, ptr %1, i64 224
  %338 = load <4 x i32>, ptr %337, align 16, !tbaa !28
  %339 = add nsw <4 x i32> %338, <i32 56, i32 57, i32 58, i32 59>
  store <4 x i32> %339, ptr %337, align 16, !tbaa !28
  %340 = getelementptr inbounds i8, ptr %1, i64 240
  %341 = load <4 x i32>, ptr %340, align 16, !tbaa !28
  %342 = add nsw <4 x i32> %341, <i32 60, i32 61, i32 62, i32 63>
  store <4 x i32> %342, ptr %340, align 16, !tbaa !28
  %343 = load i32, ptr %1, align 16
  br label %344

344:                                              ; preds = %344, %295
  %345 = phi i32 [ %343, %295 ], [ %360, %344 ]
  %346 = phi i64 [ 1, %295 ], [ %361, %344 ]
  %347 = getelementptr i32, ptr %1, i64 %346
  %348 = getelementptr inbounds i32, ptr %2, i64 %346
  %349 = load i32, ptr %348, align 4, !tbaa !28
  %350 = add nsw i32 %349, %345
  store i32 %350, ptr %347, align 4, !tbaa !28
  %351 = add nuw nsw i64 %346, 1
  %352 = getelementptr i32, ptr %1, i64 %351
  %353 = getelementptr inbounds i32, ptr %2, i64 %351
  %354 = load i32, ptr %353, align 4, !tbaa !28
  %355 = add nsw i32 %354, %350
  store i32 %355, ptr %352, align 4, !tbaa !28
  %356 = add nuw nsw i64 %346, 2
  %357 = getelementptr i32, ptr %1, i64 %356
  %358 = getelementptr inbounds i32, ptr %2, i64 %356
  %359 = load i32, ptr %358, align 4, !tbaa !28
  %360 = add nsw i32 %359, %355
  store i32 %360, ptr %357, align 4, !tbaa !28
  %361 = add nuw nsw i64 %346, 3
  %362 = icmp eq i64 %361, 64
  br i1 %362, label %363, label %344, !llvm.loop !75

363:                                              ; preds = %376, %344
  %364 = phi i64 [ %378, %376 ], [ 0, %344 ]
  %365 = getelementptr inbounds i32, ptr %1, i64 %364
  %366 = load i32, ptr %365, align 4, !tbaa !28
  %367 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %366, i64 0
  br label %368

368:                                              ; preds = %368, %363
  %369 = phi i64 [ 0, %363 ], [ %374, %368 ]
  %370 = phi <4 x i32> [ %367, %363 ], [ %373, %368 ]
  %371 = getelementptr inbounds i32, ptr %2, i64 %369
  %372 = load <4 x i32>, ptr %371, align 16, !tbaa !28
  %373 = add <4 x i32> %372, %370
  %374 = add nuw i64 %369, 4
  %375 = icmp eq i64 %374, 8
  br i1 %375, label %376, label %368, !llvm.loop !101

376:                                              ; preds = %368
  %377 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %373)
  store i32 %377, ptr %365, align 4, !tbaa !28
  %378 = add nuw nsw i64 %364, 1
  %379 = icmp eq i64 %378, 8
  br i1 %379, label %380, label %363, !llvm.loop !85

380:                                              ; preds = %376
  %381 = getelementptr inbounds i8, ptr %1, i64 16
  %382 = load <4 x i32>, ptr %1, align 16, !tbaa !28
  %383 = load <4 x i32>, ptr %381, align 16, !tbaa !28
  %384 = mul nsw <4 x i32> %382, %382
  %385 = mul nsw <4 x i32> %383, %383
  store <4 x i32> %384, ptr %1, align 16, !tbaa !28
  store <4 x i32> %385, ptr %381, align 16, !tbaa !28
  %386 = getelementptr inbounds i8, ptr %1, i64 32
  %387 = getelementptr inbounds i8, ptr %1, i64 48
  %388 = load <4 x i32>, ptr %386, align 16, !tbaa !28
  %389 = load <4 x i32>, ptr %387, align 16, !tbaa !28
  %390 = mul nsw <4 x i32> %388, %388
  %391 = mul nsw <4 x i32> %389, %389
  store <4 x i32> %390, ptr %386, align 16, !tbaa !28
  store <4 x i32> %391, ptr %387, align 16, !tbaa !28
  %392 = getelementptr inbounds i8, ptr %1, i64 64
  %393 = getelementptr inbounds i8, ptr %1, i64 80
  %394 = load <4 x i32>, ptr %392, align 16, !tbaa !28
  %395 = load <4 x i32>, ptr %393, align 16, !tbaa !28
  %396 = mul nsw <4 x i32> %394, %394
  %397 = mul nsw <4 x i32> %395, %395
  store <4 x i32> %396, ptr %392, align 16, !tbaa !28
  store <4 x i32> %397, ptr %393, align 16, !tbaa !28
  %398 = getelementptr inbounds i8, ptr %1, i64 96
  %399 = getelementptr inbounds i8, ptr %1, i64 112
  %400 = load <4 x i32>, ptr %398, align 16, !tbaa !28
  %401 = load <4 x i32>, ptr %399, align 16, !tbaa !28
  %402 = mul nsw <4 x i32> %400, %400
  %403 = mul nsw <4 x i32> %401, %401
  store <4 x i32> %402, ptr %398, align 16, !tbaa !28
  store <4 x i32> %403, ptr %399, align 16, !tbaa !28
  %404 = getelementptr inbounds i8, ptr %1, i64 128
  %405 = getelementptr inbounds i8, ptr %1, i64 144
  %406 = load <4 x i32>, ptr %404, align 16, !tbaa !28
  %407 = load <4 x i32>, ptr %405, align 16, !tbaa !28
  %408 = mul nsw <4 x i32> %406, %406
  %409 = mul nsw <4 x i32> %407, %407
  store <4 x i32> %408, ptr %404, align 16, !tbaa !28
  store <4 x i32> %409, ptr %405, align 16, !tbaa !28
  %410 = getelementptr inbounds i8, ptr %1, i64 160
  %411 = getelementptr inbounds i8, ptr %1, i64 176
  %412 = load <4 x i32>, ptr %410, align 16, !tbaa !28
  %413 = load <4 x i32>, ptr %411, align 16, !tbaa !28
  %414 = mul nsw <4 x i32> %412, %412
  %415 = mul nsw <4 x i32> %413, %413
  store <4 x i32> %414, ptr %410, align 16, !tbaa !28
  store <4 x i32> %415, ptr %411, align 16, !tbaa !28
  %416 = getelementptr inbounds i8, ptr %1, i64 192
  %417 = getelementptr inbounds i8, ptr %1, i64 208
  %418 = load <4 x i32>, ptr %416, align 16, !tbaa !28
  %419 = load <4 x i32>, ptr %417, align 16, !tbaa !28
  %420 = mul nsw <4 x i32> %418, %418
  %421 = mul nsw <4 x i32> %419, %419
  store <4 x i32> %420, ptr %416, align 16, !tbaa !28
  store <4 x i32> %421, ptr %417, align 16, !tbaa !28
  %422 = getelementptr inbounds i8, ptr %1, i64 224
  %423 = getelementptr inbounds i8, ptr %1, i64 240
  %424 = load <4 x i32>, ptr %422, align 16, !tbaa !28
  %425 = load <4 x i32>, ptr %423, align 16, !tbaa !28
  %426 = mul nsw <4 x i32> %424, %424
  %427 = mul nsw <4 x i32> %425, %425
  store <4 x i32> %426, ptr %422, align 16, !tbaa !28
  store <4 x i32> %427, ptr %423, align 16, !tbaa !28
  %428 = getelementptr inbounds i8, ptr %1, i64 16
  %429 = load <4 x i32>, ptr %1, align 16, !tbaa !28
  %430 = load <4 x i32>, ptr %428, align 16, !tbaa !28
  %431 = udiv <4 x i32> %429, <i32 3, i32 3, i32 3, i32 3>
  %432 = udiv <4 x i32> %430, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %431, ptr %1, align 16, !tbaa !28
  store <4 x i32> %432, ptr %428, align 16, !tbaa !28
  %433 = getelementptr inbounds i8, ptr %1, i64 32
  %434 = getelementptr inbounds i8, ptr %1, i64 48
  %435 = load <4 x i32>, ptr %433, align 16, !tbaa !28
  %436 = load <4 x i32>, ptr %434, align 16, !tbaa !28
  %437 = udiv <4 x i32> %435, <i32 3, i32 3, i32 3, i32 3>
  %438 = udiv <4 x i32> %436, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %437, ptr %433, align 16, !tbaa !28
  store <4 x i32> %438, ptr %434, align 16, !tbaa !28
  %439 = getelementptr inbounds i8, ptr %1, i64 64
  %440 = getelementptr inbounds i8, ptr %1, i64 80
  %441 = load <4 x i32>, ptr %439, align 16, !tbaa !28
  %442 = load <4 x i32>, ptr %440, align 16, !tbaa !28
  %443 = udiv <4 x i32> %441, <i32 3, i32 3, i32 3, i32 3>
  %444 = udiv <4 x i32> %442, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %443, ptr %439, align 16, !tbaa !28
  store <4 x i32> %444, ptr %440, align 16, !tbaa !28
  %445 = getelementptr inbounds i8, ptr %1, i64 96
  %446 = getelementptr inbounds i8, ptr %1, i64 112
  %447 = load <4 x i32>, ptr %445, align 16, !tbaa !28
  %448 = load <4 x i32>, ptr %446, align 16, !tbaa !28
  %449 = udiv <4 x i32> %447, <i32 3, i32 3, i32 3, i32 3>
  %450 = udiv <4 x i32> %448, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %449, ptr %445, align 16, !tbaa !28
  store <4 x i32> %450, ptr %446, align 16, !tbaa !28
  %451 = getelementptr inbounds i8, ptr %1, i64 128
  %452 = getelementptr inbounds i8, ptr %1, i64 144
  %453 = load <4 x i32>, ptr %451, align 16, !tbaa !28
  %454 = load <4 x i32>, ptr %452, align 16, !tbaa !28
  %455 = udiv <4 x i32> %453, <i32 3, i32 3, i32 3, i32 3>
  %456 = udiv <4 x i32> %454, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %455, ptr %451, align 16, !tbaa !28
  store <4 x i32> %456, ptr %452, align 16, !tbaa !28
  %457 = getelementptr inbounds i8, ptr %1, i64 160
  %458 = getelementptr inbounds i8, ptr %1, i64 176
  %459 = load <4 x i32>, ptr %457, align 16, !tbaa !28
  %460 = load <4 x i32>, ptr %458, align 16, !tbaa !28
  %461 = udiv <4 x i32> %459, <i32 3, i32 3, i32 3, i32 3>
  %462 = udiv <4 x i32> %460, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %461, ptr %457, align 16, !tbaa !28
  store <4 x i32> %462, ptr %458, align 16, !tbaa !28
  %463 = getelementptr inbounds i8, ptr %1, i64 192
  %464 = getelementptr inbounds i8, ptr %1, i64 208
  %465 = load <4 x i32>, ptr %463, align 16, !tbaa !28
  %466 = load <4 x i32>, ptr %464, align 16, !tbaa !28
  %467 = udiv <4 x i32> %465, <i32 3, i32 3, i32 3, i32 3>
  %468 = udiv <4 x i32> %466, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %467, ptr %463, align 16, !tbaa !28
  store <4 x i32> %468, ptr %464, align 16, !tbaa !28
  %469 = getelementptr inbounds i8, ptr %1, i64 224
  %470 = getelementptr inbounds i8, ptr %1, i64 240
  %471 = load <4 x i32>, ptr %469, align 16, !tbaa !28
  %472 = load <4 x i32>, ptr %470, align 16, !tbaa !28
  %473 = udiv <4 x i32> %471, <i32 3, i32 3, i32 3, i32 3>
  %474 = udiv <4 x i32> %472, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %473, ptr %469, align 16, !tbaa !28
  store <4 x i32> %474, ptr %470, align 16, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store volatile i32 1, ptr %5, align 4, !tbaa !28
  br label %475

475:                                              ; preds = %475, %380
  %476 = load volatile i32, ptr %5, align 4, !tbaa !28
  %477 = icmp eq i32 %476, 0
  br i1 %477, label %475, label %478

478:                                              ; preds = %475
  %479 = load i32, ptr %1, align 16, !tbaa !28
  %480 = getelementptr inbounds i8, ptr %1, i64 4
  %481 = load i32, ptr %480, align 4, !tbaa !28
  %482 = getelementptr inbounds i8, ptr %1, i64 8
  %483 = load i32, ptr %482, align 8, !tbaa !28
  %484 = getelementptr inbounds i8, ptr %1, i64 12
  %485 = load i32, ptr %484, align 4, !tbaa !28
  %486 = getelementptr inbounds i8, ptr %1, i64 16
  %487 = load i32, ptr %486, align 16, !tbaa !28
  %488 = getelementptr inbounds i8, ptr %1, i64 20
  %489 = load i32, ptr %488, align 4, !tbaa !28
  %490 = getelementptr inbounds i8, ptr %1, i64 24
  %491 = load i32, ptr %490, align 8, !tbaa !28
  %492 = getelementptr inbounds i8, ptr %1, i64 28
  %493 = load i32, ptr %492, align 4, !tbaa !28
  %494 = getelementptr inbounds i8, ptr %1, i64 32
  %495 = load i32, ptr %494, align 16, !tbaa !28
  %496 = getelementptr inbounds i8, ptr %1, i64 36
  %497 = load i32, ptr %496, align 4, !tbaa !28
  %498 = getelementptr inbounds i8, ptr %1, i64 40
  %499 = load i32, ptr %498, align 8, !tbaa !28
  %500 = getelementptr inbounds i8, ptr %1, i64 44
  %501 = load i32, ptr %500, align 4, !tbaa !28
  %502 = getelementptr inbounds i8, ptr %1, i64 48
  %503 = load i32, ptr %502, align 16, !tbaa !28
  %504 = getelementptr inbounds i8, ptr %1, i64 52
  %505 = load i32, ptr %504, align 4, !tbaa !28
  %506 = getelementptr inbounds i8, ptr %1, i64 56
  %507 = load i32, ptr %506, align 8, !tbaa !28
  %508 = getelementptr inbounds i8, ptr %1, i64 60
  %509 = load i32, ptr %508, align 4, !tbaa !28
  br label %510

510:                                              ; preds = %510, %478
  %511 = phi i64 [ 0, %478 ], [ %541, %510 ]
  %512 = phi <4 x i32> [ zeroinitializer, %478 ], [ %539, %510 ]
  %513 = phi <4 x i32> [ zeroinitializer, %478 ], [ %540, %510 ]
  %514 = getelementptr inbounds i32, ptr %1, i64 %511
  %515 = getelementptr inbounds i8, ptr %514, i64 16
  %516 = load <4 x i32>, ptr %514, align 16, !tbaa !28
  %517 = load <4 x i32>, ptr %515, align 16, !tbaa !28
  %518 = xor <4 x i32> %516, %512
  %519 = xor <4 x i32> %517, %513
  %520 = or disjoint i64 %511, 8
  %521 = getelementptr inbounds i32, ptr %1, i64 %520
  %522 = getelementptr inbounds i8, ptr %521, i64 16
  %523 = load <4 x i32>, ptr %521, align 16, !tbaa !28
  %524 = load <4 x i32>, ptr %522, align 16, !tbaa !28
  %525 = xor <4 x i32> %523, %518
  %526 = xor <4 x i32> %524, %519
  %527 = or disjoint i64 %511, 16
  %528 = getelementptr inbounds i32, ptr %1, i64 %527
  %529 = getelementptr inbounds i8, ptr %528, i64 16
  %530 = load <4 x i32>, ptr %528, align 16, !tbaa !28
  %531 = load <4 x i32>, ptr %529, align 16, !tbaa !28
  %532 = xor <4 x i32> %530, %525
  %533 = xor <4 x i32> %531, %526
  %534 = or disjoint i64 %511, 24
  %535 = getelementptr inbounds i32, ptr %1, i64 %534
  %536 = getelementptr inbounds i8, ptr %535, i64 16
  %537 = load <4 x i32>, ptr %535, align 16, !tbaa !28
  %538 = load <4 x i32>, ptr %536, align 16, !tbaa !28
  %539 = xor <4 x i32> %537, %532
  %540 = xor <4 x i32> %538, %533
  %541 = add nuw nsw i64 %511, 32
  %542 = icmp eq i64 %541, 64
  br i1 %542, label %543, label %510, !llvm.loop !102

543:                                              ; preds = %543, %510
  %544 = phi i64 [ %551, %543 ], [ 0, %510 ]
  %545 = phi <4 x i32> [ %550, %543 ], [ zeroinitializer, %510 ]
  %546 = phi <4 x i32> [ %552, %543 ], [ <i32 0, i32 1, i32 2, i32 3>, %510 ]
  %547 = getelementptr inbounds i32, ptr %1, i64 %544
  %548 = load <4 x i32>, ptr %547, align 16, !tbaa !28
  %549 = mul nsw <4 x i32> %548, %546
  %550 = add <4 x i32> %549, %545
  %551 = add nuw i64 %544, 4
  %552 = add <4 x i32> %546, <i32 4, i32 4, i32 4, i32 4>
  %553 = icmp eq i64 %551, 64
  br i1 %553, label %554, label %543, !llvm.loop !103

554:                                              ; preds = %543
  %555 = getelementptr inbounds i8, ptr %1, i64 16
  %556 = load <4 x i32>, ptr %1, align 16, !tbaa !28
  %557 = load <4 x i32>, ptr %555, align 16, !tbaa !28
  %558 = getelementptr inbounds i8, ptr %1, i64 32
  %559 = getelementptr inbounds i8, ptr %1, i64 48
  %560 = load <4 x i32>, ptr %558, align 16, !tbaa !28
  %561 = load <4 x i32>, ptr %559, align 16, !tbaa !28
  %562 = add <4 x i32> %560, %556
  %563 = add <4 x i32> %561, %557
  %564 = getelementptr inbounds i8, ptr %1, i64 64
  %565 = getelementptr inbounds i8, ptr %1, i64 80
  %566 = load <4 x i32>, ptr %564, align 16, !tbaa !28
  %567 = load <4 x i32>, ptr %565, align 16, !tbaa !28
  %568 = add <4 x i32> %566, %562
  %569 = add <4 x i32> %567, %563
  %570 = getelementptr inbounds i8, ptr %1, i64 96
  %571 = getelementptr inbounds i8, ptr %1, i64 112
  %572 = load <4 x i32>, ptr %570, align 16, !tbaa !28
  %573 = load <4 x i32>, ptr %571, align 16, !tbaa !28
  %574 = add <4 x i32> %572, %568
  %575 = add <4 x i32> %573, %569
  %576 = getelementptr inbounds i8, ptr %1, i64 128
  %577 = getelementptr inbounds i8, ptr %1, i64 144
  %578 = load <4 x i32>, ptr %576, align 16, !tbaa !28
  %579 = load <4 x i32>, ptr %577, align 16, !tbaa !28
  %580 = add <4 x i32> %578, %574
  %581 = add <4 x i32> %579, %575
  %582 = getelementptr inbounds i8, ptr %1, i64 160
  %583 = getelementptr inbounds i8, ptr %1, i64 176
  %584 = load <4 x i32>, ptr %582, align 16, !tbaa !28
  %585 = load <4 x i32>, ptr %583, align 16, !tbaa !28
  %586 = add <4 x i32> %584, %580
  %587 = add <4 x i32> %585, %581
  %588 = getelementptr inbounds i8, ptr %1, i64 192
  %589 = getelementptr inbounds i8, ptr %1, i64 208
  %590 = load <4 x i32>, ptr %588, align 16, !tbaa !28
  %591 = load <4 x i32>, ptr %589, align 16, !tbaa !28
  %592 = add <4 x i32> %590, %586
  %593 = add <4 x i32> %591, %587
  %594 = getelementptr inbounds i8, ptr %1, i64 224
  %595 = getelementptr inbounds i8, ptr %1, i64 240
  %596 = load <4 x i32>, ptr %594, align 16, !tbaa !28
  %597 = load <4 x i32>, ptr %595, align 16, !tbaa !28
  %598 = add <4 x i32> %596, %592
  %599 = add <4 x i32> %597, %593
  %600 = add <4 x i32> %599, %598
  %601 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %600)
  %602 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %601, i64 0
  br label %603

603:                                              ; preds = %603, %554
  %604 = phi i64 [ 0, %554 ], [ %610, %603 ]
  %605 = phi <4 x i32> [ %602, %554 ], [ %609, %603 ]
  %606 = getelementptr inbounds i32, ptr %1, i64 %604
  %607 = load <4 x i32>, ptr %606, align 16, !tbaa !28
  %608 = ashr <4 x i32> %607, <i32 1, i32 1, i32 1, i32 1>
  %609 = sub <4 x i32> %605, %608
  %610 = add nuw i64 %604, 4
  %611 = icmp eq i64 %610, 64
  br i1 %611, label %612, label %603, !llvm.loop !104

612:                                              ; preds = %603
  %613 = getelementptr inbounds i8, ptr %1, i64 16
  %614 = load <4 x i32>, ptr %1, align 16, !tbaa !28
  %615 = load <4 x i32>, ptr %613, align 16, !tbaa !28
  %616 = getelementptr inbounds i8, ptr %1, i64 32
  %617 = getelementptr inbounds i8, ptr %1, i64 48
  %618 = load <4 x i32>, ptr %616, align 16, !tbaa !28
  %619 = load <4 x i32>, ptr %617, align 16, !tbaa !28
  %620 = add <4 x i32> %618, %614
  %621 = add <4 x i32> %619, %615
  %622 = getelementptr inbounds i8, ptr %1, i64 64
  %623 = getelementptr inbounds i8, ptr %1, i64 80
  %624 = load <4 x i32>, ptr %622, align 16, !tbaa !28
  %625 = load <4 x i32>, ptr %623, align 16, !tbaa !28
  %626 = add <4 x i32> %624, %620
  %627 = add <4 x i32> %625, %621
  %628 = getelementptr inbounds i8, ptr %1, i64 96
  %629 = getelementptr inbounds i8, ptr %1, i64 112
  %630 = load <4 x i32>, ptr %628, align 16, !tbaa !28
  %631 = load <4 x i32>, ptr %629, align 16, !tbaa !28
  %632 = add <4 x i32> %630, %626
  %633 = add <4 x i32> %631, %627
  %634 = getelementptr inbounds i8, ptr %1, i64 128
  %635 = getelementptr inbounds i8, ptr %1, i64 144
  %636 = load <4 x i32>, ptr %634, align 16, !tbaa !28
  %637 = load <4 x i32>, ptr %635, align 16, !tbaa !28
  %638 = add <4 x i32> %636, %632
  %639 = add <4 x i32> %637, %633
  %640 = getelementptr inbounds i8, ptr %1, i64 160
  %641 = getelementptr inbounds i8, ptr %1, i64 176
  %642 = load <4 x i32>, ptr %640, align 16, !tbaa !28
  %643 = load <4 x i32>, ptr %641, align 16, !tbaa !28
  %644 = add <4 x i32> %642, %638
  %645 = add <4 x i32> %643, %639
  %646 = getelementptr inbounds i8, ptr %1, i64 192
  %647 = getelementptr inbounds i8, ptr %1, i64 208
  %648 = load <4 x i32>, ptr %646, align 16, !tbaa !28
  %649 = load <4 x i32>, ptr %647, align 16, !tbaa !28
  %650 = add <4 x i32> %648, %644
  %651 = add <4 x i32> %649, %645
  %652 = getelementptr inbounds i8, ptr %1, i64 224
  %653 = getelementptr inbounds i8, ptr %1, i64 240
  %654 = load <4 x i32>, ptr %652, align 16, !tbaa !28
  %655 = load <4 x i32>, ptr %653, align 16, !tbaa !28
  %656 = add <4 x i32> %654, %650
  %657 = add <4 x i32> %655, %651
  %658 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %609)
  %659 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %550)
  %660 = xor <4 x i32> %540, %539
  %661 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %660)
  %662 = add <4 x i32> %657, %656
  %663 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %662)
  %664 = add i32 %481, %479
  %665 = add i32 %664, %483
  %666 = add i32 %665, %485
  %667 = shl i32 %666, 1
  %668 = add i32 %489, %487
  %669 = add i32 %668, %491
  %670 = add i32 %669, %493
  %671 = add i32 %670, %495
  %672 = add i32 %671, %497
  %673 = add i32 %672, %499
  %674 = add i32 %673, %501
  %675 = add i32 %674, %503
  %676 = add i32 %675, %505
  %677 = add i32 %676, %507
  %678 = add i32 %677, %509
  %679 = add i32 %678, %661
  %680 = add i32 %679, %659
  %681 = add i32 %680, %658
  %682 = add i32 %681, %663
  %683 = add i32 %682, %667
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #10
  ret i32 %683
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree norecurse nounwind memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12}
!12 = distinct !{!12, !13}
!13 = distinct !{!13, !"LVerDomain"}
!14 = !{!15}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !17, !18, !19}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !17, !18}
!21 = !{!22}
!22 = distinct !{!22, !23}
!23 = distinct !{!23, !"LVerDomain"}
!24 = !{!25}
!25 = distinct !{!25, !23}
!26 = distinct !{!26, !17, !18, !19}
!27 = distinct !{!27, !17, !18}
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !7, i64 0}
!30 = distinct !{!30, !17, !18, !19}
!31 = distinct !{!31, !17, !19, !18}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !17, !34, !35}
!34 = !{!"llvm.loop.vectorize.width", i32 1}
!35 = !{!"llvm.loop.interleave.count", i32 1}
!36 = distinct !{}
!37 = distinct !{!37, !17, !38, !18, !19}
!38 = !{!"llvm.loop.parallel_accesses", !36}
!39 = distinct !{!39, !17, !38, !19, !18}
!40 = !{!41, !42}
!41 = distinct !{}
!42 = distinct !{}
!43 = distinct !{!43, !10}
!44 = distinct !{!44, !17, !45, !18, !19}
!45 = !{!"llvm.loop.parallel_accesses", !42}
!46 = distinct !{!46, !17, !47, !48}
!47 = !{!"llvm.loop.parallel_accesses", !41}
!48 = !{!"llvm.loop.vectorize.enable", i1 true}
!49 = distinct !{!49, !17, !45, !18}
!50 = distinct !{}
!51 = distinct !{!51, !17, !52, !18, !19}
!52 = !{!"llvm.loop.parallel_accesses", !50}
!53 = distinct !{!53, !17, !52, !19, !18}
!54 = distinct !{!54, !17, !18, !19}
!55 = distinct !{!55, !10}
!56 = distinct !{!56, !17, !18, !10}
!57 = distinct !{!57, !10}
!58 = distinct !{!58, !17, !18, !10}
!59 = distinct !{!59, !17, !10, !18, !19}
!60 = distinct !{!60, !17, !10, !18}
!61 = distinct !{!61, !10}
!62 = distinct !{!62, !17, !18, !10}
!63 = distinct !{!63, !10}
!64 = distinct !{!64, !17, !10, !18, !19}
!65 = distinct !{!65, !17, !18, !10}
!66 = distinct !{!66, !17, !10, !18}
!67 = distinct !{!67, !17}
!68 = !{!69}
!69 = distinct !{!69, !70}
!70 = distinct !{!70, !"LVerDomain"}
!71 = !{!72}
!72 = distinct !{!72, !70}
!73 = !{!74, !69}
!74 = distinct !{!74, !70}
!75 = distinct !{!75, !17, !76}
!76 = !{!"llvm.loop.distribute.enable", i1 true}
!77 = distinct !{!77, !10}
!78 = !{!74}
!79 = distinct !{!79, !17, !76, !18, !19}
!80 = distinct !{!80, !17, !76, !19, !18}
!81 = !{!82}
!82 = distinct !{!82, !83}
!83 = distinct !{!83, !"LVerDomain"}
!84 = distinct !{!84, !18, !19}
!85 = distinct !{!85, !17, !86}
!86 = !{!"llvm.loop.unroll_and_jam.count", i32 2}
!87 = distinct !{!87, !18}
!88 = distinct !{!88, !17, !89, !18, !19}
!89 = !{!"llvm.loop.pipeline.initiationinterval", i32 2}
!90 = distinct !{!90, !17, !89, !19, !18}
!91 = distinct !{!91, !92, !19}
!92 = distinct !{!92, !17, !93, !94}
!93 = !{!"llvm.loop.isvectorized"}
!94 = !{!"llvm.loop.unroll.enable"}
!95 = distinct !{!95, !92}
!96 = distinct !{!96, !17, !18, !19}
!97 = distinct !{!97, !17, !19, !18}
!98 = distinct !{!98, !17, !38, !18, !19}
!99 = distinct !{!99, !17, !47, !18, !19}
!100 = distinct !{!100, !17, !52, !18, !19}
!101 = distinct !{!101, !18, !19}
!102 = distinct !{!102, !17, !18, !10}
!103 = distinct !{!103, !17, !10, !18, !19}
!104 = distinct !{!104, !17, !10, !18, !19}
