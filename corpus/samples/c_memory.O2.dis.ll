; ModuleID = '<stdin>'
source_filename = "c_memory.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@__const.sort_and_check.arr = private unnamed_addr constant [5 x i32] [i32 5, i32 3, i32 9, i32 1, i32 7], align 16
@__const.sort_and_check.expect = private unnamed_addr constant [5 x i32] [i32 1, i32 3, i32 5, i32 7, i32 9], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @vla_sum(i32 noundef %0) local_unnamed_addr #0 {
  %2 = zext i32 %0 to i64
  %3 = alloca i32, i64 %2, align 16
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %55

5:                                                ; preds = %1
  %6 = icmp ult i32 %0, 8
  br i1 %6, label %7, label %9

7:                                                ; preds = %22, %5
  %8 = phi i64 [ 0, %5 ], [ %10, %22 ]
  br label %48

9:                                                ; preds = %5
  %10 = and i64 %2, 2147483640
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %19, %11 ]
  %13 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %9 ], [ %20, %11 ]
  %14 = getelementptr inbounds i32, ptr %3, i64 %12
  %15 = mul <4 x i32> %13, <i32 3, i32 3, i32 3, i32 3>
  %16 = mul <4 x i32> %13, <i32 3, i32 3, i32 3, i32 3>
  %17 = add <4 x i32> %16, <i32 12, i32 12, i32 12, i32 12>
  %18 = getelementptr inbounds i8, ptr %14, i64 16
  store <4 x i32> %15, ptr %14, align 16, !tbaa !5
  store <4 x i32> %17, ptr %18, align 16, !tbaa !5
  %19 = add nuw i64 %12, 8
  %20 = add <4 x i32> %13, <i32 8, i32 8, i32 8, i32 8>
  %21 = icmp eq i64 %19, %10
  br i1 %21, label %22, label %11, !llvm.loop !9

22:                                               ; preds = %11
  %23 = icmp eq i64 %10, %2
  br i1 %23, label %24, label %7

24:                                               ; preds = %48, %22
  br i1 %4, label %25, label %55

25:                                               ; preds = %24
  %26 = icmp ult i32 %0, 8
  br i1 %26, label %27, label %30

27:                                               ; preds = %44, %25
  %28 = phi i64 [ 0, %25 ], [ %31, %44 ]
  %29 = phi i32 [ 0, %25 ], [ %46, %44 ]
  br label %57

30:                                               ; preds = %25
  %31 = and i64 %2, 2147483640
  br label %32

32:                                               ; preds = %32, %30
  %33 = phi i64 [ 0, %30 ], [ %42, %32 ]
  %34 = phi <4 x i32> [ zeroinitializer, %30 ], [ %40, %32 ]
  %35 = phi <4 x i32> [ zeroinitializer, %30 ], [ %41, %32 ]
  %36 = getelementptr inbounds i32, ptr %3, i64 %33
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load <4 x i32>, ptr %36, align 16, !tbaa !5
  %39 = load <4 x i32>, ptr %37, align 16, !tbaa !5
  %40 = add <4 x i32> %38, %34
  %41 = add <4 x i32> %39, %35
  %42 = add nuw i64 %33, 8
  %43 = icmp eq i64 %42, %31
  br i1 %43, label %44, label %32, !llvm.loop !13

44:                                               ; preds = %32
  %45 = add <4 x i32> %41, %40
  %46 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %45)
  %47 = icmp eq i64 %31, %2
  br i1 %47, label %55, label %27

48:                                               ; preds = %48, %7
  %49 = phi i64 [ %53, %48 ], [ %8, %7 ]
  %50 = getelementptr inbounds i32, ptr %3, i64 %49
  %51 = trunc i64 %49 to i32
  %52 = mul i32 %51, 3
  store i32 %52, ptr %50, align 4, !tbaa !5
  %53 = add nuw nsw i64 %49, 1
  %54 = icmp eq i64 %53, %2
  br i1 %54, label %24, label %48, !llvm.loop !14

55:                                               ; preds = %57, %44, %24, %1
  %56 = phi i32 [ 0, %24 ], [ 0, %1 ], [ %46, %44 ], [ %62, %57 ]
  ret i32 %56

57:                                               ; preds = %57, %27
  %58 = phi i64 [ %63, %57 ], [ %28, %27 ]
  %59 = phi i32 [ %62, %57 ], [ %29, %27 ]
  %60 = getelementptr inbounds i32, ptr %3, i64 %58
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = add nsw i32 %61, %59
  %63 = add nuw nsw i64 %58, 1
  %64 = icmp eq i64 %63, %2
  br i1 %64, label %55, label %57, !llvm.loop !15
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local double @vla_2d(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = zext i32 %0 to i64
  %4 = zext i32 %1 to i64
  %5 = mul nuw i64 %4, %3
  %6 = alloca double, i64 %5, align 16
  %7 = icmp sgt i32 %0, 0
  br i1 %7, label %8, label %77

8:                                                ; preds = %2
  %9 = icmp sgt i32 %1, 0
  %10 = icmp ult i32 %1, 4
  %11 = and i64 %4, 2147483644
  %12 = icmp eq i64 %11, %4
  br label %13

13:                                               ; preds = %48, %8
  %14 = phi i64 [ 0, %8 ], [ %49, %48 ]
  br i1 %9, label %15, label %48

15:                                               ; preds = %13
  %16 = trunc nuw nsw i64 %14 to i32
  %17 = uitofp nneg i32 %16 to double
  %18 = mul nuw nsw i64 %14, %4
  %19 = getelementptr inbounds double, ptr %6, i64 %18
  br i1 %10, label %20, label %22

20:                                               ; preds = %38, %15
  %21 = phi i64 [ 0, %15 ], [ %11, %38 ]
  br label %51

22:                                               ; preds = %15
  %23 = insertelement <2 x double> poison, double %17, i64 0
  %24 = shufflevector <2 x double> %23, <2 x double> poison, <2 x i32> zeroinitializer
  br label %25

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %35, %25 ]
  %27 = phi <2 x i32> [ <i32 0, i32 1>, %22 ], [ %36, %25 ]
  %28 = add <2 x i32> %27, <i32 2, i32 2>
  %29 = uitofp <2 x i32> %27 to <2 x double>
  %30 = uitofp <2 x i32> %28 to <2 x double>
  %31 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %24)
  %32 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %30, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %24)
  %33 = getelementptr inbounds double, ptr %19, i64 %26
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  store <2 x double> %31, ptr %33, align 8, !tbaa !16
  store <2 x double> %32, ptr %34, align 8, !tbaa !16
  %35 = add nuw i64 %26, 4
  %36 = add <2 x i32> %27, <i32 4, i32 4>
  %37 = icmp eq i64 %35, %11
  br i1 %37, label %38, label %25, !llvm.loop !18

38:                                               ; preds = %25
  br i1 %12, label %48, label %20

39:                                               ; preds = %48
  br i1 %7, label %40, label %77

40:                                               ; preds = %39
  %41 = sext i32 %1 to i64
  %42 = getelementptr double, ptr %6, i64 %41
  %43 = getelementptr i8, ptr %42, i64 -8
  %44 = and i64 %3, 3
  %45 = icmp ult i32 %0, 4
  br i1 %45, label %59, label %46

46:                                               ; preds = %40
  %47 = and i64 %3, 2147483644
  br label %79

48:                                               ; preds = %51, %38, %13
  %49 = add nuw nsw i64 %14, 1
  %50 = icmp eq i64 %49, %3
  br i1 %50, label %39, label %13, !llvm.loop !19

51:                                               ; preds = %51, %20
  %52 = phi i64 [ %57, %51 ], [ %21, %20 ]
  %53 = trunc nuw nsw i64 %52 to i32
  %54 = uitofp nneg i32 %53 to double
  %55 = tail call double @llvm.fmuladd.f64(double %54, double 5.000000e-01, double %17)
  %56 = getelementptr inbounds double, ptr %19, i64 %52
  store double %55, ptr %56, align 8, !tbaa !16
  %57 = add nuw nsw i64 %52, 1
  %58 = icmp eq i64 %57, %4
  br i1 %58, label %48, label %51, !llvm.loop !20

59:                                               ; preds = %79, %40
  %60 = phi double [ poison, %40 ], [ %110, %79 ]
  %61 = phi i64 [ 0, %40 ], [ %104, %79 ]
  %62 = phi double [ 0.000000e+00, %40 ], [ %110, %79 ]
  %63 = icmp eq i64 %44, 0
  br i1 %63, label %77, label %64

64:                                               ; preds = %64, %59
  %65 = phi i64 [ %68, %64 ], [ %61, %59 ]
  %66 = phi double [ %74, %64 ], [ %62, %59 ]
  %67 = phi i64 [ %75, %64 ], [ 0, %59 ]
  %68 = add nuw nsw i64 %65, 1
  %69 = mul nuw nsw i64 %65, %4
  %70 = getelementptr double, ptr %43, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !16
  %72 = fptosi double %71 to i32
  %73 = sitofp i32 %72 to double
  %74 = fadd double %66, %73
  %75 = add i64 %67, 1
  %76 = icmp eq i64 %75, %44
  br i1 %76, label %77, label %64, !llvm.loop !21

77:                                               ; preds = %64, %59, %39, %2
  %78 = phi double [ 0.000000e+00, %39 ], [ 0.000000e+00, %2 ], [ %60, %59 ], [ %74, %64 ]
  ret double %78

79:                                               ; preds = %79, %46
  %80 = phi i64 [ 0, %46 ], [ %104, %79 ]
  %81 = phi double [ 0.000000e+00, %46 ], [ %110, %79 ]
  %82 = phi i64 [ 0, %46 ], [ %111, %79 ]
  %83 = or disjoint i64 %80, 1
  %84 = mul nuw nsw i64 %80, %4
  %85 = getelementptr double, ptr %43, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !16
  %87 = fptosi double %86 to i32
  %88 = sitofp i32 %87 to double
  %89 = fadd double %81, %88
  %90 = or disjoint i64 %80, 2
  %91 = mul nuw nsw i64 %83, %4
  %92 = getelementptr double, ptr %43, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !16
  %94 = fptosi double %93 to i32
  %95 = sitofp i32 %94 to double
  %96 = fadd double %89, %95
  %97 = or disjoint i64 %80, 3
  %98 = mul nuw nsw i64 %90, %4
  %99 = getelementptr double, ptr %43, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !16
  %101 = fptosi double %100 to i32
  %102 = sitofp i32 %101 to double
  %103 = fadd double %96, %102
  %104 = add nuw nsw i64 %80, 4
  %105 = mul nuw nsw i64 %97, %4
  %106 = getelementptr double, ptr %43, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !16
  %108 = fptosi double %107 to i32
  %109 = sitofp i32 %108 to double
  %110 = fadd double %103, %109
  %111 = add i64 %82, 4
  %112 = icmp eq i64 %111, %47
  br i1 %112, label %59, label %79, !llvm.loop !23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local noalias noundef ptr @dup_with_alloca(ptr nocapture noundef readonly %0) local_unnamed_addr #3 {
  %2 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #21
  %3 = add i64 %2, 1
  %4 = tail call noalias ptr @malloc(i64 noundef %3) #22
  %5 = icmp eq ptr %4, null
  br i1 %5, label %7, label %6

6:                                                ; preds = %1
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %4, ptr align 1 %0, i64 %3, i1 false)
  br label %7

7:                                                ; preds = %6, %1
  ret ptr %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local i32 @try_jump() local_unnamed_addr #7 {
  %1 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 0, ptr %1, align 4, !tbaa !5
  %2 = call i32 @_setjmp(ptr noundef nonnull @env) #23
  %3 = icmp eq i32 %2, 0
  %4 = load volatile i32, ptr %1, align 4, !tbaa !5
  br i1 %3, label %5, label %7

5:                                                ; preds = %0
  %6 = add nsw i32 %4, 1
  store volatile i32 %6, ptr %1, align 4, !tbaa !5
  call void @longjmp(ptr noundef nonnull @env, i32 noundef 4) #24
  unreachable

7:                                                ; preds = %0
  %8 = add nsw i32 %4, %2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %8
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local i32 @with_cleanup(i32 noundef %0) local_unnamed_addr #9 {
  %2 = sext i32 %0 to i64
  %3 = add nsw i64 %2, 1
  %4 = tail call noalias ptr @malloc(i64 noundef %3) #22
  %5 = icmp eq ptr %4, null
  br i1 %5, label %10, label %6

6:                                                ; preds = %1
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %4, i8 120, i64 %2, i1 false)
  %7 = getelementptr inbounds i8, ptr %4, i64 %2
  store i8 0, ptr %7, align 1, !tbaa !24
  %8 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %4) #21
  %9 = trunc i64 %8 to i32
  br label %10

10:                                               ; preds = %6, %1
  %11 = phi i32 [ %9, %6 ], [ -1, %1 ]
  tail call void @free(ptr noundef %4) #25
  ret i32 %11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @compare(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #11 {
  %3 = load i32, ptr %0, align 4, !tbaa !5
  %4 = load i32, ptr %1, align 4, !tbaa !5
  %5 = sub nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @sort_and_check() local_unnamed_addr #12 {
  %1 = alloca [5 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %1, ptr noundef nonnull align 16 dereferenceable(20) @__const.sort_and_check.arr, i64 20, i1 false)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @compare) #25
  %2 = call i32 @bcmp(ptr noundef nonnull dereferenceable(20) %1, ptr noundef nonnull dereferenceable(20) @__const.sort_and_check.expect, i64 20)
  %3 = icmp eq i32 %2, 0
  %4 = zext i1 %3 to i32
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #25
  ret i32 %4
}

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @ptr_math(ptr noundef %0, i64 noundef %1) local_unnamed_addr #14 {
  %3 = shl nsw i64 %1, 2
  %4 = getelementptr inbounds i8, ptr %0, i64 %3
  %5 = getelementptr inbounds i8, ptr %4, i64 3
  %6 = ptrtoint ptr %4 to i64
  %7 = add nsw i64 %3, -8
  %8 = ashr exact i64 %7, 2
  %9 = ptrtoint ptr %5 to i64
  %10 = ptrtoint ptr %0 to i64
  %11 = and i64 %6, 7
  %12 = sub i64 %8, %10
  %13 = add i64 %12, %9
  %14 = add i64 %13, %11
  ret i64 %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @big_frame(i32 noundef %0) local_unnamed_addr #14 {
  %2 = alloca [1024 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %2) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4096) %2, i8 0, i64 4096, i1 false)
  %3 = and i32 %0, 1023
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds [1024 x i32], ptr %2, i64 0, i64 %4
  store i32 %0, ptr %5, align 4, !tbaa !5
  %6 = mul nsw i32 %0, 7
  %7 = and i32 %6, 1023
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds [1024 x i32], ptr %2, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = add nsw i32 %10, %0
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %2) #25
  ret i32 %11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define dso_local noundef ptr @aligned_alloc_demo(i64 noundef %0) local_unnamed_addr #15 {
  %2 = tail call noalias align 64 ptr @aligned_alloc(i64 noundef 64, i64 noundef %0) #26
  call void @llvm.assume(i1 true) [ "align"(ptr %2, i64 64) ]
  tail call void @llvm.memset.p0.i64(ptr align 64 %2, i8 0, i64 %0, i1 false)
  ret ptr %2
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @aligned_alloc(i64 allocalign noundef, i64 noundef) local_unnamed_addr #16

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #17

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #7 {
  %1 = alloca [5 x i32], align 16
  %2 = alloca [8 x i32], align 4
  %3 = tail call i32 @try_jump()
  %4 = tail call noalias dereferenceable_or_null(9) ptr @malloc(i64 noundef 9) #22
  %5 = icmp eq ptr %4, null
  br i1 %5, label %10, label %6

6:                                                ; preds = %0
  store i64 8680820740569200760, ptr %4, align 1
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 0, ptr %7, align 1, !tbaa !24
  %8 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %4) #21
  %9 = trunc i64 %8 to i32
  br label %10

10:                                               ; preds = %6, %0
  %11 = phi i32 [ %9, %6 ], [ -1, %0 ]
  tail call void @free(ptr noundef %4) #25
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %1, ptr noundef nonnull align 16 dereferenceable(20) @__const.sort_and_check.arr, i64 20, i1 false)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 5, i64 noundef 4, ptr noundef nonnull @compare) #25
  %12 = call i32 @bcmp(ptr noundef nonnull dereferenceable(20) %1, ptr noundef nonnull dereferenceable(20) @__const.sort_and_check.expect, i64 20)
  %13 = icmp eq i32 %12, 0
  %14 = zext i1 %13 to i32
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #25
  %15 = getelementptr inbounds i8, ptr %2, i64 16
  %16 = ptrtoint ptr %15 to i64
  %17 = trunc i64 %16 to i32
  %18 = and i32 %17, 4
  %19 = add nuw nsw i32 %18, 165
  %20 = add i32 %19, %3
  %21 = add i32 %20, %11
  %22 = add i32 %21, %14
  ret i32 %22
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #18

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #19

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #20

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized,aligned") allocsize(1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #18 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { nofree nounwind willreturn memory(argmem: read) }
attributes #21 = { nounwind willreturn memory(read) }
attributes #22 = { nounwind allocsize(0) }
attributes #23 = { nounwind returns_twice }
attributes #24 = { noreturn nounwind }
attributes #25 = { nounwind }
attributes #26 = { nounwind allocsize(1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11, !12}
!14 = distinct !{!14, !10, !12, !11}
!15 = distinct !{!15, !10, !12, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !7, i64 0}
!18 = distinct !{!18, !10, !11, !12}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10, !12, !11}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !10}
!24 = !{!7, !7, i64 0}
