; ModuleID = '<stdin>'
source_filename = "c_varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.big = type { [6 x i64] }

@.str = private unnamed_addr constant [11 x i8] c"%d-%s-%.2f\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"%s %d %f %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"ilds\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@stderr = external local_unnamed_addr global ptr, align 8
@.str.5 = private unnamed_addr constant [6 x i8] c"%c%c\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @sum_ints(i32 noundef %0, ...) local_unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %32

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1
  %11 = icmp eq i32 %0, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646
  br label %34

14:                                               ; preds = %59, %4
  %15 = phi i32 [ poison, %4 ], [ %64, %59 ]
  %16 = phi ptr [ %9, %4 ], [ %60, %59 ]
  %17 = phi i32 [ 0, %4 ], [ %64, %59 ]
  %18 = phi i32 [ %5, %4 ], [ %61, %59 ]
  %19 = icmp eq i32 %10, 0
  br i1 %19, label %32, label %20

20:                                               ; preds = %14
  %21 = icmp ult i32 %18, 41
  br i1 %21, label %24, label %22

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8
  store ptr %23, ptr %6, align 8
  br label %28

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64
  %26 = getelementptr i8, ptr %8, i64 %25
  %27 = add nuw nsw i32 %18, 8
  store i32 %27, ptr %2, align 16
  br label %28

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ]
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = add nsw i32 %30, %17
  br label %32

32:                                               ; preds = %28, %14, %1
  %33 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %31, %28 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret i32 %33

34:                                               ; preds = %59, %12
  %35 = phi ptr [ %9, %12 ], [ %60, %59 ]
  %36 = phi i32 [ 0, %12 ], [ %64, %59 ]
  %37 = phi i32 [ %5, %12 ], [ %61, %59 ]
  %38 = phi i32 [ 0, %12 ], [ %65, %59 ]
  %39 = icmp ult i32 %37, 41
  br i1 %39, label %40, label %44

40:                                               ; preds = %34
  %41 = zext nneg i32 %37 to i64
  %42 = getelementptr i8, ptr %8, i64 %41
  %43 = add nuw nsw i32 %37, 8
  store i32 %43, ptr %2, align 16
  br label %46

44:                                               ; preds = %34
  %45 = getelementptr i8, ptr %35, i64 8
  store ptr %45, ptr %6, align 8
  br label %46

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %35, %40 ], [ %45, %44 ]
  %48 = phi i32 [ %43, %40 ], [ %37, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %35, %44 ]
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = add nsw i32 %50, %36
  %52 = icmp ult i32 %48, 41
  br i1 %52, label %55, label %53

53:                                               ; preds = %46
  %54 = getelementptr i8, ptr %47, i64 8
  store ptr %54, ptr %6, align 8
  br label %59

55:                                               ; preds = %46
  %56 = zext nneg i32 %48 to i64
  %57 = getelementptr i8, ptr %8, i64 %56
  %58 = add nuw nsw i32 %48, 8
  store i32 %58, ptr %2, align 16
  br label %59

59:                                               ; preds = %55, %53
  %60 = phi ptr [ %47, %55 ], [ %54, %53 ]
  %61 = phi i32 [ %58, %55 ], [ %48, %53 ]
  %62 = phi ptr [ %57, %55 ], [ %47, %53 ]
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = add nsw i32 %63, %51
  %65 = add i32 %38, 2
  %66 = icmp eq i32 %65, %13
  br i1 %66, label %14, label %34, !llvm.loop !9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nofree nounwind uwtable
define dso_local double @mixed(ptr nocapture noundef readonly %0, ...) local_unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load i32, ptr %2, align 16
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = getelementptr inbounds i8, ptr %2, i64 4
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr %8, align 4
  br label %11

11:                                               ; preds = %81, %1
  %12 = phi i32 [ %10, %1 ], [ %82, %81 ]
  %13 = phi ptr [ %9, %1 ], [ %83, %81 ]
  %14 = phi i32 [ %4, %1 ], [ %84, %81 ]
  %15 = phi double [ 0.000000e+00, %1 ], [ %85, %81 ]
  %16 = phi ptr [ %0, %1 ], [ %86, %81 ]
  %17 = load i8, ptr %16, align 1, !tbaa !11
  switch i8 %17, label %81 [
    i8 0, label %18
    i8 105, label %21
    i8 108, label %36
    i8 100, label %51
    i8 115, label %65
  ]

18:                                               ; preds = %11
  call void @llvm.va_end.p0(ptr nonnull %2)
  %19 = load i8, ptr %0, align 1, !tbaa !11
  %20 = icmp eq i8 %19, 105
  br i1 %20, label %87, label %105

21:                                               ; preds = %11
  %22 = icmp ult i32 %14, 41
  br i1 %22, label %23, label %27

23:                                               ; preds = %21
  %24 = zext nneg i32 %14 to i64
  %25 = getelementptr i8, ptr %7, i64 %24
  %26 = add nuw nsw i32 %14, 8
  store i32 %26, ptr %2, align 16
  br label %29

27:                                               ; preds = %21
  %28 = getelementptr i8, ptr %13, i64 8
  store ptr %28, ptr %5, align 8
  br label %29

29:                                               ; preds = %27, %23
  %30 = phi ptr [ %13, %23 ], [ %28, %27 ]
  %31 = phi i32 [ %26, %23 ], [ %14, %27 ]
  %32 = phi ptr [ %25, %23 ], [ %13, %27 ]
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = sitofp i32 %33 to double
  %35 = fadd double %15, %34
  br label %81

36:                                               ; preds = %11
  %37 = icmp ult i32 %14, 41
  br i1 %37, label %38, label %42

38:                                               ; preds = %36
  %39 = zext nneg i32 %14 to i64
  %40 = getelementptr i8, ptr %7, i64 %39
  %41 = add nuw nsw i32 %14, 8
  store i32 %41, ptr %2, align 16
  br label %44

42:                                               ; preds = %36
  %43 = getelementptr i8, ptr %13, i64 8
  store ptr %43, ptr %5, align 8
  br label %44

44:                                               ; preds = %42, %38
  %45 = phi ptr [ %13, %38 ], [ %43, %42 ]
  %46 = phi i32 [ %41, %38 ], [ %14, %42 ]
  %47 = phi ptr [ %40, %38 ], [ %13, %42 ]
  %48 = load i64, ptr %47, align 8, !tbaa !12
  %49 = sitofp i64 %48 to double
  %50 = fadd double %15, %49
  br label %81

51:                                               ; preds = %11
  %52 = icmp ult i32 %12, 161
  br i1 %52, label %53, label %57

53:                                               ; preds = %51
  %54 = zext nneg i32 %12 to i64
  %55 = getelementptr i8, ptr %7, i64 %54
  %56 = add nuw nsw i32 %12, 16
  store i32 %56, ptr %8, align 4
  br label %59

57:                                               ; preds = %51
  %58 = getelementptr i8, ptr %13, i64 8
  store ptr %58, ptr %5, align 8
  br label %59

59:                                               ; preds = %57, %53
  %60 = phi i32 [ %56, %53 ], [ %12, %57 ]
  %61 = phi ptr [ %13, %53 ], [ %58, %57 ]
  %62 = phi ptr [ %55, %53 ], [ %13, %57 ]
  %63 = load double, ptr %62, align 8, !tbaa !14
  %64 = fadd double %15, %63
  br label %81

65:                                               ; preds = %11
  %66 = icmp ult i32 %14, 41
  br i1 %66, label %67, label %71

67:                                               ; preds = %65
  %68 = zext nneg i32 %14 to i64
  %69 = getelementptr i8, ptr %7, i64 %68
  %70 = add nuw nsw i32 %14, 8
  store i32 %70, ptr %2, align 16
  br label %73

71:                                               ; preds = %65
  %72 = getelementptr i8, ptr %13, i64 8
  store ptr %72, ptr %5, align 8
  br label %73

73:                                               ; preds = %71, %67
  %74 = phi ptr [ %13, %67 ], [ %72, %71 ]
  %75 = phi i32 [ %70, %67 ], [ %14, %71 ]
  %76 = phi ptr [ %69, %67 ], [ %13, %71 ]
  %77 = load ptr, ptr %76, align 8, !tbaa !16
  %78 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %77) #8
  %79 = uitofp i64 %78 to double
  %80 = fadd double %15, %79
  br label %81

81:                                               ; preds = %73, %59, %44, %29, %11
  %82 = phi i32 [ %12, %73 ], [ %60, %59 ], [ %12, %44 ], [ %12, %29 ], [ %12, %11 ]
  %83 = phi ptr [ %74, %73 ], [ %61, %59 ], [ %45, %44 ], [ %30, %29 ], [ %13, %11 ]
  %84 = phi i32 [ %75, %73 ], [ %14, %59 ], [ %46, %44 ], [ %31, %29 ], [ %14, %11 ]
  %85 = phi double [ %80, %73 ], [ %64, %59 ], [ %50, %44 ], [ %35, %29 ], [ %15, %11 ]
  %86 = getelementptr inbounds i8, ptr %16, i64 1
  br label %11, !llvm.loop !18

87:                                               ; preds = %18
  %88 = load i32, ptr %3, align 16
  %89 = icmp ult i32 %88, 41
  br i1 %89, label %90, label %96

90:                                               ; preds = %87
  %91 = getelementptr inbounds i8, ptr %3, i64 16
  %92 = load ptr, ptr %91, align 16
  %93 = zext nneg i32 %88 to i64
  %94 = getelementptr i8, ptr %92, i64 %93
  %95 = add nuw nsw i32 %88, 8
  store i32 %95, ptr %3, align 16
  br label %100

96:                                               ; preds = %87
  %97 = getelementptr inbounds i8, ptr %3, i64 8
  %98 = load ptr, ptr %97, align 8
  %99 = getelementptr i8, ptr %98, i64 8
  store ptr %99, ptr %97, align 8
  br label %100

100:                                              ; preds = %96, %90
  %101 = phi ptr [ %94, %90 ], [ %98, %96 ]
  %102 = load i32, ptr %101, align 4, !tbaa !5
  %103 = sitofp i32 %102 to double
  %104 = fadd double %15, %103
  br label %105

105:                                              ; preds = %100, %18
  %106 = phi double [ %104, %100 ], [ %15, %18 ]
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret double %106
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define dso_local i64 @struct_args(i32 noundef %0, ...) local_unnamed_addr #5 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = icmp ult i32 %3, 33
  br i1 %4, label %5, label %13

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = zext nneg i32 %3 to i64
  %9 = getelementptr i8, ptr %7, i64 %8
  %10 = add nuw nsw i32 %3, 16
  store i32 %10, ptr %2, align 16
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = load ptr, ptr %11, align 8
  br label %17

13:                                               ; preds = %1
  %14 = getelementptr inbounds i8, ptr %2, i64 8
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr i8, ptr %15, i64 16
  store ptr %16, ptr %14, align 8
  br label %17

17:                                               ; preds = %13, %5
  %18 = phi ptr [ %12, %5 ], [ %16, %13 ]
  %19 = phi ptr [ %9, %5 ], [ %15, %13 ]
  %20 = load i64, ptr %19, align 8, !tbaa !19
  %21 = getelementptr inbounds i8, ptr %19, i64 8
  %22 = load i64, ptr %21, align 8, !tbaa !19
  %23 = getelementptr inbounds i8, ptr %2, i64 8
  %24 = getelementptr i8, ptr %18, i64 48
  store ptr %24, ptr %23, align 8
  %25 = load i64, ptr %18, align 8
  %26 = getelementptr inbounds i8, ptr %18, i64 40
  %27 = load i64, ptr %26, align 8, !tbaa !11
  call void @llvm.va_end.p0(ptr nonnull %2)
  %28 = sext i32 %0 to i64
  %29 = add i64 %20, %28
  %30 = add i64 %29, %22
  %31 = add i64 %30, %25
  %32 = add i64 %31, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret i64 %32
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @vlog(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2) local_unnamed_addr #3 {
  %4 = tail call i32 @vfprintf(ptr noundef %0, ptr noundef %1, ptr noundef %2) #7
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @vfprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @logf_(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ...) local_unnamed_addr #3 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = call noundef i32 @vfprintf(ptr noundef %0, ptr noundef readonly %1, ptr noundef nonnull %3) #7
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7
  ret i32 %4
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @format_into(ptr nocapture noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, ...) local_unnamed_addr #3 {
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #7
  call void @llvm.va_start.p0(ptr nonnull %4)
  %5 = call i32 @vsnprintf(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef nonnull %4) #7
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #7
  ret i32 %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #3 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca %struct.big, align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #7
  store i64 1, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 2, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  store i64 3, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 4, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 32
  store i64 5, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %2, i64 40
  store i64 6, ptr %7, align 8
  %8 = call i32 (ptr, i64, ptr, ...) @format_into(ptr noundef nonnull %1, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef 7, ptr noundef nonnull @.str.1, double noundef 2.500000e+00)
  %9 = tail call i32 (i32, ...) @sum_ints(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %10 = tail call double (ptr, ...) @mixed(ptr noundef nonnull @.str.3, i32 noundef 1, i64 noundef 2, double noundef 3.000000e+00, ptr noundef nonnull @.str.4)
  %11 = tail call i64 (i32, ...) @struct_args(i32 noundef 1, i64 1, i64 2, ptr noundef nonnull byval(%struct.big) align 8 %2)
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %1, i32 noundef %9, double noundef %10, i64 noundef %11)
  %13 = load ptr, ptr @stderr, align 8, !tbaa !16
  %14 = call i32 (ptr, ptr, ...) @logf_(ptr noundef %13, ptr noundef nonnull @.str.5, i32 noundef 111, i32 noundef 107)
  %15 = icmp slt i32 %14, 1
  %16 = zext i1 %15 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #7
  ret i32 %16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

attributes #0 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
!18 = distinct !{!18, !10}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !7, i64 0}
