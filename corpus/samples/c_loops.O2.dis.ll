; ModuleID = '<stdin>'
source_filename = "c_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"small\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"ten\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"hundred\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"minus one\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@computed_goto.dispatch = internal unnamed_addr constant [4 x ptr] [ptr blockaddress(@computed_goto, %4), ptr blockaddress(@computed_goto, %12), ptr blockaddress(@computed_goto, %15), ptr blockaddress(@computed_goto, %18)], align 16
@.str.6 = private unnamed_addr constant [6 x i8] c"\00\00\02\01\03\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @sum_array(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %7, label %10

7:                                                ; preds = %24, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %24 ]
  %9 = phi i32 [ 0, %4 ], [ %26, %24 ]
  br label %30

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483640
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %22, %12 ]
  %14 = phi <4 x i32> [ zeroinitializer, %10 ], [ %20, %12 ]
  %15 = phi <4 x i32> [ zeroinitializer, %10 ], [ %21, %12 ]
  %16 = getelementptr inbounds i32, ptr %0, i64 %13
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !5
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !5
  %20 = add <4 x i32> %18, %14
  %21 = add <4 x i32> %19, %15
  %22 = add nuw i64 %13, 8
  %23 = icmp eq i64 %22, %11
  br i1 %23, label %24, label %12, !llvm.loop !9

24:                                               ; preds = %12
  %25 = add <4 x i32> %21, %20
  %26 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %25)
  %27 = icmp eq i64 %11, %5
  br i1 %27, label %28, label %7

28:                                               ; preds = %30, %24, %2
  %29 = phi i32 [ 0, %2 ], [ %26, %24 ], [ %35, %30 ]
  ret i32 %29

30:                                               ; preds = %30, %7
  %31 = phi i64 [ %36, %30 ], [ %8, %7 ]
  %32 = phi i32 [ %35, %30 ], [ %9, %7 ]
  %33 = getelementptr inbounds i32, ptr %0, i64 %31
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = add nsw i32 %34, %32
  %36 = add nuw nsw i64 %31, 1
  %37 = icmp eq i64 %36, %5
  br i1 %37, label %28, label %30, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matmul(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #1 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %4
  %7 = zext nneg i32 %0 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %0, 4
  %10 = and i64 %7, 2147483644
  %11 = icmp eq i64 %8, 0
  br label %12

12:                                               ; preds = %21, %6
  %13 = phi i64 [ 0, %6 ], [ %22, %21 ]
  %14 = mul nuw nsw i64 %13, %7
  %15 = getelementptr inbounds double, ptr %1, i64 %14
  %16 = getelementptr inbounds double, ptr %3, i64 %14
  br label %18

17:                                               ; preds = %21, %4
  ret void

18:                                               ; preds = %41, %12
  %19 = phi i64 [ 0, %12 ], [ %44, %41 ]
  %20 = getelementptr inbounds double, ptr %2, i64 %19
  br i1 %9, label %24, label %46

21:                                               ; preds = %41
  %22 = add nuw nsw i64 %13, 1
  %23 = icmp eq i64 %22, %7
  br i1 %23, label %17, label %12, !llvm.loop !14

24:                                               ; preds = %46, %18
  %25 = phi double [ poison, %18 ], [ %76, %46 ]
  %26 = phi i64 [ 0, %18 ], [ %77, %46 ]
  %27 = phi double [ 0.000000e+00, %18 ], [ %76, %46 ]
  br i1 %11, label %41, label %28

28:                                               ; preds = %28, %24
  %29 = phi i64 [ %38, %28 ], [ %26, %24 ]
  %30 = phi double [ %37, %28 ], [ %27, %24 ]
  %31 = phi i64 [ %39, %28 ], [ 0, %24 ]
  %32 = getelementptr inbounds double, ptr %15, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !15
  %34 = mul nuw nsw i64 %29, %7
  %35 = getelementptr inbounds double, ptr %20, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !15
  %37 = tail call double @llvm.fmuladd.f64(double %33, double %36, double %30)
  %38 = add nuw nsw i64 %29, 1
  %39 = add i64 %31, 1
  %40 = icmp eq i64 %39, %8
  br i1 %40, label %41, label %28, !llvm.loop !17

41:                                               ; preds = %28, %24
  %42 = phi double [ %25, %24 ], [ %37, %28 ]
  %43 = getelementptr inbounds double, ptr %16, i64 %19
  store double %42, ptr %43, align 8, !tbaa !15
  %44 = add nuw nsw i64 %19, 1
  %45 = icmp eq i64 %44, %7
  br i1 %45, label %21, label %18, !llvm.loop !19

46:                                               ; preds = %46, %18
  %47 = phi i64 [ %77, %46 ], [ 0, %18 ]
  %48 = phi double [ %76, %46 ], [ 0.000000e+00, %18 ]
  %49 = phi i64 [ %78, %46 ], [ 0, %18 ]
  %50 = getelementptr inbounds double, ptr %15, i64 %47
  %51 = load double, ptr %50, align 8, !tbaa !15
  %52 = mul nuw nsw i64 %47, %7
  %53 = getelementptr inbounds double, ptr %20, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !15
  %55 = tail call double @llvm.fmuladd.f64(double %51, double %54, double %48)
  %56 = or disjoint i64 %47, 1
  %57 = getelementptr inbounds double, ptr %15, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !15
  %59 = mul nuw nsw i64 %56, %7
  %60 = getelementptr inbounds double, ptr %20, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !15
  %62 = tail call double @llvm.fmuladd.f64(double %58, double %61, double %55)
  %63 = or disjoint i64 %47, 2
  %64 = getelementptr inbounds double, ptr %15, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !15
  %66 = mul nuw nsw i64 %63, %7
  %67 = getelementptr inbounds double, ptr %20, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !15
  %69 = tail call double @llvm.fmuladd.f64(double %65, double %68, double %62)
  %70 = or disjoint i64 %47, 3
  %71 = getelementptr inbounds double, ptr %15, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !15
  %73 = mul nuw nsw i64 %70, %7
  %74 = getelementptr inbounds double, ptr %20, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !15
  %76 = tail call double @llvm.fmuladd.f64(double %72, double %75, double %69)
  %77 = add nuw nsw i64 %47, 4
  %78 = add i64 %49, 4
  %79 = icmp eq i64 %78, %10
  br i1 %79, label %24, label %46, !llvm.loop !20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @while_loop(i32 noundef %0) local_unnamed_addr #3 {
  %2 = icmp eq i32 %0, 1
  br i1 %2, label %14, label %3

3:                                                ; preds = %3, %1
  %4 = phi i32 [ %12, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %11, %3 ], [ %0, %1 ]
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  %8 = mul i32 %5, 3
  %9 = add i32 %8, 1
  %10 = lshr exact i32 %5, 1
  %11 = select i1 %7, i32 %10, i32 %9
  %12 = add nuw nsw i32 %4, 1
  %13 = icmp eq i32 %11, 1
  br i1 %13, label %14, label %3, !llvm.loop !21

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %15
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @do_while(i32 noundef %0) local_unnamed_addr #3 {
  %2 = tail call i32 @llvm.smax.i32(i32 %0, i32 1)
  br label %3

3:                                                ; preds = %9, %1
  %4 = phi i32 [ 0, %1 ], [ %14, %9 ]
  %5 = phi i32 [ 1, %1 ], [ %13, %9 ]
  %6 = mul nsw i32 %5, 3
  %7 = add nsw i32 %6, %4
  %8 = icmp sgt i32 %7, 100000
  br i1 %8, label %16, label %9

9:                                                ; preds = %3
  %10 = urem i32 %4, 3
  %11 = icmp eq i32 %10, 0
  %12 = select i1 %11, i32 0, i32 %4
  %13 = xor i32 %7, %12
  %14 = add nuw nsw i32 %4, 1
  %15 = icmp eq i32 %14, %2
  br i1 %15, label %16, label %3, !llvm.loop !22

16:                                               ; preds = %9, %3
  %17 = phi i32 [ %7, %3 ], [ %13, %9 ]
  ret i32 %17
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @classify(i32 noundef %0) local_unnamed_addr #4 {
  switch i32 %0, label %6 [
    i32 0, label %7
    i32 1, label %2
    i32 2, label %2
    i32 3, label %2
    i32 10, label %3
    i32 100, label %4
    i32 -1, label %5
  ]

2:                                                ; preds = %1, %1, %1
  br label %7

3:                                                ; preds = %1
  br label %7

4:                                                ; preds = %1
  br label %7

5:                                                ; preds = %1
  br label %7

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %6, %5, %4, %3, %2, %1
  %8 = phi ptr [ @.str.5, %6 ], [ @.str.4, %5 ], [ @.str.3, %4 ], [ @.str.2, %3 ], [ @.str.1, %2 ], [ @.str, %1 ]
  ret ptr %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @dense_switch(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  switch i32 %0, label %26 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %8
    i32 3, label %10
    i32 4, label %14
    i32 5, label %18
    i32 6, label %21
    i32 7, label %24
  ]

4:                                                ; preds = %3
  %5 = add nsw i32 %2, %1
  br label %26

6:                                                ; preds = %3
  %7 = sub nsw i32 %1, %2
  br label %26

8:                                                ; preds = %3
  %9 = mul nsw i32 %2, %1
  br label %26

10:                                               ; preds = %3
  %11 = icmp eq i32 %2, 0
  br i1 %11, label %26, label %12

12:                                               ; preds = %10
  %13 = sdiv i32 %1, %2
  br label %26

14:                                               ; preds = %3
  %15 = icmp eq i32 %2, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %14
  %17 = srem i32 %1, %2
  br label %26

18:                                               ; preds = %3
  %19 = and i32 %2, 31
  %20 = shl i32 %1, %19
  br label %26

21:                                               ; preds = %3
  %22 = and i32 %2, 31
  %23 = ashr i32 %1, %22
  br label %26

24:                                               ; preds = %3
  %25 = and i32 %2, %1
  br label %26

26:                                               ; preds = %24, %21, %18, %16, %14, %12, %10, %8, %6, %4, %3
  %27 = phi i32 [ %25, %24 ], [ %23, %21 ], [ %20, %18 ], [ %9, %8 ], [ %7, %6 ], [ %5, %4 ], [ %13, %12 ], [ 0, %10 ], [ %17, %16 ], [ 0, %14 ], [ -1, %3 ]
  ret i32 %27
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @find_goto(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %17

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64
  br label %7

7:                                                ; preds = %12, %5
  %8 = phi i64 [ 0, %5 ], [ %13, %12 ]
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = icmp eq i32 %10, %2
  br i1 %11, label %15, label %12

12:                                               ; preds = %7
  %13 = add nuw nsw i64 %8, 1
  %14 = icmp eq i64 %13, %6
  br i1 %14, label %17, label %7, !llvm.loop !23

15:                                               ; preds = %7
  %16 = trunc nuw nsw i64 %8 to i32
  br label %17

17:                                               ; preds = %15, %12, %3
  %18 = phi i32 [ -1, %3 ], [ %16, %15 ], [ -1, %12 ]
  ret i32 %18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @search2d(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = zext i32 %1 to i64
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %29

7:                                                ; preds = %4
  %8 = icmp sgt i32 %1, 0
  %9 = zext nneg i32 %0 to i64
  %10 = zext nneg i32 %0 to i64
  br label %11

11:                                               ; preds = %25, %7
  %12 = phi i64 [ 0, %7 ], [ %26, %25 ]
  %13 = phi i1 [ true, %7 ], [ %27, %25 ]
  br i1 %8, label %14, label %25

14:                                               ; preds = %11
  %15 = mul nuw nsw i64 %12, %5
  %16 = getelementptr inbounds i32, ptr %2, i64 %15
  br label %20

17:                                               ; preds = %20
  %18 = add nuw nsw i64 %21, 1
  %19 = icmp eq i64 %18, %5
  br i1 %19, label %25, label %20, !llvm.loop !24

20:                                               ; preds = %17, %14
  %21 = phi i64 [ 0, %14 ], [ %18, %17 ]
  %22 = getelementptr inbounds i32, ptr %16, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = icmp eq i32 %23, %3
  br i1 %24, label %29, label %17

25:                                               ; preds = %17, %11
  %26 = add nuw nsw i64 %12, 1
  %27 = icmp ult i64 %26, %9
  %28 = icmp eq i64 %26, %10
  br i1 %28, label %29, label %11, !llvm.loop !25

29:                                               ; preds = %25, %20, %4
  %30 = phi i1 [ false, %4 ], [ %13, %20 ], [ %27, %25 ]
  %31 = zext i1 %30 to i32
  ret i32 %31
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i64 @fib(i32 noundef %0) local_unnamed_addr #5 {
  %2 = icmp ult i32 %0, 2
  br i1 %2, label %3, label %8

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = zext nneg i32 %5 to i64
  %7 = add i64 %4, %6
  ret i64 %7

8:                                                ; preds = %8, %1
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
  %11 = add i32 %9, -1
  %12 = tail call i64 @fib(i32 noundef %11)
  %13 = add i32 %9, -2
  %14 = add i64 %12, %10
  %15 = icmp ult i32 %13, 2
  br i1 %15, label %3, label %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @parity(i32 noundef %0) local_unnamed_addr #4 {
  %2 = add i32 %0, 1
  %3 = icmp ne i32 %0, 0
  %4 = sext i1 %3 to i32
  %5 = add i32 %2, %4
  %6 = and i32 %5, -2
  %7 = sub i32 %0, %6
  ret i32 %7
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @ackermann(i32 noundef %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i32 %5, 1
  ret i32 %6

7:                                                ; preds = %11, %2
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %15, %7
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add nsw i32 %8, -1
  %17 = tail call i32 @ackermann(i32 noundef %9, i32 noundef %16)
  br label %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, -2147483648) i32 @likely_path(i32 noundef %0) local_unnamed_addr #4 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %5, !prof !26

3:                                                ; preds = %1
  %4 = shl nuw nsw i32 %0, 1
  br label %9

5:                                                ; preds = %1
  %6 = icmp eq i32 %0, -5
  %7 = sub nsw i32 0, %0
  %8 = select i1 %6, i32 42, i32 %7, !prof !27
  br label %9

9:                                                ; preds = %5, %3
  %10 = phi i32 [ %4, %3 ], [ %8, %5 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @copy_buf(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #6 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(68) %0, ptr noundef nonnull align 4 dereferenceable(68) %1, i64 68, i1 false)
  %3 = getelementptr inbounds i8, ptr %1, i64 64
  %4 = load i32, ptr %3, align 4, !tbaa !28
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds i8, ptr %0, i64 %5
  %7 = sub nsw i64 64, %5
  tail call void @llvm.memset.p0.i64(ptr align 1 %6, i8 0, i64 %7, i1 false)
  %8 = getelementptr inbounds i8, ptr %0, i64 1
  %9 = load i64, ptr %0, align 4
  store i64 %9, ptr %8, align 1
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @saxpy(i32 noundef %0, float noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef %3) local_unnamed_addr #1 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %31

6:                                                ; preds = %4
  %7 = zext nneg i32 %0 to i64
  %8 = icmp ult i32 %0, 8
  br i1 %8, label %9, label %11

9:                                                ; preds = %29, %6
  %10 = phi i64 [ 0, %6 ], [ %12, %29 ]
  br label %32

11:                                               ; preds = %6
  %12 = and i64 %7, 2147483640
  %13 = insertelement <4 x float> poison, float %1, i64 0
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <4 x i32> zeroinitializer
  br label %15

15:                                               ; preds = %15, %11
  %16 = phi i64 [ 0, %11 ], [ %27, %15 ]
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load <4 x float>, ptr %17, align 4, !tbaa !30
  %20 = load <4 x float>, ptr %18, align 4, !tbaa !30
  %21 = getelementptr inbounds float, ptr %3, i64 %16
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load <4 x float>, ptr %21, align 4, !tbaa !30
  %24 = load <4 x float>, ptr %22, align 4, !tbaa !30
  %25 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %14, <4 x float> %19, <4 x float> %23)
  %26 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %14, <4 x float> %20, <4 x float> %24)
  store <4 x float> %25, ptr %21, align 4, !tbaa !30
  store <4 x float> %26, ptr %22, align 4, !tbaa !30
  %27 = add nuw i64 %16, 8
  %28 = icmp eq i64 %27, %12
  br i1 %28, label %29, label %15, !llvm.loop !32

29:                                               ; preds = %15
  %30 = icmp eq i64 %12, %7
  br i1 %30, label %31, label %9

31:                                               ; preds = %32, %29, %4
  ret void

32:                                               ; preds = %32, %9
  %33 = phi i64 [ %39, %32 ], [ %10, %9 ]
  %34 = getelementptr inbounds float, ptr %2, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !30
  %36 = getelementptr inbounds float, ptr %3, i64 %33
  %37 = load float, ptr %36, align 4, !tbaa !30
  %38 = tail call float @llvm.fmuladd.f32(float %1, float %35, float %37)
  store float %38, ptr %36, align 4, !tbaa !30
  %39 = add nuw nsw i64 %33, 1
  %40 = icmp eq i64 %39, %7
  br i1 %40, label %31, label %32, !llvm.loop !33
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @triangular(i32 noundef %0) local_unnamed_addr #3 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %35

3:                                                ; preds = %37, %1
  %4 = phi i32 [ %38, %37 ], [ 0, %1 ]
  %5 = phi <2 x i32> [ %39, %37 ], [ <i32 0, i32 1>, %1 ]
  %6 = extractelement <2 x i32> %5, i64 1
  %7 = icmp ult i32 %6, 8
  br i1 %7, label %8, label %12

8:                                                ; preds = %31, %3
  %9 = phi i32 [ 0, %3 ], [ %13, %31 ]
  %10 = phi i32 [ %4, %3 ], [ %33, %31 ]
  %11 = extractelement <2 x i32> %5, i64 0
  br label %42

12:                                               ; preds = %3
  %13 = and i32 %6, -8
  %14 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %4, i64 0
  %15 = shufflevector <2 x i32> %5, <2 x i32> poison, <4 x i32> zeroinitializer
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i32 [ 0, %12 ], [ %28, %16 ]
  %18 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %12 ], [ %29, %16 ]
  %19 = phi <4 x i32> [ %14, %12 ], [ %26, %16 ]
  %20 = phi <4 x i32> [ zeroinitializer, %12 ], [ %27, %16 ]
  %21 = xor <4 x i32> %18, %15
  %22 = xor <4 x i32> %18, %15
  %23 = and <4 x i32> %21, <i32 7, i32 7, i32 7, i32 7>
  %24 = and <4 x i32> %22, <i32 7, i32 7, i32 7, i32 7>
  %25 = xor <4 x i32> %24, <i32 4, i32 4, i32 4, i32 4>
  %26 = add <4 x i32> %23, %19
  %27 = add <4 x i32> %25, %20
  %28 = add nuw i32 %17, 8
  %29 = add <4 x i32> %18, <i32 8, i32 8, i32 8, i32 8>
  %30 = icmp eq i32 %28, %13
  br i1 %30, label %31, label %16, !llvm.loop !34

31:                                               ; preds = %16
  %32 = add <4 x i32> %27, %26
  %33 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %32)
  %34 = icmp eq i32 %6, %13
  br i1 %34, label %37, label %8

35:                                               ; preds = %37, %1
  %36 = phi i32 [ 0, %1 ], [ %38, %37 ]
  ret i32 %36

37:                                               ; preds = %42, %31
  %38 = phi i32 [ %33, %31 ], [ %47, %42 ]
  %39 = add nuw <2 x i32> %5, <i32 1, i32 1>
  %40 = extractelement <2 x i32> %39, i64 0
  %41 = icmp eq i32 %40, %0
  br i1 %41, label %35, label %3, !llvm.loop !35

42:                                               ; preds = %42, %8
  %43 = phi i32 [ %48, %42 ], [ %9, %8 ]
  %44 = phi i32 [ %47, %42 ], [ %10, %8 ]
  %45 = xor i32 %43, %11
  %46 = and i32 %45, 7
  %47 = add nsw i32 %46, %44
  %48 = add nuw nsw i32 %43, 1
  %49 = icmp eq i32 %48, %6
  br i1 %49, label %37, label %42, !llvm.loop !36
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @computed_goto(ptr nocapture noundef readonly %0, i32 noundef %1) #9 {
  %3 = icmp slt i32 %1, 1
  br i1 %3, label %18, label %20

4:                                                ; preds = %20
  %5 = add nsw i32 %21, 1
  %6 = icmp slt i32 %22, %1
  br i1 %6, label %7, label %18

7:                                                ; preds = %15, %12, %4
  %8 = phi i32 [ %13, %12 ], [ %16, %15 ], [ %5, %4 ]
  %9 = zext nneg i32 %22 to i64
  %10 = getelementptr inbounds i8, ptr %0, i64 %9
  %11 = add nuw nsw i32 %22, 1
  br label %20

12:                                               ; preds = %20
  %13 = add nsw i32 %21, -1
  %14 = icmp slt i32 %22, %1
  br i1 %14, label %7, label %18

15:                                               ; preds = %20
  %16 = shl nsw i32 %21, 1
  %17 = icmp slt i32 %22, %1
  br i1 %17, label %7, label %18

18:                                               ; preds = %20, %15, %12, %4, %2
  %19 = phi i32 [ 0, %2 ], [ %5, %4 ], [ %13, %12 ], [ %16, %15 ], [ %21, %20 ]
  ret i32 %19

20:                                               ; preds = %7, %2
  %21 = phi i32 [ %8, %7 ], [ 0, %2 ]
  %22 = phi i32 [ %11, %7 ], [ 1, %2 ]
  %23 = phi ptr [ %10, %7 ], [ %0, %2 ]
  %24 = load i8, ptr %23, align 1, !tbaa !37
  %25 = and i8 %24, 3
  %26 = zext nneg i8 %25 to i64
  %27 = getelementptr inbounds [4 x ptr], ptr @computed_goto.dispatch, i64 0, i64 %26
  %28 = load ptr, ptr %27, align 8, !tbaa !38
  indirectbr ptr %28, [label %4, label %12, label %15, label %18]
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @main() local_unnamed_addr #10 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ %10, %1 ], [ 0, %0 ]
  %3 = phi i32 [ %9, %1 ], [ 27, %0 ]
  %4 = and i32 %3, 1
  %5 = icmp eq i32 %4, 0
  %6 = mul i32 %3, 3
  %7 = add i32 %6, 1
  %8 = lshr exact i32 %3, 1
  %9 = select i1 %5, i32 %8, i32 %7
  %10 = add nuw nsw i32 %2, 1
  %11 = icmp eq i32 %9, 1
  br i1 %11, label %12, label %1, !llvm.loop !21

12:                                               ; preds = %1
  %13 = tail call i64 @fib(i32 noundef 10)
  %14 = tail call i32 @ackermann(i32 noundef 2, i32 noundef 2)
  %15 = trunc i64 %13 to i32
  %16 = tail call i32 @computed_goto(ptr noundef nonnull @.str.6, i32 noundef 5)
  %17 = add i32 %16, 76496
  %18 = add i32 %14, %15
  %19 = add i32 %17, %18
  %20 = add i32 %19, %2
  ret i32 %20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!13 = distinct !{!13, !10, !12, !11}
!14 = distinct !{!14, !10}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !7, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!27 = !{!"branch_weights", !"expected", i32 1932735283, i32 214748366}
!28 = !{!29, !6, i64 64}
!29 = !{!"buf", !7, i64 0, !6, i64 64}
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !7, i64 0}
!32 = distinct !{!32, !10, !11, !12}
!33 = distinct !{!33, !10, !12, !11}
!34 = distinct !{!34, !10, !11, !12}
!35 = distinct !{!35, !10}
!36 = distinct !{!36, !10, !12, !11}
!37 = !{!7, !7, i64 0}
!38 = !{!39, !39, i64 0}
!39 = !{!"any pointer", !7, i64 0}
