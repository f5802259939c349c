; ModuleID = '<stdin>'
source_filename = "omp_parallel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, ptr }

@tp_counter = internal thread_local unnamed_addr global i32 0, align 4
@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer, align 8
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr @0 }, align 8
@.gomp_critical_user_total_lock.var = common global [8 x i32] zeroinitializer, align 8
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 34, i32 0, i32 22, ptr @0 }, align 8
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 22, ptr @0 }, align 8
@7 = private unnamed_addr constant %struct.ident_t { i32 0, i32 1026, i32 0, i32 22, ptr @0 }, align 8
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store ptr %0, ptr %4, align 8, !tbaa !6
  store ptr %1, ptr %5, align 8, !tbaa !6
  store i32 %2, ptr %6, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #3
  store double 0.000000e+00, ptr %7, align 8, !tbaa !12
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 4, ptr nonnull @dot.omp_outlined, ptr nonnull %6, ptr nonnull %7, ptr nonnull %4, ptr nonnull %5)
  %8 = load double, ptr %7, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #3
  ret double %8
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @dot.omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, ptr nocapture noundef nonnull align 8 dereferenceable(8) %3, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %5) #2 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca [1 x ptr], align 8
  %13 = load i32, ptr %2, align 4, !tbaa !10
  %14 = icmp sgt i32 %13, 0
  br i1 %14, label %15, label %87

15:                                               ; preds = %6
  %16 = add nsw i32 %13, -1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #3
  store i32 0, ptr %7, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #3
  store i32 %16, ptr %8, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #3
  store i32 1, ptr %9, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #3
  store i32 0, ptr %10, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #3
  store double 0.000000e+00, ptr %11, align 8, !tbaa !12
  %17 = load i32, ptr %0, align 4, !tbaa !10
  call void @__kmpc_for_static_init_4(ptr nonnull @1, i32 %17, i32 34, ptr nonnull %10, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, i32 1, i32 1)
  %18 = load i32, ptr %8, align 4
  %19 = call i32 @llvm.smin.i32(i32 %18, i32 %16)
  store i32 %19, ptr %8, align 4, !tbaa !10
  %20 = load i32, ptr %7, align 4, !tbaa !10
  %21 = icmp sgt i32 %20, %19
  br i1 %21, label %77, label %22

22:                                               ; preds = %15
  %23 = load ptr, ptr %4, align 8, !tbaa !6
  %24 = load ptr, ptr %5, align 8, !tbaa !6
  %25 = sext i32 %20 to i64
  %26 = add nsw i32 %19, 1
  %27 = add i32 %19, 1
  %28 = sub i32 %27, %20
  %29 = sub i32 %19, %20
  %30 = and i32 %28, 3
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %44, label %32

32:                                               ; preds = %32, %22
  %33 = phi i64 [ %41, %32 ], [ %25, %22 ]
  %34 = phi double [ %40, %32 ], [ 0.000000e+00, %22 ]
  %35 = phi i32 [ %42, %32 ], [ 0, %22 ]
  %36 = getelementptr inbounds double, ptr %23, i64 %33
  %37 = load double, ptr %36, align 8, !tbaa !12
  %38 = getelementptr inbounds double, ptr %24, i64 %33
  %39 = load double, ptr %38, align 8, !tbaa !12
  %40 = call double @llvm.fmuladd.f64(double %37, double %39, double %34)
  store double %40, ptr %11, align 8, !tbaa !12
  %41 = add nsw i64 %33, 1
  %42 = add i32 %35, 1
  %43 = icmp eq i32 %42, %30
  br i1 %43, label %44, label %32, !llvm.loop !14

44:                                               ; preds = %32, %22
  %45 = phi i64 [ %25, %22 ], [ %41, %32 ]
  %46 = phi double [ 0.000000e+00, %22 ], [ %40, %32 ]
  %47 = icmp ult i32 %29, 3
  br i1 %47, label %77, label %48

48:                                               ; preds = %48, %44
  %49 = phi i64 [ %74, %48 ], [ %45, %44 ]
  %50 = phi double [ %73, %48 ], [ %46, %44 ]
  %51 = getelementptr inbounds double, ptr %23, i64 %49
  %52 = load double, ptr %51, align 8, !tbaa !12
  %53 = getelementptr inbounds double, ptr %24, i64 %49
  %54 = load double, ptr %53, align 8, !tbaa !12
  %55 = call double @llvm.fmuladd.f64(double %52, double %54, double %50)
  store double %55, ptr %11, align 8, !tbaa !12
  %56 = add nsw i64 %49, 1
  %57 = getelementptr inbounds double, ptr %23, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !12
  %59 = getelementptr inbounds double, ptr %24, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !12
  %61 = call double @llvm.fmuladd.f64(double %58, double %60, double %55)
  store double %61, ptr %11, align 8, !tbaa !12
  %62 = add nsw i64 %49, 2
  %63 = getelementptr inbounds double, ptr %23, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !12
  %65 = getelementptr inbounds double, ptr %24, i64 %62
  %66 = load double, ptr %65, align 8, !tbaa !12
  %67 = call double @llvm.fmuladd.f64(double %64, double %66, double %61)
  store double %67, ptr %11, align 8, !tbaa !12
  %68 = add nsw i64 %49, 3
  %69 = getelementptr inbounds double, ptr %23, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !12
  %71 = getelementptr inbounds double, ptr %24, i64 %68
  %72 = load double, ptr %71, align 8, !tbaa !12
  %73 = call double @llvm.fmuladd.f64(double %70, double %72, double %67)
  store double %73, ptr %11, align 8, !tbaa !12
  %74 = add nsw i64 %49, 4
  %75 = trunc i64 %74 to i32
  %76 = icmp eq i32 %26, %75
  br i1 %76, label %77, label %48

77:                                               ; preds = %48, %44, %15
  call void @__kmpc_for_static_fini(ptr nonnull @1, i32 %17)
  store ptr %11, ptr %12, align 8
  %78 = call i32 @__kmpc_reduce_nowait(ptr nonnull @2, i32 %17, i32 1, i64 8, ptr nonnull %12, ptr nonnull @dot.omp_outlined.omp.reduction.reduction_func, ptr nonnull @.gomp_critical_user_.reduction.var)
  switch i32 %78, label %86 [
    i32 1, label %79
    i32 2, label %83
  ]

79:                                               ; preds = %77
  %80 = load double, ptr %3, align 8, !tbaa !12
  %81 = load double, ptr %11, align 8, !tbaa !12
  %82 = fadd double %80, %81
  store double %82, ptr %3, align 8, !tbaa !12
  call void @__kmpc_end_reduce_nowait(ptr nonnull @2, i32 %17, ptr nonnull @.gomp_critical_user_.reduction.var)
  br label %86

83:                                               ; preds = %77
  %84 = load double, ptr %11, align 8, !tbaa !12
  %85 = atomicrmw fadd ptr %3, double %84 monotonic, align 8
  br label %86

86:                                               ; preds = %83, %79, %77
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #3
  br label %87

87:                                               ; preds = %86, %6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal void @dot.omp_outlined.omp.reduction.reduction_func(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = load ptr, ptr %1, align 8
  %4 = load ptr, ptr %0, align 8
  %5 = load double, ptr %4, align 8, !tbaa !12
  %6 = load double, ptr %3, align 8, !tbaa !12
  %7 = fadd double %5, %6
  store double %7, ptr %4, align 8, !tbaa !12
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(ptr, i32, i32, i64, ptr, ptr, ptr) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(ptr, i32, ptr) local_unnamed_addr #6

; Function Attrs: nounwind
declare !callback !16 void @__kmpc_fork_call(ptr, i32, ptr, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @max_reduce(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !6
  store i32 %1, ptr %4, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #3
  %6 = load i32, ptr %0, align 4, !tbaa !10
  store i32 %6, ptr %5, align 4, !tbaa !10
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 3, ptr nonnull @max_reduce.omp_outlined, ptr nonnull %4, ptr nonnull %3, ptr nonnull %5)
  %7 = load i32, ptr %5, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #3
  ret i32 %7
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @max_reduce.omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, ptr nocapture noundef nonnull align 4 dereferenceable(4) %4) #2 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [1 x ptr], align 8
  %12 = load i32, ptr %2, align 4, !tbaa !10
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %14, label %106

14:                                               ; preds = %5
  %15 = add nsw i32 %12, -1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #3
  store i32 0, ptr %6, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #3
  store i32 %15, ptr %7, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #3
  store i32 1, ptr %8, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #3
  store i32 0, ptr %9, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #3
  store i32 -2147483648, ptr %10, align 4, !tbaa !10
  %16 = load i32, ptr %0, align 4, !tbaa !10
  tail call void @__kmpc_dispatch_init_4(ptr nonnull @3, i32 %16, i32 1073741859, i32 0, i32 %15, i32 1, i32 4)
  %17 = call i32 @__kmpc_dispatch_next_4(ptr nonnull @3, i32 %16, ptr nonnull %9, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8)
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %96, label %23

19:                                               ; preds = %90, %51, %23
  %20 = phi i32 [ %24, %23 ], [ %52, %51 ], [ %91, %90 ]
  %21 = call i32 @__kmpc_dispatch_next_4(ptr nonnull @3, i32 %16, ptr nonnull %9, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8)
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %96, label %23

23:                                               ; preds = %19, %14
  %24 = phi i32 [ %20, %19 ], [ -2147483648, %14 ]
  %25 = load i32, ptr %6, align 4, !tbaa !10
  %26 = load i32, ptr %7, align 4, !tbaa !10, !llvm.access.group !18
  %27 = icmp sgt i32 %25, %26
  br i1 %27, label %19, label %28

28:                                               ; preds = %23
  %29 = load ptr, ptr %3, align 8, !tbaa !6, !llvm.access.group !18
  %30 = sext i32 %25 to i64
  %31 = add i32 %26, 1
  %32 = sub i32 %31, %25
  %33 = sub i32 %26, %25
  %34 = and i32 %32, 3
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %51, label %36

36:                                               ; preds = %45, %28
  %37 = phi i32 [ %46, %45 ], [ %24, %28 ]
  %38 = phi i64 [ %48, %45 ], [ %30, %28 ]
  %39 = phi i32 [ %47, %45 ], [ %24, %28 ]
  %40 = phi i32 [ %49, %45 ], [ 0, %28 ]
  %41 = getelementptr inbounds i32, ptr %29, i64 %38
  %42 = load i32, ptr %41, align 4, !tbaa !10, !llvm.access.group !18
  %43 = icmp sgt i32 %42, %39
  br i1 %43, label %44, label %45

44:                                               ; preds = %36
  store i32 %42, ptr %10, align 4, !tbaa !10, !llvm.access.group !18
  br label %45

45:                                               ; preds = %44, %36
  %46 = phi i32 [ %42, %44 ], [ %37, %36 ]
  %47 = phi i32 [ %42, %44 ], [ %39, %36 ]
  %48 = add nsw i64 %38, 1
  %49 = add i32 %40, 1
  %50 = icmp eq i32 %49, %34
  br i1 %50, label %51, label %36, !llvm.loop !19

51:                                               ; preds = %45, %28
  %52 = phi i32 [ poison, %28 ], [ %46, %45 ]
  %53 = phi i32 [ %24, %28 ], [ %46, %45 ]
  %54 = phi i64 [ %30, %28 ], [ %48, %45 ]
  %55 = phi i32 [ %24, %28 ], [ %47, %45 ]
  %56 = icmp ult i32 %33, 3
  br i1 %56, label %19, label %57

57:                                               ; preds = %51
  %58 = getelementptr i8, ptr %29, i64 4
  %59 = getelementptr i8, ptr %29, i64 8
  %60 = getelementptr i8, ptr %29, i64 12
  br label %61

61:                                               ; preds = %90, %57
  %62 = phi i32 [ %53, %57 ], [ %91, %90 ]
  %63 = phi i64 [ %54, %57 ], [ %93, %90 ]
  %64 = phi i32 [ %55, %57 ], [ %92, %90 ]
  %65 = getelementptr inbounds i32, ptr %29, i64 %63
  %66 = load i32, ptr %65, align 4, !tbaa !10, !llvm.access.group !18
  %67 = icmp sgt i32 %66, %64
  br i1 %67, label %68, label %69

68:                                               ; preds = %61
  store i32 %66, ptr %10, align 4, !tbaa !10, !llvm.access.group !18
  br label %69

69:                                               ; preds = %68, %61
  %70 = phi i32 [ %66, %68 ], [ %62, %61 ]
  %71 = phi i32 [ %66, %68 ], [ %64, %61 ]
  %72 = getelementptr i32, ptr %58, i64 %63
  %73 = load i32, ptr %72, align 4, !tbaa !10, !llvm.access.group !18
  %74 = icmp sgt i32 %73, %71
  br i1 %74, label %75, label %76

75:                                               ; preds = %69
  store i32 %73, ptr %10, align 4, !tbaa !10, !llvm.access.group !18
  br label %76

76:                                               ; preds = %75, %69
  %77 = phi i32 [ %73, %75 ], [ %70, %69 ]
  %78 = phi i32 [ %73, %75 ], [ %71, %69 ]
  %79 = getelementptr i32, ptr %59, i64 %63
  %80 = load i32, ptr %79, align 4, !tbaa !10, !llvm.access.group !18
  %81 = icmp sgt i32 %80, %78
  br i1 %81, label %82, label %83

82:                                               ; preds = %76
  store i32 %80, ptr %10, align 4, !tbaa !10, !llvm.access.group !18
  br label %83

83:                                               ; preds = %82, %76
  %84 = phi i32 [ %80, %82 ], [ %77, %76 ]
  %85 = phi i32 [ %80, %82 ], [ %78, %76 ]
  %86 = getelementptr i32, ptr %60, i64 %63
  %87 = load i32, ptr %86, align 4, !tbaa !10, !llvm.access.group !18
  %88 = icmp sgt i32 %87, %85
  br i1 %88, label %89, label %90

89:                                               ; preds = %83
  store i32 %87, ptr %10, align 4, !tbaa !10, !llvm.access.group !18
  br label %90

90:                                               ; preds = %89, %83
  %91 = phi i32 [ %87, %89 ], [ %84, %83 ]
  %92 = phi i32 [ %87, %89 ], [ %85, %83 ]
  %93 = add nsw i64 %63, 4
  %94 = trunc i64 %93 to i32
  %95 = icmp eq i32 %31, %94
  br i1 %95, label %19, label %61, !llvm.loop !20

96:                                               ; preds = %19, %14
  call void @__kmpc_dispatch_deinit(ptr nonnull @3, i32 %16)
  store ptr %10, ptr %11, align 8
  %97 = call i32 @__kmpc_reduce_nowait(ptr nonnull @2, i32 %16, i32 1, i64 8, ptr nonnull %11, ptr nonnull @max_reduce.omp_outlined.omp.reduction.reduction_func, ptr nonnull @.gomp_critical_user_.reduction.var)
  switch i32 %97, label %105 [
    i32 1, label %98
    i32 2, label %102
  ]

98:                                               ; preds = %96
  %99 = load i32, ptr %4, align 4, !tbaa !10
  %100 = load i32, ptr %10, align 4, !tbaa !10
  %101 = call i32 @llvm.smax.i32(i32 %99, i32 %100)
  store i32 %101, ptr %4, align 4, !tbaa !10
  call void @__kmpc_end_reduce_nowait(ptr nonnull @2, i32 %16, ptr nonnull @.gomp_critical_user_.reduction.var)
  br label %105

102:                                              ; preds = %96
  %103 = load i32, ptr %10, align 4, !tbaa !10
  %104 = atomicrmw max ptr %4, i32 %103 monotonic, align 4
  br label %105

105:                                              ; preds = %102, %98, %96
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #3
  br label %106

106:                                              ; preds = %105, %5
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_dispatch_init_4(ptr, i32, i32, i32, i32, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @__kmpc_dispatch_next_4(ptr, i32, ptr, ptr, ptr, ptr) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_dispatch_deinit(ptr, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal void @max_reduce.omp_outlined.omp.reduction.reduction_func(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = load ptr, ptr %1, align 8
  %4 = load ptr, ptr %0, align 8
  %5 = load i32, ptr %4, align 4, !tbaa !10
  %6 = load i32, ptr %3, align 4, !tbaa !10
  %7 = tail call i32 @llvm.smax.i32(i32 %5, i32 %6)
  store i32 %7, ptr %4, align 4, !tbaa !10
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @scale_collapse(ptr noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3) local_unnamed_addr #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store ptr %0, ptr %5, align 8, !tbaa !6
  store i32 %1, ptr %6, align 4, !tbaa !10
  store i32 %2, ptr %7, align 4, !tbaa !10
  store double %3, ptr %8, align 8, !tbaa !12
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 4, ptr nonnull @scale_collapse.omp_outlined, ptr nonnull %6, ptr nonnull %7, ptr nonnull %5, ptr nonnull %8)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @scale_collapse.omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %3, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %5) #2 {
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = load i32, ptr %2, align 4, !tbaa !10
  %12 = load i32, ptr %3, align 4, !tbaa !10
  %13 = sext i32 %12 to i64
  %14 = icmp sgt i32 %11, 0
  %15 = icmp sgt i32 %12, 0
  %16 = select i1 %14, i1 %15, i1 false
  br i1 %16, label %17, label %51

17:                                               ; preds = %6
  %18 = zext nneg i32 %11 to i64
  %19 = mul nuw nsw i64 %13, %18
  %20 = add nsw i64 %19, -1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #3
  store i64 0, ptr %7, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #3
  store i64 %20, ptr %8, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #3
  store i64 1, ptr %9, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #3
  store i32 0, ptr %10, align 4, !tbaa !10
  %21 = load i32, ptr %0, align 4, !tbaa !10
  tail call void @__kmpc_dispatch_init_8(ptr nonnull @3, i32 %21, i32 1073741860, i64 0, i64 %20, i64 1, i64 1)
  %22 = call i32 @__kmpc_dispatch_next_8(ptr nonnull @3, i32 %21, ptr nonnull %10, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9)
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %50, label %27

24:                                               ; preds = %34, %27
  %25 = call i32 @__kmpc_dispatch_next_8(ptr nonnull @3, i32 %21, ptr nonnull %10, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9)
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %50, label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8, !tbaa !22
  %29 = load i64, ptr %8, align 8, !tbaa !22, !llvm.access.group !24
  %30 = icmp sgt i64 %28, %29
  br i1 %30, label %24, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %4, align 8, !tbaa !6, !llvm.access.group !24
  %33 = load i32, ptr %3, align 4, !tbaa !10, !llvm.access.group !24
  br label %34

34:                                               ; preds = %34, %31
  %35 = phi i64 [ %28, %31 ], [ %48, %34 ]
  %36 = sdiv i64 %35, %13
  %37 = trunc i64 %36 to i32
  %38 = mul nsw i64 %36, %13
  %39 = srem i64 %35, %13
  %40 = trunc i64 %39 to i32
  %41 = load double, ptr %5, align 8, !tbaa !12, !llvm.access.group !24
  %42 = mul nsw i32 %33, %37
  %43 = add nsw i32 %42, %40
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds double, ptr %32, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !12, !llvm.access.group !24
  %47 = fmul double %41, %46
  store double %47, ptr %45, align 8, !tbaa !12, !llvm.access.group !24
  %48 = add i64 %35, 1
  %49 = icmp eq i64 %35, %29
  br i1 %49, label %24, label %34, !llvm.loop !25

50:                                               ; preds = %24, %17
  call void @__kmpc_dispatch_deinit(ptr nonnull @3, i32 %21)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #3
  br label %51

51:                                               ; preds = %50, %6
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_dispatch_init_8(ptr, i32, i32, i64, i64, i64, i64) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @__kmpc_dispatch_next_8(ptr, i32, ptr, ptr, ptr, ptr) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @histogram(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !6
  store i32 %1, ptr %6, align 4, !tbaa !10
  store ptr %2, ptr %7, align 8, !tbaa !6
  store i32 %3, ptr %8, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #3
  store i32 0, ptr %9, align 4, !tbaa !10
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 5, ptr nonnull @histogram.omp_outlined, ptr nonnull %6, ptr nonnull %5, ptr nonnull %8, ptr nonnull %7, ptr nonnull %9)
  %10 = load i32, ptr %9, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #3
  ret i32 %10
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @histogram.omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %4, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %5, ptr nocapture noundef nonnull align 4 dereferenceable(4) %6) #2 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = load i32, ptr %2, align 4, !tbaa !10
  %13 = icmp sgt i32 %12, 0
  %14 = load i32, ptr %0, align 4, !tbaa !10
  br i1 %13, label %15, label %39

15:                                               ; preds = %7
  %16 = add nsw i32 %12, -1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #3
  store i32 0, ptr %8, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #3
  store i32 %16, ptr %9, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #3
  store i32 1, ptr %10, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #3
  store i32 0, ptr %11, align 4, !tbaa !10
  call void @__kmpc_for_static_init_4(ptr nonnull @1, i32 %14, i32 34, ptr nonnull %11, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10, i32 1, i32 1)
  %17 = load i32, ptr %9, align 4
  %18 = call i32 @llvm.smin.i32(i32 %17, i32 %16)
  store i32 %18, ptr %9, align 4, !tbaa !10
  %19 = load i32, ptr %8, align 4, !tbaa !10
  %20 = icmp sgt i32 %19, %18
  br i1 %20, label %38, label %21

21:                                               ; preds = %15
  %22 = sext i32 %19 to i64
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ %22, %21 ], [ %34, %23 ]
  %25 = load ptr, ptr %3, align 8, !tbaa !6
  %26 = getelementptr inbounds i32, ptr %25, i64 %24
  %27 = load i32, ptr %26, align 4, !tbaa !10
  %28 = load i32, ptr %4, align 4, !tbaa !10
  %29 = srem i32 %27, %28
  %30 = load ptr, ptr %5, align 8, !tbaa !6
  %31 = sext i32 %29 to i64
  %32 = getelementptr inbounds i32, ptr %30, i64 %31
  %33 = atomicrmw add ptr %32, i32 1 monotonic, align 4
  %34 = add nsw i64 %24, 1
  %35 = load i32, ptr %9, align 4, !tbaa !10
  %36 = sext i32 %35 to i64
  %37 = icmp slt i64 %24, %36
  br i1 %37, label %23, label %38

38:                                               ; preds = %23, %15
  call void @__kmpc_for_static_fini(ptr nonnull @1, i32 %14)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #3
  br label %39

39:                                               ; preds = %38, %7
  call void @__kmpc_barrier(ptr nonnull @4, i32 %14)
  call void @__kmpc_critical(ptr nonnull @3, i32 %14, ptr nonnull @.gomp_critical_user_total_lock.var)
  %40 = call i32 @omp_get_thread_num()
  %41 = icmp sgt i32 %40, -1
  %42 = zext i1 %41 to i32
  %43 = load i32, ptr %6, align 4, !tbaa !10
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr %6, align 4, !tbaa !10
  call void @__kmpc_end_critical(ptr nonnull @3, i32 %14, ptr nonnull @.gomp_critical_user_total_lock.var)
  call void @__kmpc_barrier(ptr nonnull @5, i32 %14)
  %45 = call i32 @__kmpc_single(ptr nonnull @3, i32 %14)
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %50, label %47

47:                                               ; preds = %39
  %48 = load i32, ptr %6, align 4, !tbaa !10
  %49 = add nsw i32 %48, 100
  store i32 %49, ptr %6, align 4, !tbaa !10
  call void @__kmpc_end_single(ptr nonnull @3, i32 %14)
  br label %50

50:                                               ; preds = %47, %39
  call void @__kmpc_barrier(ptr nonnull @6, i32 %14)
  %51 = call i32 @__kmpc_master(ptr nonnull @3, i32 %14)
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %57, label %53

53:                                               ; preds = %50
  %54 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tp_counter)
  %55 = load i32, ptr %54, align 4, !tbaa !10
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %54, align 4, !tbaa !10
  call void @__kmpc_end_master(ptr nonnull @3, i32 %14)
  br label %57

57:                                               ; preds = %53, %50
  ret void
}

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare void @__kmpc_critical(ptr, i32, ptr) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare void @__kmpc_end_critical(ptr, i32, ptr) local_unnamed_addr #6

; Function Attrs: nounwind
declare i32 @omp_get_thread_num() local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare i32 @__kmpc_single(ptr, i32) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare void @__kmpc_end_single(ptr, i32) local_unnamed_addr #6

; Function Attrs: nounwind
declare i32 @__kmpc_master(ptr, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_end_master(ptr, i32) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #4

; Function Attrs: nounwind uwtable
define dso_local void @two_sections(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !6
  store ptr %1, ptr %5, align 8, !tbaa !6
  store i32 %2, ptr %6, align 4, !tbaa !10
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 3, ptr nonnull @two_sections.omp_outlined, ptr nonnull %6, ptr nonnull %4, ptr nonnull %5)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @two_sections.omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %4) #2 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %6, align 4, !tbaa !10
  store i32 1, ptr %7, align 4, !tbaa !10
  store i32 1, ptr %8, align 4, !tbaa !10
  store i32 0, ptr %9, align 4, !tbaa !10
  %10 = load i32, ptr %0, align 4, !tbaa !10
  call void @__kmpc_for_static_init_4(ptr nonnull @7, i32 %10, i32 34, ptr nonnull %9, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, i32 1, i32 1)
  %11 = load i32, ptr %7, align 4, !tbaa !10
  %12 = call i32 @llvm.smin.i32(i32 %11, i32 1)
  store i32 %12, ptr %7, align 4, !tbaa !10
  %13 = load i32, ptr %6, align 4, !tbaa !10
  %14 = icmp sgt i32 %13, %12
  br i1 %14, label %47, label %15

15:                                               ; preds = %5
  %16 = load ptr, ptr %4, align 8
  %17 = load ptr, ptr %3, align 8
  br label %18

18:                                               ; preds = %43, %15
  %19 = phi i32 [ %13, %15 ], [ %44, %43 ]
  switch i32 %19, label %43 [
    i32 0, label %23
    i32 1, label %20
  ]

20:                                               ; preds = %18
  %21 = load i32, ptr %2, align 4, !tbaa !10
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %34, label %43

23:                                               ; preds = %18
  %24 = load i32, ptr %2, align 4, !tbaa !10
  %25 = icmp sgt i32 %24, 0
  br i1 %25, label %26, label %43

26:                                               ; preds = %26, %23
  %27 = phi i64 [ %30, %26 ], [ 0, %23 ]
  %28 = getelementptr inbounds i32, ptr %17, i64 %27
  %29 = trunc nuw nsw i64 %27 to i32
  store i32 %29, ptr %28, align 4, !tbaa !10
  %30 = add nuw nsw i64 %27, 1
  %31 = load i32, ptr %2, align 4, !tbaa !10
  %32 = sext i32 %31 to i64
  %33 = icmp slt i64 %30, %32
  br i1 %33, label %26, label %43, !llvm.loop !27

34:                                               ; preds = %34, %20
  %35 = phi i64 [ %39, %34 ], [ 0, %20 ]
  %36 = getelementptr inbounds i32, ptr %16, i64 %35
  %37 = trunc i64 %35 to i32
  %38 = sub i32 0, %37
  store i32 %38, ptr %36, align 4, !tbaa !10
  %39 = add nuw nsw i64 %35, 1
  %40 = load i32, ptr %2, align 4, !tbaa !10
  %41 = sext i32 %40 to i64
  %42 = icmp slt i64 %39, %41
  br i1 %42, label %34, label %43, !llvm.loop !29

43:                                               ; preds = %34, %26, %23, %20, %18
  %44 = add nsw i32 %19, 1
  %45 = load i32, ptr %7, align 4, !tbaa !10
  %46 = icmp slt i32 %19, %45
  br i1 %46, label %18, label %47

47:                                               ; preds = %43, %5
  call void @__kmpc_for_static_fini(ptr nonnull @7, i32 %10)
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @simd_loop(ptr noalias nocapture noundef %0, ptr noalias nocapture noundef readonly %1, float noundef %2, i32 noundef %3) local_unnamed_addr #8 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %40

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = icmp ult i32 %3, 8
  br i1 %8, label %29, label %9

9:                                                ; preds = %6
  %10 = and i64 %7, 2147483640
  %11 = insertelement <4 x float> poison, float %2, i64 0
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> zeroinitializer
  br label %13

13:                                               ; preds = %13, %9
  %14 = phi i64 [ 0, %9 ], [ %25, %13 ]
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load <4 x float>, ptr %15, align 4, !tbaa !30, !llvm.access.group !32
  %18 = load <4 x float>, ptr %16, align 4, !tbaa !30, !llvm.access.group !32
  %19 = getelementptr inbounds float, ptr %0, i64 %14
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load <4 x float>, ptr %19, align 4, !tbaa !30, !llvm.access.group !32
  %22 = load <4 x float>, ptr %20, align 4, !tbaa !30, !llvm.access.group !32
  %23 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %12, <4 x float> %17, <4 x float> %21)
  %24 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %12, <4 x float> %18, <4 x float> %22)
  store <4 x float> %23, ptr %19, align 4, !tbaa !30, !llvm.access.group !32
  store <4 x float> %24, ptr %20, align 4, !tbaa !30, !llvm.access.group !32
  %25 = add nuw i64 %14, 8
  %26 = icmp eq i64 %25, %10
  br i1 %26, label %27, label %13, !llvm.loop !33

27:                                               ; preds = %13
  %28 = icmp eq i64 %10, %7
  br i1 %28, label %40, label %29

29:                                               ; preds = %27, %6
  %30 = phi i64 [ 0, %6 ], [ %10, %27 ]
  br label %31

31:                                               ; preds = %31, %29
  %32 = phi i64 [ %38, %31 ], [ %30, %29 ]
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !30, !llvm.access.group !32
  %35 = getelementptr inbounds float, ptr %0, i64 %32
  %36 = load float, ptr %35, align 4, !tbaa !30, !llvm.access.group !32
  %37 = tail call float @llvm.fmuladd.f32(float %2, float %34, float %36)
  store float %37, ptr %35, align 4, !tbaa !30, !llvm.access.group !32
  %38 = add nuw nsw i64 %32, 1
  %39 = icmp eq i64 %38, %7
  br i1 %39, label %40, label %31, !llvm.loop !37

40:                                               ; preds = %31, %27, %4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @simd_reduce(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %39

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 16
  br i1 %6, label %25, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 2147483632
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %19, %9 ]
  %11 = phi <8 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %7 ], [ %17, %9 ]
  %12 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %7 ], [ %18, %9 ]
  %13 = getelementptr inbounds float, ptr %0, i64 %10
  %14 = getelementptr inbounds i8, ptr %13, i64 32
  %15 = load <8 x float>, ptr %13, align 4, !tbaa !30
  %16 = load <8 x float>, ptr %14, align 4, !tbaa !30
  %17 = fadd <8 x float> %11, %15
  %18 = fadd <8 x float> %12, %16
  %19 = add nuw i64 %10, 16
  %20 = icmp eq i64 %19, %8
  br i1 %20, label %21, label %9, !llvm.loop !38

21:                                               ; preds = %9
  %22 = fadd <8 x float> %18, %17
  %23 = tail call float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %22)
  %24 = icmp eq i64 %8, %5
  br i1 %24, label %36, label %25

25:                                               ; preds = %21, %4
  %26 = phi i64 [ 0, %4 ], [ %8, %21 ]
  %27 = phi float [ 0.000000e+00, %4 ], [ %23, %21 ]
  br label %28

28:                                               ; preds = %28, %25
  %29 = phi i64 [ %34, %28 ], [ %26, %25 ]
  %30 = phi float [ %33, %28 ], [ %27, %25 ]
  %31 = getelementptr inbounds float, ptr %0, i64 %29
  %32 = load float, ptr %31, align 4, !tbaa !30
  %33 = fadd float %30, %32
  %34 = add nuw nsw i64 %29, 1
  %35 = icmp eq i64 %34, %5
  br i1 %35, label %36, label %28, !llvm.loop !39

36:                                               ; preds = %28, %21
  %37 = phi float [ %23, %21 ], [ %33, %28 ]
  %38 = fadd float %37, 0.000000e+00
  br label %39

39:                                               ; preds = %36, %2
  %40 = phi float [ %38, %36 ], [ 0.000000e+00, %2 ]
  ret float %40
}

; Function Attrs: nounwind uwtable
define dso_local void @parallel_for_simd(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !6
  store i32 %1, ptr %4, align 4, !tbaa !10
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 2, ptr nonnull @parallel_for_simd.omp_outlined, ptr nonnull %4, ptr nonnull %3)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @parallel_for_simd.omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %3) #2 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = load i32, ptr %2, align 4, !tbaa !10
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %54

11:                                               ; preds = %4
  %12 = add nsw i32 %9, -1
  %13 = load ptr, ptr %3, align 8, !tbaa !6
  call void @llvm.assume(i1 true) [ "align"(ptr %13, i64 32) ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #3
  store i32 0, ptr %5, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #3
  store i32 %12, ptr %6, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #3
  store i32 1, ptr %7, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #3
  store i32 0, ptr %8, align 4, !tbaa !10
  %14 = load i32, ptr %0, align 4, !tbaa !10
  call void @__kmpc_for_static_init_4(ptr nonnull @1, i32 %14, i32 34, ptr nonnull %8, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, i32 1, i32 1)
  %15 = load i32, ptr %6, align 4
  %16 = call i32 @llvm.smin.i32(i32 %15, i32 %12)
  store i32 %16, ptr %6, align 4, !tbaa !10
  %17 = load i32, ptr %5, align 4, !tbaa !10
  %18 = icmp sgt i32 %17, %16
  br i1 %18, label %53, label %19

19:                                               ; preds = %11
  %20 = load ptr, ptr %3, align 8, !tbaa !6, !llvm.access.group !40
  %21 = sext i32 %17 to i64
  %22 = add nsw i32 %16, 1
  %23 = sub i32 %16, %17
  %24 = zext i32 %23 to i64
  %25 = add nuw nsw i64 %24, 1
  %26 = icmp ult i32 %23, 3
  br i1 %26, label %43, label %27

27:                                               ; preds = %19
  %28 = and i64 %25, 8589934588
  %29 = add nsw i64 %28, %21
  %30 = getelementptr double, ptr %20, i64 %21
  br label %31

31:                                               ; preds = %31, %27
  %32 = phi i64 [ 0, %27 ], [ %39, %31 ]
  %33 = getelementptr double, ptr %30, i64 %32
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load <2 x double>, ptr %33, align 8, !tbaa !12, !llvm.access.group !40
  %36 = load <2 x double>, ptr %34, align 8, !tbaa !12, !llvm.access.group !40
  %37 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %35, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %38 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %36, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  store <2 x double> %37, ptr %33, align 8, !tbaa !12, !llvm.access.group !40
  store <2 x double> %38, ptr %34, align 8, !tbaa !12, !llvm.access.group !40
  %39 = add nuw i64 %32, 4
  %40 = icmp eq i64 %39, %28
  br i1 %40, label %41, label %31, !llvm.loop !41

41:                                               ; preds = %31
  %42 = icmp eq i64 %25, %28
  br i1 %42, label %53, label %43

43:                                               ; preds = %41, %19
  %44 = phi i64 [ %21, %19 ], [ %29, %41 ]
  br label %45

45:                                               ; preds = %45, %43
  %46 = phi i64 [ %50, %45 ], [ %44, %43 ]
  %47 = getelementptr inbounds double, ptr %20, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !12, !llvm.access.group !40
  %49 = call double @llvm.fmuladd.f64(double %48, double 5.000000e-01, double 1.000000e+00)
  store double %49, ptr %47, align 8, !tbaa !12, !llvm.access.group !40
  %50 = add nsw i64 %46, 1
  %51 = trunc i64 %50 to i32
  %52 = icmp eq i32 %22, %51
  br i1 %52, label %53, label %45, !llvm.loop !43

53:                                               ; preds = %45, %41, %11
  call void @__kmpc_for_static_fini(ptr nonnull @1, i32 %14)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #3
  br label %54

54:                                               ; preds = %53, %4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

; Function Attrs: nounwind uwtable
define dso_local void @ordered_print(i32 noundef %0) local_unnamed_addr #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !10
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 1, ptr nonnull @ordered_print.omp_outlined, ptr nonnull %2)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @ordered_print.omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2) #2 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = load i32, ptr %2, align 4, !tbaa !10
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %29

10:                                               ; preds = %3
  %11 = add nsw i32 %8, -1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #3
  store i32 0, ptr %4, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #3
  store i32 %11, ptr %5, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #3
  store i32 1, ptr %6, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #3
  store i32 0, ptr %7, align 4, !tbaa !10
  %12 = load i32, ptr %0, align 4, !tbaa !10
  tail call void @__kmpc_dispatch_init_4(ptr nonnull @3, i32 %12, i32 65, i32 0, i32 %11, i32 1, i32 1)
  %13 = call i32 @__kmpc_dispatch_next_4(ptr nonnull @3, i32 %12, ptr nonnull %7, ptr nonnull %4, ptr nonnull %5, ptr nonnull %6)
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %28, label %18

15:                                               ; preds = %22, %18
  %16 = call i32 @__kmpc_dispatch_next_4(ptr nonnull @3, i32 %12, ptr nonnull %7, ptr nonnull %4, ptr nonnull %5, ptr nonnull %6)
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %28, label %18

18:                                               ; preds = %15, %10
  %19 = load i32, ptr %4, align 4, !tbaa !10
  %20 = load i32, ptr %5, align 4, !tbaa !10
  %21 = icmp sgt i32 %19, %20
  br i1 %21, label %15, label %22

22:                                               ; preds = %22, %18
  %23 = phi i32 [ %25, %22 ], [ %19, %18 ]
  call void @__kmpc_ordered(ptr nonnull @3, i32 %12)
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %23)
  call void @__kmpc_end_ordered(ptr nonnull @3, i32 %12)
  %25 = add nsw i32 %23, 1
  call void @__kmpc_dispatch_fini_4(ptr nonnull @3, i32 %12)
  %26 = load i32, ptr %5, align 4, !tbaa !10
  %27 = icmp slt i32 %23, %26
  br i1 %27, label %22, label %15

28:                                               ; preds = %15, %10
  call void @__kmpc_dispatch_deinit(ptr nonnull @3, i32 %12)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #3
  br label %29

29:                                               ; preds = %28, %3
  ret void
}

; Function Attrs: convergent nounwind
declare void @__kmpc_ordered(ptr, i32) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare void @__kmpc_end_ordered(ptr, i32) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nounwind
declare void @__kmpc_dispatch_fini_4(ptr, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @atomic_variants(ptr nocapture noundef %0, ptr nocapture noundef %1) local_unnamed_addr #12 {
  %3 = load atomic i32, ptr %0 monotonic, align 4, !tbaa !10
  %4 = add nsw i32 %3, 1
  store atomic i32 %4, ptr %0 monotonic, align 4, !tbaa !10
  %5 = atomicrmw fadd ptr %1, double 1.500000e+00 monotonic, align 8
  %6 = atomicrmw add ptr %0, i32 1 monotonic, align 4
  ret i32 %6
}

; Function Attrs: nounwind uwtable
define dso_local i32 @nested_info() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3
  store i32 0, ptr %1, align 4, !tbaa !10
  tail call void @__kmpc_push_num_threads(ptr nonnull @3, i32 %2, i32 2)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 1, ptr nonnull @nested_info.omp_outlined, ptr nonnull %1)
  %3 = load i32, ptr %1, align 4, !tbaa !10
  %4 = call i32 @omp_get_max_threads()
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3
  ret i32 %3
}

; Function Attrs: noinline norecurse nounwind uwtable
define internal void @nested_info.omp_outlined(ptr noalias nocapture readnone %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull align 4 dereferenceable(4) %2) #13 {
  %4 = tail call i32 @omp_get_level()
  %5 = atomicrmw add ptr %2, i32 %4 monotonic, align 4
  ret void
}

; Function Attrs: nounwind
declare i32 @omp_get_level() local_unnamed_addr #7

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_push_num_threads(ptr, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @omp_get_max_threads() local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca double, align 8
  %24 = alloca [64 x double], align 16
  %25 = alloca [64 x double], align 16
  %26 = alloca [64 x i32], align 16
  %27 = alloca [8 x i32], align 16
  %28 = alloca i32, align 4
  %29 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %24) #3
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %25) #3
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %26) #3
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #3
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %27, i8 0, i64 32, i1 false)
  br label %48

30:                                               ; preds = %48
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store ptr %24, ptr %20, align 8, !tbaa !6
  store i32 8, ptr %21, align 4, !tbaa !10
  store i32 8, ptr %22, align 4, !tbaa !10
  store double 2.000000e+00, ptr %23, align 8, !tbaa !12
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 4, ptr nonnull @scale_collapse.omp_outlined, ptr nonnull %21, ptr nonnull %22, ptr nonnull %20, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19)
  store ptr %26, ptr %17, align 8, !tbaa !6
  store ptr %27, ptr %18, align 8, !tbaa !6
  store i32 8, ptr %19, align 4, !tbaa !10
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 3, ptr nonnull @two_sections.omp_outlined, ptr nonnull %19, ptr nonnull %17, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16)
  store ptr %25, ptr %15, align 8, !tbaa !6
  store i32 64, ptr %16, align 4, !tbaa !10
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 2, ptr nonnull @parallel_for_simd.omp_outlined, ptr nonnull %16, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14)
  store i32 3, ptr %14, align 4, !tbaa !10
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 1, ptr nonnull @ordered_print.omp_outlined, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28) #3
  store i32 1, ptr %28, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29) #3
  store double 0.000000e+00, ptr %29, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  store ptr %24, ptr %10, align 8, !tbaa !6
  store ptr %25, ptr %11, align 8, !tbaa !6
  store i32 64, ptr %12, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #3
  store double 0.000000e+00, ptr %13, align 8, !tbaa !12
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 4, ptr nonnull @dot.omp_outlined, ptr nonnull %12, ptr nonnull %13, ptr nonnull %10, ptr nonnull %11)
  %31 = load double, ptr %13, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store ptr %26, ptr %7, align 8, !tbaa !6
  store i32 64, ptr %8, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #3
  %32 = load i32, ptr %26, align 16, !tbaa !10
  store i32 %32, ptr %9, align 4, !tbaa !10
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 3, ptr nonnull @max_reduce.omp_outlined, ptr nonnull %8, ptr nonnull %7, ptr nonnull %9)
  %33 = load i32, ptr %9, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store ptr %26, ptr %2, align 8, !tbaa !6
  store i32 64, ptr %3, align 4, !tbaa !10
  store ptr %27, ptr %4, align 8, !tbaa !6
  store i32 8, ptr %5, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #3
  store i32 0, ptr %6, align 4, !tbaa !10
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 5, ptr nonnull @histogram.omp_outlined, ptr nonnull %3, ptr nonnull %2, ptr nonnull %5, ptr nonnull %4, ptr nonnull %6)
  %34 = load i32, ptr %6, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  %35 = fptosi double %31 to i32
  %36 = add nsw i32 %33, %35
  %37 = add nsw i32 %36, %34
  %38 = add nsw i32 %37, 2
  %39 = load atomic i32, ptr %28 monotonic, align 4, !tbaa !10
  %40 = add nsw i32 %39, 1
  store atomic i32 %40, ptr %28 monotonic, align 4, !tbaa !10
  %41 = atomicrmw fadd ptr %29, double 1.500000e+00 monotonic, align 8
  %42 = atomicrmw add ptr %28, i32 1 monotonic, align 4
  %43 = add nsw i32 %38, %42
  %44 = call i32 @__kmpc_global_thread_num(ptr nonnull @3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3
  store i32 0, ptr %1, align 4, !tbaa !10
  call void @__kmpc_push_num_threads(ptr nonnull @3, i32 %44, i32 2)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 1, ptr nonnull @nested_info.omp_outlined, ptr nonnull %1)
  %45 = load i32, ptr %1, align 4, !tbaa !10
  %46 = call i32 @omp_get_max_threads()
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3
  %47 = add nsw i32 %43, %45
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28) #3
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #3
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %26) #3
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %25) #3
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %24) #3
  ret i32 %47

48:                                               ; preds = %48, %0
  %49 = phi i64 [ 0, %0 ], [ %65, %48 ]
  %50 = trunc nuw nsw i64 %49 to i32
  %51 = uitofp nneg i32 %50 to double
  %52 = getelementptr inbounds [64 x double], ptr %25, i64 0, i64 %49
  store double %51, ptr %52, align 16, !tbaa !12
  %53 = getelementptr inbounds [64 x double], ptr %24, i64 0, i64 %49
  store double %51, ptr %53, align 16, !tbaa !12
  %54 = getelementptr inbounds [64 x i32], ptr %26, i64 0, i64 %49
  %55 = trunc i64 %49 to i32
  %56 = mul nuw nsw i32 %55, 7
  store i32 %56, ptr %54, align 8, !tbaa !10
  %57 = or disjoint i64 %49, 1
  %58 = trunc nuw nsw i64 %57 to i32
  %59 = uitofp nneg i32 %58 to double
  %60 = getelementptr inbounds [64 x double], ptr %25, i64 0, i64 %57
  store double %59, ptr %60, align 8, !tbaa !12
  %61 = getelementptr inbounds [64 x double], ptr %24, i64 0, i64 %57
  store double %59, ptr %61, align 8, !tbaa !12
  %62 = getelementptr inbounds [64 x i32], ptr %26, i64 0, i64 %57
  %63 = trunc i64 %57 to i32
  %64 = mul nuw nsw i32 %63, 7
  store i32 %64, ptr %62, align 4, !tbaa !10
  %65 = add nuw nsw i64 %49, 2
  %66 = icmp eq i64 %65, 64
  br i1 %66, label %30, label %48, !llvm.loop !44
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v8f32(float, <8 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { convergent nounwind }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { noinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"openmp", i32 51}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!17}
!17 = !{i64 2, i64 -1, i64 -1, i1 true}
!18 = distinct !{}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.parallel_accesses", !18}
!22 = !{!23, !23, i64 0}
!23 = !{!"long", !8, i64 0}
!24 = distinct !{}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.parallel_accesses", !24}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.mustprogress"}
!29 = distinct !{!29, !28}
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !8, i64 0}
!32 = distinct !{}
!33 = distinct !{!33, !34, !35, !36}
!34 = !{!"llvm.loop.parallel_accesses", !32}
!35 = !{!"llvm.loop.isvectorized", i32 1}
!36 = !{!"llvm.loop.unroll.runtime.disable"}
!37 = distinct !{!37, !34, !36, !35}
!38 = distinct !{!38, !35, !36}
!39 = distinct !{!39, !36, !35}
!40 = distinct !{}
!41 = distinct !{!41, !42, !35, !36}
!42 = !{!"llvm.loop.parallel_accesses", !40}
!43 = distinct !{!43, !42, !36, !35}
!44 = distinct !{!44, !28}
