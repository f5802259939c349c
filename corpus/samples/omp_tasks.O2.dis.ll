; ModuleID = '<stdin>'
source_filename = "omp_tasks.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.kmp_depend_info = type { i64, i64, i8 }
%struct.kmp_taskred_input_t = type { ptr, ptr, i64, ptr, ptr, ptr, i32 }
%struct.kmp_taskred_input_t.20 = type { ptr, ptr, i64, ptr, ptr, ptr, i32 }
%struct.omp_lock_t = type { ptr }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8

; Function Attrs: nounwind uwtable
define dso_local i64 @fib_task(i32 noundef %0) local_unnamed_addr #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1)
  %5 = icmp slt i32 %0, 2
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = sext i32 %0 to i64
  br label %24

8:                                                ; preds = %1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #3
  %9 = icmp ult i32 %0, 10
  %10 = select i1 %9, i32 3, i32 1
  %11 = tail call ptr @__kmpc_omp_task_alloc(ptr nonnull @1, i32 %4, i32 %10, i64 48, i64 8, ptr nonnull @.omp_task_entry.)
  %12 = load ptr, ptr %11, align 8, !tbaa !6
  store ptr %2, ptr %12, align 8, !tbaa !14
  %13 = getelementptr inbounds i8, ptr %11, i64 40
  store i32 %0, ptr %13, align 8, !tbaa !15
  %14 = call i32 @__kmpc_omp_task(ptr nonnull @1, i32 %4, ptr nonnull %11)
  %15 = call ptr @__kmpc_omp_task_alloc(ptr nonnull @1, i32 %4, i32 0, i64 48, i64 8, ptr nonnull @.omp_task_entry..3)
  %16 = load ptr, ptr %15, align 8, !tbaa !6
  store ptr %3, ptr %16, align 8, !tbaa !14
  %17 = getelementptr inbounds i8, ptr %15, i64 40
  store i32 %0, ptr %17, align 8, !tbaa !15
  %18 = getelementptr inbounds i8, ptr %15, i64 16
  store i32 0, ptr %18, align 8, !tbaa !16
  %19 = call i32 @__kmpc_omp_task(ptr nonnull @1, i32 %4, ptr nonnull %15)
  %20 = call i32 @__kmpc_omp_taskwait(ptr nonnull @1, i32 %4)
  %21 = load i64, ptr %2, align 8, !tbaa !17
  %22 = load i64, ptr %3, align 8, !tbaa !17
  %23 = add nsw i64 %22, %21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #3
  br label %24

24:                                               ; preds = %8, %6
  %25 = phi i64 [ %7, %6 ], [ %23, %8 ]
  ret i64 %25
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: norecurse nounwind uwtable
define internal noundef i32 @.omp_task_entry.(i32 %0, ptr noalias nocapture noundef readonly %1) #2 {
  %3 = load ptr, ptr %1, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %1, i64 40
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  %5 = load i32, ptr %4, align 4, !tbaa !22, !noalias !19
  %6 = add nsw i32 %5, -1
  %7 = tail call i64 @fib_task(i32 noundef %6), !noalias !19
  %8 = load ptr, ptr %3, align 8, !tbaa !23, !alias.scope !19, !noalias !25
  store i64 %7, ptr %8, align 8, !tbaa !17, !noalias !19
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #3

; Function Attrs: nounwind
declare noalias ptr @__kmpc_omp_task_alloc(ptr, i32, i32, i64, i64, ptr) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @__kmpc_omp_task(ptr, i32, ptr) local_unnamed_addr #3

; Function Attrs: norecurse nounwind uwtable
define internal noundef i32 @.omp_task_entry..3(i32 noundef %0, ptr noalias noundef %1) #2 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load ptr, ptr %1, align 8, !tbaa !6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  %5 = load i32, ptr %3, align 4, !tbaa !22, !alias.scope !27, !noalias !32
  switch i32 %5, label %14 [
    i32 0, label %6
    i32 1, label %8
  ]

6:                                                ; preds = %2
  store i32 1, ptr %3, align 4, !tbaa !22, !alias.scope !27, !noalias !32
  %7 = tail call i32 @__kmpc_omp_task(ptr nonnull @1, i32 %0, ptr nonnull %1), !noalias !34
  br label %14

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %1, i64 40
  %10 = load i32, ptr %9, align 4, !tbaa !22, !noalias !34
  %11 = add nsw i32 %10, -2
  %12 = tail call i64 @fib_task(i32 noundef %11), !noalias !34
  %13 = load ptr, ptr %4, align 8, !tbaa !23, !alias.scope !30, !noalias !35
  store i64 %12, ptr %13, align 8, !tbaa !17, !noalias !34
  br label %14

14:                                               ; preds = %8, %6, %2
  ret i32 0
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_omp_taskwait(ptr, i32) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i64 @run_fib(i32 noundef %0) local_unnamed_addr #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i32 %0, ptr %2, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #3
  store i64 0, ptr %3, align 8, !tbaa !17
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 2, ptr nonnull @run_fib.omp_outlined, ptr nonnull %3, ptr nonnull %2)
  %4 = load i64, ptr %3, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #3
  ret i64 %4
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @run_fib.omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull writeonly align 8 dereferenceable(8) %2, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %3) #5 {
  %5 = load i32, ptr %0, align 4, !tbaa !22
  %6 = tail call i32 @__kmpc_single(ptr nonnull @1, i32 %5)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %4
  %9 = load i32, ptr %3, align 4, !tbaa !22
  %10 = tail call i64 @fib_task(i32 noundef %9)
  store i64 %10, ptr %2, align 8, !tbaa !17
  tail call void @__kmpc_end_single(ptr nonnull @1, i32 %5)
  br label %11

11:                                               ; preds = %8, %4
  tail call void @__kmpc_barrier(ptr nonnull @2, i32 %5)
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_single(ptr, i32) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare void @__kmpc_end_single(ptr, i32) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) local_unnamed_addr #4

; Function Attrs: nounwind
declare !callback !36 void @__kmpc_fork_call(ptr, i32, ptr, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local void @pipeline(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !14
  store ptr %1, ptr %6, align 8, !tbaa !14
  store ptr %2, ptr %7, align 8, !tbaa !14
  store i32 %3, ptr %8, align 4, !tbaa !22
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 4, ptr nonnull @pipeline.omp_outlined, ptr nonnull %8, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @pipeline.omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 8 dereferenceable(8) %5) #5 {
  %7 = alloca [1 x %struct.kmp_depend_info], align 8
  %8 = alloca [2 x %struct.kmp_depend_info], align 8
  %9 = alloca [2 x %struct.kmp_depend_info], align 8
  %10 = load i32, ptr %0, align 4, !tbaa !22
  %11 = tail call i32 @__kmpc_single(ptr nonnull @1, i32 %10)
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %66, label %13

13:                                               ; preds = %6
  %14 = load i32, ptr %2, align 4, !tbaa !22
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %29

16:                                               ; preds = %13
  %17 = getelementptr inbounds i8, ptr %7, i64 8
  %18 = getelementptr inbounds i8, ptr %7, i64 16
  %19 = getelementptr inbounds i8, ptr %8, i64 8
  %20 = getelementptr inbounds i8, ptr %8, i64 16
  %21 = getelementptr inbounds i8, ptr %8, i64 24
  %22 = getelementptr inbounds i8, ptr %8, i64 32
  %23 = getelementptr inbounds i8, ptr %8, i64 40
  %24 = getelementptr inbounds i8, ptr %9, i64 8
  %25 = getelementptr inbounds i8, ptr %9, i64 16
  %26 = getelementptr inbounds i8, ptr %9, i64 24
  %27 = getelementptr inbounds i8, ptr %9, i64 32
  %28 = getelementptr inbounds i8, ptr %9, i64 40
  br label %31

29:                                               ; preds = %31, %13
  %30 = call i32 @__kmpc_omp_taskwait(ptr nonnull @1, i32 %10)
  call void @__kmpc_end_single(ptr nonnull @1, i32 %10)
  br label %66

31:                                               ; preds = %31, %16
  %32 = phi i64 [ 0, %16 ], [ %62, %31 ]
  %33 = call ptr @__kmpc_omp_task_alloc(ptr nonnull @1, i32 %10, i32 1, i64 48, i64 8, ptr nonnull @.omp_task_entry..6)
  %34 = load ptr, ptr %33, align 8, !tbaa !6
  store ptr %3, ptr %34, align 8, !tbaa !14
  %35 = getelementptr inbounds i8, ptr %33, i64 40
  %36 = trunc nuw nsw i64 %32 to i32
  store i32 %36, ptr %35, align 8, !tbaa !15
  %37 = load ptr, ptr %3, align 8, !tbaa !14
  %38 = getelementptr inbounds i32, ptr %37, i64 %32
  %39 = ptrtoint ptr %38 to i64
  store i64 %39, ptr %7, align 8, !tbaa !38
  store i64 4, ptr %17, align 8, !tbaa !40
  store i8 3, ptr %18, align 8, !tbaa !41
  %40 = call i32 @__kmpc_omp_task_with_deps(ptr nonnull @1, i32 %10, ptr nonnull %33, i32 1, ptr nonnull %7, i32 0, ptr null)
  %41 = call ptr @__kmpc_omp_task_alloc(ptr nonnull @1, i32 %10, i32 1, i64 48, i64 16, ptr nonnull @.omp_task_entry..9)
  %42 = load ptr, ptr %41, align 8, !tbaa !6
  store ptr %4, ptr %42, align 8, !tbaa !14
  %43 = getelementptr inbounds i8, ptr %42, i64 8
  store ptr %3, ptr %43, align 8, !tbaa !14
  %44 = getelementptr inbounds i8, ptr %41, i64 40
  store i32 %36, ptr %44, align 8, !tbaa !15
  %45 = load ptr, ptr %3, align 8, !tbaa !14
  %46 = getelementptr inbounds i32, ptr %45, i64 %32
  %47 = ptrtoint ptr %46 to i64
  store i64 %47, ptr %8, align 8, !tbaa !38
  store i64 4, ptr %19, align 8, !tbaa !40
  store i8 1, ptr %20, align 8, !tbaa !41
  %48 = load ptr, ptr %4, align 8, !tbaa !14
  %49 = getelementptr inbounds i32, ptr %48, i64 %32
  %50 = ptrtoint ptr %49 to i64
  store i64 %50, ptr %21, align 8, !tbaa !38
  store i64 4, ptr %22, align 8, !tbaa !40
  store i8 3, ptr %23, align 8, !tbaa !41
  %51 = call i32 @__kmpc_omp_task_with_deps(ptr nonnull @1, i32 %10, ptr nonnull %41, i32 2, ptr nonnull %8, i32 0, ptr null)
  %52 = call ptr @__kmpc_omp_task_alloc(ptr nonnull @1, i32 %10, i32 1, i64 48, i64 16, ptr nonnull @.omp_task_entry..12)
  %53 = load ptr, ptr %52, align 8, !tbaa !6
  store ptr %5, ptr %53, align 8, !tbaa !14
  %54 = getelementptr inbounds i8, ptr %53, i64 8
  store ptr %4, ptr %54, align 8, !tbaa !14
  %55 = getelementptr inbounds i8, ptr %52, i64 40
  store i32 %36, ptr %55, align 8, !tbaa !15
  %56 = load ptr, ptr %4, align 8, !tbaa !14
  %57 = getelementptr inbounds i32, ptr %56, i64 %32
  %58 = ptrtoint ptr %57 to i64
  store i64 %58, ptr %9, align 8, !tbaa !38
  store i64 4, ptr %24, align 8, !tbaa !40
  store i8 1, ptr %25, align 8, !tbaa !41
  %59 = load ptr, ptr %5, align 8, !tbaa !14
  %60 = ptrtoint ptr %59 to i64
  store i64 %60, ptr %26, align 8, !tbaa !38
  store i64 4, ptr %27, align 8, !tbaa !40
  store i8 3, ptr %28, align 8, !tbaa !41
  %61 = call i32 @__kmpc_omp_task_with_deps(ptr nonnull @1, i32 %10, ptr nonnull %52, i32 2, ptr nonnull %9, i32 0, ptr null)
  %62 = add nuw nsw i64 %32, 1
  %63 = load i32, ptr %2, align 4, !tbaa !22
  %64 = sext i32 %63 to i64
  %65 = icmp slt i64 %62, %64
  br i1 %65, label %31, label %29, !llvm.loop !42

66:                                               ; preds = %29, %6
  call void @__kmpc_barrier(ptr nonnull @2, i32 %10)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal noundef i32 @.omp_task_entry..6(i32 %0, ptr noalias nocapture noundef readonly %1) #6 {
  %3 = load ptr, ptr %1, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %1, i64 40
  tail call void @llvm.experimental.noalias.scope.decl(metadata !44)
  %5 = load i32, ptr %4, align 4, !tbaa !22, !noalias !44
  %6 = load ptr, ptr %3, align 8, !tbaa !23, !alias.scope !44, !noalias !47
  %7 = load ptr, ptr %6, align 8, !tbaa !14, !noalias !44
  %8 = sext i32 %5 to i64
  %9 = getelementptr inbounds i32, ptr %7, i64 %8
  store i32 %5, ptr %9, align 4, !tbaa !22, !noalias !44
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @__kmpc_omp_task_with_deps(ptr, i32, ptr, i32, ptr, i32, ptr) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal noundef i32 @.omp_task_entry..9(i32 %0, ptr noalias nocapture noundef readonly %1) #6 {
  %3 = load ptr, ptr %1, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %1, i64 40
  tail call void @llvm.experimental.noalias.scope.decl(metadata !49)
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !52, !alias.scope !49, !noalias !54
  %7 = load ptr, ptr %6, align 8, !tbaa !14, !noalias !49
  %8 = load i32, ptr %4, align 4, !tbaa !22, !noalias !49
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %7, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !22, !noalias !49
  %12 = shl nsw i32 %11, 1
  %13 = load ptr, ptr %3, align 8, !tbaa !56, !alias.scope !49, !noalias !54
  %14 = load ptr, ptr %13, align 8, !tbaa !14, !noalias !49
  %15 = getelementptr inbounds i32, ptr %14, i64 %9
  store i32 %12, ptr %15, align 4, !tbaa !22, !noalias !49
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal noundef i32 @.omp_task_entry..12(i32 %0, ptr noalias nocapture noundef readonly %1) #6 {
  %3 = load ptr, ptr %1, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %1, i64 40
  tail call void @llvm.experimental.noalias.scope.decl(metadata !57)
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !52, !alias.scope !57, !noalias !60
  %7 = load ptr, ptr %6, align 8, !tbaa !14, !noalias !57
  %8 = load i32, ptr %4, align 4, !tbaa !22, !noalias !57
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %7, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !22, !noalias !57
  %12 = load ptr, ptr %3, align 8, !tbaa !56, !alias.scope !57, !noalias !60
  %13 = load ptr, ptr %12, align 8, !tbaa !14, !noalias !57
  %14 = load i32, ptr %13, align 4, !tbaa !22, !noalias !57
  %15 = add nsw i32 %14, %11
  store i32 %15, ptr %13, align 4, !tbaa !22, !noalias !57
  ret i32 0
}

; Function Attrs: nounwind uwtable
define dso_local void @loop_tasks(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1)
  store ptr %0, ptr %3, align 8, !tbaa !14
  store i32 %1, ptr %4, align 4, !tbaa !22
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 2, ptr nonnull @loop_tasks.omp_outlined, ptr nonnull %4, ptr nonnull %3)
  %6 = call i32 @__kmpc_omp_taskwait(ptr nonnull @1, i32 %5)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @loop_tasks.omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3) #5 {
  %5 = load i32, ptr %0, align 4, !tbaa !22
  %6 = tail call i32 @__kmpc_single(ptr nonnull @1, i32 %5)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %19, label %8

8:                                                ; preds = %4
  %9 = load i32, ptr %2, align 4, !tbaa !22
  %10 = add nsw i32 %9, -1
  %11 = tail call ptr @__kmpc_omp_task_alloc(ptr nonnull @1, i32 %5, i32 1, i64 80, i64 16, ptr nonnull @.omp_task_entry..14)
  %12 = load ptr, ptr %11, align 8, !tbaa !62
  store ptr %2, ptr %12, align 8, !tbaa !14
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %3, ptr %13, align 8, !tbaa !14
  %14 = getelementptr inbounds i8, ptr %11, i64 40
  store i64 0, ptr %14, align 8, !tbaa !17
  %15 = getelementptr inbounds i8, ptr %11, i64 48
  %16 = sext i32 %10 to i64
  store i64 %16, ptr %15, align 8, !tbaa !17
  %17 = getelementptr inbounds i8, ptr %11, i64 56
  store i64 1, ptr %17, align 8, !tbaa !17
  %18 = getelementptr inbounds i8, ptr %11, i64 72
  store i64 0, ptr %18, align 8
  tail call void @__kmpc_taskloop(ptr nonnull @1, i32 %5, ptr nonnull %11, i32 1, ptr nonnull %14, ptr nonnull %15, i64 1, i32 1, i32 1, i64 16, ptr null)
  tail call void @__kmpc_end_single(ptr nonnull @1, i32 %5)
  br label %19

19:                                               ; preds = %8, %4
  tail call void @__kmpc_barrier(ptr nonnull @2, i32 %5)
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal noundef i32 @.omp_task_entry..14(i32 %0, ptr noalias nocapture noundef readonly %1) #7 {
  %3 = load ptr, ptr %1, align 8, !tbaa !62
  %4 = getelementptr inbounds i8, ptr %1, i64 40
  %5 = load i64, ptr %4, align 8, !tbaa !65
  %6 = getelementptr inbounds i8, ptr %1, i64 48
  %7 = load i64, ptr %6, align 8, !tbaa !66
  tail call void @llvm.experimental.noalias.scope.decl(metadata !67)
  %8 = load ptr, ptr %3, align 8, !tbaa !56, !alias.scope !67
  %9 = load i32, ptr %8, align 4, !tbaa !22, !noalias !67
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %63

11:                                               ; preds = %2
  %12 = shl i64 %5, 32
  %13 = ashr exact i64 %12, 32
  %14 = icmp ult i64 %7, %13
  br i1 %14, label %63, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %3, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !52, !alias.scope !67
  %18 = load ptr, ptr %17, align 8, !tbaa !14, !noalias !67
  %19 = zext i64 %7 to i128
  %20 = add nuw nsw i128 %19, 1
  %21 = add nsw i64 %13, 1
  %22 = zext i64 %21 to i128
  %23 = tail call i128 @llvm.umax.i128(i128 %20, i128 %22)
  %24 = trunc i128 %23 to i64
  %25 = sub i64 %24, %13
  %26 = icmp ult i64 %25, 24
  br i1 %26, label %54, label %27

27:                                               ; preds = %15
  %28 = zext i64 %7 to i128
  %29 = add nuw nsw i128 %28, 1
  %30 = add nsw i64 %13, 1
  %31 = zext i64 %30 to i128
  %32 = tail call i128 @llvm.usub.sat.i128(i128 %29, i128 %31)
  %33 = trunc i128 %32 to i64
  %34 = sub nsw i64 -2, %13
  %35 = icmp ult i64 %34, %33
  %36 = icmp ugt i128 %32, 18446744073709551615
  %37 = or i1 %35, %36
  br i1 %37, label %54, label %38

38:                                               ; preds = %27
  %39 = and i64 %25, -4
  %40 = add i64 %13, %39
  %41 = getelementptr double, ptr %18, i64 %13
  br label %42

42:                                               ; preds = %42, %38
  %43 = phi i64 [ 0, %38 ], [ %50, %42 ]
  %44 = getelementptr double, ptr %41, i64 %43
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = load <2 x double>, ptr %44, align 8, !tbaa !70, !noalias !67
  %47 = load <2 x double>, ptr %45, align 8, !tbaa !70, !noalias !67
  %48 = fmul <2 x double> %46, %46
  %49 = fmul <2 x double> %47, %47
  store <2 x double> %48, ptr %44, align 8, !tbaa !70, !noalias !67
  store <2 x double> %49, ptr %45, align 8, !tbaa !70, !noalias !67
  %50 = add nuw i64 %43, 4
  %51 = icmp eq i64 %50, %39
  br i1 %51, label %52, label %42, !llvm.loop !72

52:                                               ; preds = %42
  %53 = icmp eq i64 %25, %39
  br i1 %53, label %63, label %54

54:                                               ; preds = %52, %27, %15
  %55 = phi i64 [ %13, %27 ], [ %13, %15 ], [ %40, %52 ]
  br label %56

56:                                               ; preds = %56, %54
  %57 = phi i64 [ %61, %56 ], [ %55, %54 ]
  %58 = getelementptr inbounds double, ptr %18, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !70, !noalias !67
  %60 = fmul double %59, %59
  store double %60, ptr %58, align 8, !tbaa !70, !noalias !67
  %61 = add nsw i64 %57, 1
  %62 = icmp ult i64 %7, %61
  br i1 %62, label %63, label %56, !llvm.loop !75

63:                                               ; preds = %56, %52, %11, %2
  ret i32 0
}

; Function Attrs: nounwind
declare void @__kmpc_taskloop(ptr, i32, ptr, i32, ptr, ptr, i64, i32, i32, i64, ptr) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @group_sum(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !14
  store i32 %1, ptr %4, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #3
  store i32 0, ptr %5, align 4, !tbaa !22
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 3, ptr nonnull @group_sum.omp_outlined, ptr nonnull %5, ptr nonnull %4, ptr nonnull %3)
  %6 = load i32, ptr %5, align 4, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #3
  ret i32 %6
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @group_sum.omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 8 dereferenceable(8) %4) #5 {
  %6 = alloca [1 x %struct.kmp_taskred_input_t], align 8
  %7 = alloca ptr, align 8
  %8 = load i32, ptr %0, align 4, !tbaa !22
  %9 = tail call i32 @__kmpc_single(ptr nonnull @1, i32 %8)
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %37, label %11

11:                                               ; preds = %5
  tail call void @__kmpc_taskgroup(ptr nonnull @1, i32 %8)
  store ptr %2, ptr %6, align 8, !tbaa !76
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %2, ptr %12, align 8, !tbaa !78
  %13 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 4, ptr %13, align 8, !tbaa !79
  %14 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr @.red_init., ptr %14, align 8, !tbaa !80
  %15 = getelementptr inbounds i8, ptr %6, i64 32
  store ptr null, ptr %15, align 8, !tbaa !81
  %16 = getelementptr inbounds i8, ptr %6, i64 40
  store ptr @.red_comb., ptr %16, align 8, !tbaa !82
  %17 = getelementptr inbounds i8, ptr %6, i64 48
  store i32 0, ptr %17, align 8
  %18 = call ptr @__kmpc_taskred_init(i32 %8, i32 1, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #3
  store ptr %18, ptr %7, align 8, !tbaa !14
  %19 = load i32, ptr %3, align 4, !tbaa !22
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %22, label %21

21:                                               ; preds = %22, %11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #3
  call void @__kmpc_end_taskgroup(ptr nonnull @1, i32 %8)
  call void @__kmpc_end_single(ptr nonnull @1, i32 %8)
  br label %37

22:                                               ; preds = %22, %11
  %23 = phi i32 [ %34, %22 ], [ 0, %11 ]
  %24 = call ptr @__kmpc_omp_task_alloc(ptr nonnull @1, i32 %8, i32 33, i64 56, i64 32, ptr nonnull @.omp_task_entry..17)
  %25 = load ptr, ptr %24, align 8, !tbaa !83
  store ptr %3, ptr %25, align 8, !tbaa !14
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr %2, ptr %26, align 8, !tbaa !14
  %27 = getelementptr inbounds i8, ptr %25, i64 16
  store ptr %4, ptr %27, align 8, !tbaa !14
  %28 = getelementptr inbounds i8, ptr %25, i64 24
  store ptr %7, ptr %28, align 8, !tbaa !14
  %29 = getelementptr inbounds i8, ptr %24, i64 40
  %30 = load ptr, ptr %7, align 8, !tbaa !14
  store ptr %30, ptr %29, align 8, !tbaa !86
  %31 = getelementptr inbounds i8, ptr %24, i64 48
  store i32 %23, ptr %31, align 8, !tbaa !87
  %32 = getelementptr inbounds i8, ptr %24, i64 32
  store i32 1, ptr %32, align 8, !tbaa !88
  %33 = call i32 @__kmpc_omp_task(ptr nonnull @1, i32 %8, ptr nonnull %24)
  %34 = add nuw nsw i32 %23, 8
  %35 = load i32, ptr %3, align 4, !tbaa !22
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %22, label %21, !llvm.loop !89

37:                                               ; preds = %21, %5
  call void @__kmpc_barrier(ptr nonnull @2, i32 %8)
  ret void
}

; Function Attrs: convergent nounwind
declare void @__kmpc_taskgroup(ptr, i32) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare void @__kmpc_end_taskgroup(ptr, i32) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal void @.red_init.(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture readnone %1) #8 {
  store i32 0, ptr %0, align 4, !tbaa !22
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @.red_comb.(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) #9 {
  %3 = load i32, ptr %0, align 4, !tbaa !22
  %4 = load i32, ptr %1, align 4, !tbaa !22
  %5 = add nsw i32 %4, %3
  store i32 %5, ptr %0, align 4, !tbaa !22
  ret void
}

; Function Attrs: nounwind
declare ptr @__kmpc_taskred_init(i32, i32, ptr) local_unnamed_addr #3

; Function Attrs: nounwind
declare ptr @__kmpc_task_reduction_get_th_data(i32, ptr, ptr) local_unnamed_addr #3

; Function Attrs: norecurse nounwind uwtable
define internal noundef i32 @.omp_task_entry..17(i32 noundef %0, ptr noalias nocapture noundef readonly %1) #2 {
  %3 = load ptr, ptr %1, align 8, !tbaa !83
  %4 = getelementptr inbounds i8, ptr %1, i64 40
  tail call void @llvm.experimental.noalias.scope.decl(metadata !90)
  %5 = getelementptr inbounds i8, ptr %1, i64 48
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !93, !alias.scope !90, !noalias !95
  %8 = load ptr, ptr %4, align 8, !tbaa !14, !noalias !90
  %9 = tail call ptr @__kmpc_task_reduction_get_th_data(i32 %0, ptr %8, ptr %7), !noalias !90
  %10 = load i32, ptr %5, align 4, !tbaa !22, !noalias !90
  %11 = load ptr, ptr %3, align 8, !tbaa !97, !alias.scope !90, !noalias !95
  %12 = getelementptr inbounds i8, ptr %3, i64 16
  %13 = sext i32 %10 to i64
  %14 = add nsw i32 %10, 7
  %15 = sext i32 %14 to i64
  br label %16

16:                                               ; preds = %21, %2
  %17 = phi i64 [ %13, %2 ], [ %28, %21 ]
  %18 = load i32, ptr %11, align 4, !tbaa !22, !noalias !90
  %19 = sext i32 %18 to i64
  %20 = icmp slt i64 %17, %19
  br i1 %20, label %21, label %30

21:                                               ; preds = %16
  %22 = load ptr, ptr %12, align 8, !tbaa !98, !alias.scope !90, !noalias !95
  %23 = load ptr, ptr %22, align 8, !tbaa !14, !noalias !90
  %24 = getelementptr inbounds i32, ptr %23, i64 %17
  %25 = load i32, ptr %24, align 4, !tbaa !22, !noalias !90
  %26 = load i32, ptr %9, align 4, !tbaa !22, !noalias !90
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr %9, align 4, !tbaa !22, !noalias !90
  %28 = add nsw i64 %17, 1
  %29 = icmp slt i64 %17, %15
  br i1 %29, label %16, label %30, !llvm.loop !99

30:                                               ; preds = %21, %16
  ret i32 0
}

; Function Attrs: nounwind uwtable
define dso_local i32 @taskloop_reduce(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !14
  store i32 %1, ptr %4, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #3
  store i32 0, ptr %5, align 4, !tbaa !22
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 3, ptr nonnull @taskloop_reduce.omp_outlined, ptr nonnull %5, ptr nonnull %4, ptr nonnull %3)
  %6 = load i32, ptr %5, align 4, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #3
  ret i32 %6
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @taskloop_reduce.omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 8 dereferenceable(8) %4) #5 {
  %6 = alloca [1 x %struct.kmp_taskred_input_t.20], align 8
  %7 = load i32, ptr %0, align 4, !tbaa !22
  %8 = tail call i32 @__kmpc_single(ptr nonnull @1, i32 %7)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %29, label %10

10:                                               ; preds = %5
  tail call void @__kmpc_taskgroup(ptr nonnull @1, i32 %7)
  store ptr %2, ptr %6, align 8, !tbaa !76
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %2, ptr %11, align 8, !tbaa !78
  %12 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 4, ptr %12, align 8, !tbaa !79
  %13 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr @.red_init..18, ptr %13, align 8, !tbaa !80
  %14 = getelementptr inbounds i8, ptr %6, i64 32
  store ptr null, ptr %14, align 8, !tbaa !81
  %15 = getelementptr inbounds i8, ptr %6, i64 40
  store ptr @.red_comb..19, ptr %15, align 8, !tbaa !82
  %16 = getelementptr inbounds i8, ptr %6, i64 48
  store i32 0, ptr %16, align 8
  %17 = call ptr @__kmpc_taskred_init(i32 %7, i32 1, ptr nonnull %6)
  %18 = load i32, ptr %3, align 4, !tbaa !22
  %19 = add nsw i32 %18, -1
  %20 = call ptr @__kmpc_omp_task_alloc(ptr nonnull @1, i32 %7, i32 1, i64 80, i64 24, ptr nonnull @.omp_task_entry..21)
  %21 = load ptr, ptr %20, align 8, !tbaa !62
  store ptr %3, ptr %21, align 8, !tbaa !14
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr %2, ptr %22, align 8, !tbaa !14
  %23 = getelementptr inbounds i8, ptr %21, i64 16
  store ptr %4, ptr %23, align 8, !tbaa !14
  %24 = getelementptr inbounds i8, ptr %20, i64 40
  store i64 0, ptr %24, align 8, !tbaa !17
  %25 = getelementptr inbounds i8, ptr %20, i64 48
  %26 = sext i32 %19 to i64
  store i64 %26, ptr %25, align 8, !tbaa !17
  %27 = getelementptr inbounds i8, ptr %20, i64 56
  store i64 1, ptr %27, align 8, !tbaa !17
  %28 = getelementptr inbounds i8, ptr %20, i64 72
  store ptr %17, ptr %28, align 8, !tbaa !100
  call void @__kmpc_taskloop(ptr nonnull @1, i32 %7, ptr nonnull %20, i32 1, ptr nonnull %24, ptr nonnull %25, i64 1, i32 1, i32 2, i64 4, ptr null)
  call void @__kmpc_end_taskgroup(ptr nonnull @1, i32 %7)
  call void @__kmpc_end_single(ptr nonnull @1, i32 %7)
  br label %29

29:                                               ; preds = %10, %5
  call void @__kmpc_barrier(ptr nonnull @2, i32 %7)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal void @.red_init..18(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture readnone %1) #8 {
  store i32 0, ptr %0, align 4, !tbaa !22
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @.red_comb..19(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) #9 {
  %3 = load i32, ptr %0, align 4, !tbaa !22
  %4 = load i32, ptr %1, align 4, !tbaa !22
  %5 = add nsw i32 %4, %3
  store i32 %5, ptr %0, align 4, !tbaa !22
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define internal noundef i32 @.omp_task_entry..21(i32 noundef %0, ptr noalias nocapture noundef readonly %1) #2 {
  %3 = load ptr, ptr %1, align 8, !tbaa !62
  %4 = getelementptr inbounds i8, ptr %1, i64 40
  %5 = load i64, ptr %4, align 8, !tbaa !65
  %6 = getelementptr inbounds i8, ptr %1, i64 48
  %7 = load i64, ptr %6, align 8, !tbaa !66
  %8 = getelementptr inbounds i8, ptr %1, i64 72
  %9 = load ptr, ptr %8, align 8, !tbaa !100
  tail call void @llvm.experimental.noalias.scope.decl(metadata !101)
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !104, !alias.scope !101, !noalias !106
  %12 = tail call ptr @__kmpc_task_reduction_get_th_data(i32 %0, ptr %9, ptr %11), !noalias !101
  %13 = load ptr, ptr %3, align 8, !tbaa !108, !alias.scope !101, !noalias !106
  %14 = load i32, ptr %13, align 4, !tbaa !22, !noalias !101
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %91

16:                                               ; preds = %2
  %17 = shl i64 %5, 32
  %18 = ashr exact i64 %17, 32
  %19 = icmp ult i64 %7, %18
  br i1 %19, label %91, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %3, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !109, !alias.scope !101, !noalias !106
  %23 = load ptr, ptr %22, align 8, !tbaa !14, !noalias !101
  %24 = load i32, ptr %12, align 4, !tbaa !22, !noalias !101
  %25 = zext i64 %7 to i128
  %26 = add nuw nsw i128 %25, 1
  %27 = add nsw i64 %18, 1
  %28 = zext i64 %27 to i128
  %29 = tail call i128 @llvm.umax.i128(i128 %26, i128 %28)
  %30 = trunc i128 %29 to i64
  %31 = sub i64 %30, %18
  %32 = icmp ult i64 %31, 68
  br i1 %32, label %80, label %33

33:                                               ; preds = %20
  %34 = zext i64 %7 to i128
  %35 = add nuw nsw i128 %34, 1
  %36 = add nsw i64 %18, 1
  %37 = zext i64 %36 to i128
  %38 = tail call i128 @llvm.usub.sat.i128(i128 %35, i128 %37)
  %39 = trunc i128 %38 to i64
  %40 = sub nsw i64 -2, %18
  %41 = icmp ult i64 %40, %39
  %42 = icmp ugt i128 %38, 18446744073709551615
  %43 = or i1 %41, %42
  br i1 %43, label %80, label %44

44:                                               ; preds = %33
  %45 = getelementptr i8, ptr %12, i64 4
  %46 = ashr exact i64 %17, 30
  %47 = getelementptr i8, ptr %23, i64 %46
  %48 = zext i64 %7 to i128
  %49 = add nuw nsw i128 %48, 1
  %50 = add nsw i64 %18, 1
  %51 = zext i64 %50 to i128
  %52 = tail call i128 @llvm.umax.i128(i128 %49, i128 %51)
  %53 = trunc i128 %52 to i64
  %54 = shl i64 %53, 2
  %55 = getelementptr i8, ptr %23, i64 %54
  %56 = icmp ult ptr %12, %55
  %57 = icmp ult ptr %47, %45
  %58 = and i1 %56, %57
  br i1 %58, label %80, label %59

59:                                               ; preds = %44
  %60 = and i64 %31, -8
  %61 = add i64 %18, %60
  %62 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %24, i64 0
  %63 = getelementptr i32, ptr %23, i64 %18
  br label %64

64:                                               ; preds = %64, %59
  %65 = phi i64 [ 0, %59 ], [ %74, %64 ]
  %66 = phi <4 x i32> [ %62, %59 ], [ %72, %64 ]
  %67 = phi <4 x i32> [ zeroinitializer, %59 ], [ %73, %64 ]
  %68 = getelementptr i32, ptr %63, i64 %65
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load <4 x i32>, ptr %68, align 4, !tbaa !22, !alias.scope !110, !noalias !101
  %71 = load <4 x i32>, ptr %69, align 4, !tbaa !22, !alias.scope !110, !noalias !101
  %72 = add <4 x i32> %66, %70
  %73 = add <4 x i32> %67, %71
  %74 = add nuw i64 %65, 8
  %75 = icmp eq i64 %74, %60
  br i1 %75, label %76, label %64, !llvm.loop !113

76:                                               ; preds = %64
  %77 = add <4 x i32> %73, %72
  %78 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %77)
  store i32 %78, ptr %12, align 4, !tbaa !22, !noalias !101
  %79 = icmp eq i64 %31, %60
  br i1 %79, label %91, label %80

80:                                               ; preds = %76, %44, %33, %20
  %81 = phi i64 [ %18, %44 ], [ %18, %33 ], [ %18, %20 ], [ %61, %76 ]
  %82 = phi i32 [ %24, %44 ], [ %24, %33 ], [ %24, %20 ], [ %78, %76 ]
  br label %83

83:                                               ; preds = %83, %80
  %84 = phi i64 [ %89, %83 ], [ %81, %80 ]
  %85 = phi i32 [ %88, %83 ], [ %82, %80 ]
  %86 = getelementptr inbounds i32, ptr %23, i64 %84
  %87 = load i32, ptr %86, align 4, !tbaa !22, !noalias !101
  %88 = add nsw i32 %85, %87
  store i32 %88, ptr %12, align 4, !tbaa !22, !noalias !101
  %89 = add nsw i64 %84, 1
  %90 = icmp ult i64 %7, %89
  br i1 %90, label %91, label %83, !llvm.loop !114

91:                                               ; preds = %83, %76, %16, %2
  ret i32 0
}

; Function Attrs: nounwind uwtable
define dso_local i32 @locks(i32 noundef %0) local_unnamed_addr #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.omp_lock_t, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #3
  call void @omp_init_lock(ptr noundef nonnull %3) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #3
  store i32 0, ptr %4, align 4, !tbaa !22
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 3, ptr nonnull @locks.omp_outlined, ptr nonnull %2, ptr nonnull %3, ptr nonnull %4)
  call void @omp_destroy_lock(ptr noundef nonnull %3) #3
  %5 = load i32, ptr %4, align 4, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #3
  ret i32 %5
}

declare void @omp_init_lock(ptr noundef) local_unnamed_addr #10

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @locks.omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr nocapture noundef nonnull align 4 dereferenceable(4) %4) #5 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = load i32, ptr %2, align 4, !tbaa !22
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %12, label %27

12:                                               ; preds = %5
  %13 = add nsw i32 %10, -1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #3
  store i32 0, ptr %6, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #3
  store i32 %13, ptr %7, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #3
  store i32 1, ptr %8, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #3
  store i32 0, ptr %9, align 4, !tbaa !22
  %14 = load i32, ptr %0, align 4, !tbaa !22
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %14, i32 34, ptr nonnull %9, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, i32 1, i32 1)
  %15 = load i32, ptr %7, align 4
  %16 = call i32 @llvm.smin.i32(i32 %15, i32 %13)
  store i32 %16, ptr %7, align 4, !tbaa !22
  %17 = load i32, ptr %6, align 4, !tbaa !22
  %18 = icmp sgt i32 %17, %16
  br i1 %18, label %26, label %19

19:                                               ; preds = %19, %12
  %20 = phi i32 [ %23, %19 ], [ %17, %12 ]
  call void @omp_set_lock(ptr noundef nonnull %3) #3
  %21 = load i32, ptr %4, align 4, !tbaa !22
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4, !tbaa !22
  call void @omp_unset_lock(ptr noundef nonnull %3) #3
  %23 = add nsw i32 %20, 1
  %24 = load i32, ptr %7, align 4, !tbaa !22
  %25 = icmp slt i32 %20, %24
  br i1 %25, label %19, label %26

26:                                               ; preds = %19, %12
  call void @__kmpc_for_static_fini(ptr nonnull @3, i32 %14)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #3
  br label %27

27:                                               ; preds = %26, %5
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #3

declare void @omp_set_lock(ptr noundef) local_unnamed_addr #10

declare void @omp_unset_lock(ptr noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #3

declare void @omp_destroy_lock(ptr noundef) local_unnamed_addr #10

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.omp_lock_t, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca [32 x i32], align 16
  %19 = alloca [32 x i32], align 16
  %20 = alloca [1 x i32], align 4
  %21 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %18) #3
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %19) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20) #3
  store i32 0, ptr %20, align 4
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %21) #3
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %21, align 16, !tbaa !70
  store <2 x double> <double 2.000000e+00, double 3.000000e+00>, ptr %22, align 16, !tbaa !70
  %23 = getelementptr inbounds i8, ptr %21, i64 32
  %24 = getelementptr inbounds i8, ptr %21, i64 48
  store <2 x double> <double 4.000000e+00, double 5.000000e+00>, ptr %23, align 16, !tbaa !70
  store <2 x double> <double 6.000000e+00, double 7.000000e+00>, ptr %24, align 16, !tbaa !70
  %25 = getelementptr inbounds i8, ptr %21, i64 64
  %26 = getelementptr inbounds i8, ptr %21, i64 80
  store <2 x double> <double 8.000000e+00, double 9.000000e+00>, ptr %25, align 16, !tbaa !70
  store <2 x double> <double 1.000000e+01, double 1.100000e+01>, ptr %26, align 16, !tbaa !70
  %27 = getelementptr inbounds i8, ptr %21, i64 96
  %28 = getelementptr inbounds i8, ptr %21, i64 112
  store <2 x double> <double 1.200000e+01, double 1.300000e+01>, ptr %27, align 16, !tbaa !70
  store <2 x double> <double 1.400000e+01, double 1.500000e+01>, ptr %28, align 16, !tbaa !70
  %29 = getelementptr inbounds i8, ptr %21, i64 128
  %30 = getelementptr inbounds i8, ptr %21, i64 144
  store <2 x double> <double 1.600000e+01, double 1.700000e+01>, ptr %29, align 16, !tbaa !70
  store <2 x double> <double 1.800000e+01, double 1.900000e+01>, ptr %30, align 16, !tbaa !70
  %31 = getelementptr inbounds i8, ptr %21, i64 160
  %32 = getelementptr inbounds i8, ptr %21, i64 176
  store <2 x double> <double 2.000000e+01, double 2.100000e+01>, ptr %31, align 16, !tbaa !70
  store <2 x double> <double 2.200000e+01, double 2.300000e+01>, ptr %32, align 16, !tbaa !70
  %33 = getelementptr inbounds i8, ptr %21, i64 192
  %34 = getelementptr inbounds i8, ptr %21, i64 208
  store <2 x double> <double 2.400000e+01, double 2.500000e+01>, ptr %33, align 16, !tbaa !70
  store <2 x double> <double 2.600000e+01, double 2.700000e+01>, ptr %34, align 16, !tbaa !70
  %35 = getelementptr inbounds i8, ptr %21, i64 224
  %36 = getelementptr inbounds i8, ptr %21, i64 240
  store <2 x double> <double 2.800000e+01, double 2.900000e+01>, ptr %35, align 16, !tbaa !70
  store <2 x double> <double 3.000000e+01, double 3.100000e+01>, ptr %36, align 16, !tbaa !70
  %37 = getelementptr inbounds i8, ptr %21, i64 256
  %38 = getelementptr inbounds i8, ptr %21, i64 272
  store <2 x double> <double 3.200000e+01, double 3.300000e+01>, ptr %37, align 16, !tbaa !70
  store <2 x double> <double 3.400000e+01, double 3.500000e+01>, ptr %38, align 16, !tbaa !70
  %39 = getelementptr inbounds i8, ptr %21, i64 288
  %40 = getelementptr inbounds i8, ptr %21, i64 304
  store <2 x double> <double 3.600000e+01, double 3.700000e+01>, ptr %39, align 16, !tbaa !70
  store <2 x double> <double 3.800000e+01, double 3.900000e+01>, ptr %40, align 16, !tbaa !70
  %41 = getelementptr inbounds i8, ptr %21, i64 320
  %42 = getelementptr inbounds i8, ptr %21, i64 336
  store <2 x double> <double 4.000000e+01, double 4.100000e+01>, ptr %41, align 16, !tbaa !70
  store <2 x double> <double 4.200000e+01, double 4.300000e+01>, ptr %42, align 16, !tbaa !70
  %43 = getelementptr inbounds i8, ptr %21, i64 352
  %44 = getelementptr inbounds i8, ptr %21, i64 368
  store <2 x double> <double 4.400000e+01, double 4.500000e+01>, ptr %43, align 16, !tbaa !70
  store <2 x double> <double 4.600000e+01, double 4.700000e+01>, ptr %44, align 16, !tbaa !70
  %45 = getelementptr inbounds i8, ptr %21, i64 384
  %46 = getelementptr inbounds i8, ptr %21, i64 400
  store <2 x double> <double 4.800000e+01, double 4.900000e+01>, ptr %45, align 16, !tbaa !70
  store <2 x double> <double 5.000000e+01, double 5.100000e+01>, ptr %46, align 16, !tbaa !70
  %47 = getelementptr inbounds i8, ptr %21, i64 416
  %48 = getelementptr inbounds i8, ptr %21, i64 432
  store <2 x double> <double 5.200000e+01, double 5.300000e+01>, ptr %47, align 16, !tbaa !70
  store <2 x double> <double 5.400000e+01, double 5.500000e+01>, ptr %48, align 16, !tbaa !70
  %49 = getelementptr inbounds i8, ptr %21, i64 448
  %50 = getelementptr inbounds i8, ptr %21, i64 464
  store <2 x double> <double 5.600000e+01, double 5.700000e+01>, ptr %49, align 16, !tbaa !70
  store <2 x double> <double 5.800000e+01, double 5.900000e+01>, ptr %50, align 16, !tbaa !70
  %51 = getelementptr inbounds i8, ptr %21, i64 480
  %52 = getelementptr inbounds i8, ptr %21, i64 496
  store <2 x double> <double 6.000000e+01, double 6.100000e+01>, ptr %51, align 16, !tbaa !70
  store <2 x double> <double 6.200000e+01, double 6.300000e+01>, ptr %52, align 16, !tbaa !70
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17)
  store ptr %18, ptr %14, align 8, !tbaa !14
  store ptr %19, ptr %15, align 8, !tbaa !14
  store ptr %20, ptr %16, align 8, !tbaa !14
  store i32 32, ptr %17, align 4, !tbaa !22
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 4, ptr nonnull @pipeline.omp_outlined, ptr nonnull %17, ptr nonnull %14, ptr nonnull %15, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  %53 = call i32 @__kmpc_global_thread_num(ptr nonnull @1)
  store ptr %21, ptr %12, align 8, !tbaa !14
  store i32 64, ptr %13, align 4, !tbaa !22
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 2, ptr nonnull @loop_tasks.omp_outlined, ptr nonnull %13, ptr nonnull %12)
  %54 = call i32 @__kmpc_omp_taskwait(ptr nonnull @1, i32 %53)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  store i32 15, ptr %10, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #3
  store i64 0, ptr %11, align 8, !tbaa !17
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 2, ptr nonnull @run_fib.omp_outlined, ptr nonnull %11, ptr nonnull %10)
  %55 = load i64, ptr %11, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  %56 = trunc i64 %55 to i32
  %57 = load i32, ptr %20, align 4, !tbaa !22
  %58 = add nsw i32 %57, %56
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store ptr %18, ptr %7, align 8, !tbaa !14
  store i32 32, ptr %8, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #3
  store i32 0, ptr %9, align 4, !tbaa !22
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 3, ptr nonnull @group_sum.omp_outlined, ptr nonnull %9, ptr nonnull %8, ptr nonnull %7)
  %59 = load i32, ptr %9, align 4, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  %60 = add nsw i32 %58, %59
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store ptr %19, ptr %4, align 8, !tbaa !14
  store i32 32, ptr %5, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #3
  store i32 0, ptr %6, align 4, !tbaa !22
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 3, ptr nonnull @taskloop_reduce.omp_outlined, ptr nonnull %6, ptr nonnull %5, ptr nonnull %4)
  %61 = load i32, ptr %6, align 4, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  %62 = add nsw i32 %60, %61
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store i32 10, ptr %1, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #3
  call void @omp_init_lock(ptr noundef nonnull %2) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #3
  store i32 0, ptr %3, align 4, !tbaa !22
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 3, ptr nonnull @locks.omp_outlined, ptr nonnull %1, ptr nonnull %2, ptr nonnull %3)
  call void @omp_destroy_lock(ptr noundef nonnull %2) #3
  %63 = load i32, ptr %3, align 4, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  %64 = add nsw i32 %62, %63
  %65 = getelementptr inbounds i8, ptr %21, i64 24
  %66 = load double, ptr %65, align 8, !tbaa !70
  %67 = fptosi double %66 to i32
  %68 = add nsw i32 %64, %67
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20) #3
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %19) #3
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %18) #3
  ret i32 %68
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.umax.i128(i128, i128) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.usub.sat.i128(i128, i128) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { convergent nounwind }
attributes #5 = { alwaysinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"openmp", i32 51}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !9, i64 0}
!7 = !{!"kmp_task_t_with_privates", !8, i64 0, !13, i64 40}
!8 = !{!"kmp_task_t", !9, i64 0, !9, i64 8, !12, i64 16, !10, i64 24, !10, i64 32}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!"int", !10, i64 0}
!13 = !{!".kmp_privates.t", !12, i64 0}
!14 = !{!9, !9, i64 0}
!15 = !{!7, !12, i64 40}
!16 = !{!7, !12, i64 16}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !10, i64 0}
!19 = !{!20}
!20 = distinct !{!20, !21, !".omp_outlined.: argument 1"}
!21 = distinct !{!21, !".omp_outlined."}
!22 = !{!12, !12, i64 0}
!23 = !{!24, !9, i64 0}
!24 = !{!"", !9, i64 0}
!25 = !{!26}
!26 = distinct !{!26, !21, !".omp_outlined.: argument 0"}
!27 = !{!28}
!28 = distinct !{!28, !29, !".omp_outlined..1: argument 0"}
!29 = distinct !{!29, !".omp_outlined..1"}
!30 = !{!31}
!31 = distinct !{!31, !29, !".omp_outlined..1: argument 2"}
!32 = !{!33, !31}
!33 = distinct !{!33, !29, !".omp_outlined..1: argument 1"}
!34 = !{!28, !31}
!35 = !{!28, !33}
!36 = !{!37}
!37 = !{i64 2, i64 -1, i64 -1, i1 true}
!38 = !{!39, !18, i64 0}
!39 = !{!"kmp_depend_info", !18, i64 0, !18, i64 8, !10, i64 16}
!40 = !{!39, !18, i64 8}
!41 = !{!39, !10, i64 16}
!42 = distinct !{!42, !43}
!43 = !{!"llvm.loop.mustprogress"}
!44 = !{!45}
!45 = distinct !{!45, !46, !".omp_outlined..4: argument 1"}
!46 = distinct !{!46, !".omp_outlined..4"}
!47 = !{!48}
!48 = distinct !{!48, !46, !".omp_outlined..4: argument 0"}
!49 = !{!50}
!50 = distinct !{!50, !51, !".omp_outlined..7: argument 1"}
!51 = distinct !{!51, !".omp_outlined..7"}
!52 = !{!53, !9, i64 8}
!53 = !{!"", !9, i64 0, !9, i64 8}
!54 = !{!55}
!55 = distinct !{!55, !51, !".omp_outlined..7: argument 0"}
!56 = !{!53, !9, i64 0}
!57 = !{!58}
!58 = distinct !{!58, !59, !".omp_outlined..10: argument 1"}
!59 = distinct !{!59, !".omp_outlined..10"}
!60 = !{!61}
!61 = distinct !{!61, !59, !".omp_outlined..10: argument 0"}
!62 = !{!63, !9, i64 0}
!63 = !{!"kmp_task_t_with_privates", !64, i64 0}
!64 = !{!"kmp_task_t", !9, i64 0, !9, i64 8, !12, i64 16, !10, i64 24, !10, i64 32, !18, i64 40, !18, i64 48, !18, i64 56, !12, i64 64, !9, i64 72}
!65 = !{!63, !18, i64 40}
!66 = !{!63, !18, i64 48}
!67 = !{!68}
!68 = distinct !{!68, !69, !".omp_outlined..13: argument 0"}
!69 = distinct !{!69, !".omp_outlined..13"}
!70 = !{!71, !71, i64 0}
!71 = !{!"double", !10, i64 0}
!72 = distinct !{!72, !73, !74}
!73 = !{!"llvm.loop.isvectorized", i32 1}
!74 = !{!"llvm.loop.unroll.runtime.disable"}
!75 = distinct !{!75, !73}
!76 = !{!77, !9, i64 0}
!77 = !{!"kmp_taskred_input_t", !9, i64 0, !9, i64 8, !18, i64 16, !9, i64 24, !9, i64 32, !9, i64 40, !12, i64 48}
!78 = !{!77, !9, i64 8}
!79 = !{!77, !18, i64 16}
!80 = !{!77, !9, i64 24}
!81 = !{!77, !9, i64 32}
!82 = !{!77, !9, i64 40}
!83 = !{!84, !9, i64 0}
!84 = !{!"kmp_task_t_with_privates", !8, i64 0, !85, i64 40}
!85 = !{!".kmp_privates.t", !9, i64 0, !12, i64 8}
!86 = !{!84, !9, i64 40}
!87 = !{!84, !12, i64 48}
!88 = !{!10, !10, i64 0}
!89 = distinct !{!89, !43}
!90 = !{!91}
!91 = distinct !{!91, !92, !".omp_outlined..15: argument 1"}
!92 = distinct !{!92, !".omp_outlined..15"}
!93 = !{!94, !9, i64 8}
!94 = !{!"", !9, i64 0, !9, i64 8, !9, i64 16, !9, i64 24}
!95 = !{!96}
!96 = distinct !{!96, !92, !".omp_outlined..15: argument 0"}
!97 = !{!94, !9, i64 0}
!98 = !{!94, !9, i64 16}
!99 = distinct !{!99, !43}
!100 = !{!63, !9, i64 72}
!101 = !{!102}
!102 = distinct !{!102, !103, !".omp_outlined..20: argument 1"}
!103 = distinct !{!103, !".omp_outlined..20"}
!104 = !{!105, !9, i64 8}
!105 = !{!"", !9, i64 0, !9, i64 8, !9, i64 16}
!106 = !{!107}
!107 = distinct !{!107, !103, !".omp_outlined..20: argument 0"}
!108 = !{!105, !9, i64 0}
!109 = !{!105, !9, i64 16}
!110 = !{!111}
!111 = distinct !{!111, !112}
!112 = distinct !{!112, !"LVerDomain"}
!113 = distinct !{!113, !73, !74}
!114 = distinct !{!114, !73}
