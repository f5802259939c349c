; ModuleID = '<stdin>'
source_filename = "c_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.op_entry = type { ptr, ptr, ptr }
%struct.rect = type { %struct.point, %struct.point, ptr }
%struct.point = type { i32, i32 }
%struct.packed_hdr = type <{ i8, i32, i16 }>

@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@e2 = internal constant %struct.op_entry { ptr @.str.8, ptr @sub, ptr @e3 }, align 8
@op_list = dso_local local_unnamed_addr constant %struct.op_entry { ptr @.str, ptr @add, ptr @e2 }, align 8
@greeting = dso_local constant [14 x i8] c"hello, world\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"gamma\09\22quoted\22\00", align 1
@messages = dso_local local_unnamed_addr constant [4 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr null], align 16
@mutable_buf = dso_local local_unnamed_addr global [32 x i8] c"abc\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@matrix = dso_local global [3 x [3 x i32]] [[3 x i32] [i32 1, i32 2, i32 3], [3 x i32] [i32 4, i32 5, i32 6], [3 x i32] [i32 7, i32 8, i32 9]], align 16
@partially = dso_local local_unnamed_addr global [10 x i32] [i32 0, i32 0, i32 5, i32 0, i32 0, i32 0, i32 0, i32 9, i32 0, i32 0], align 16
@.str.4 = private unnamed_addr constant [5 x i8] c"unit\00", align 1
@unit = dso_local local_unnamed_addr global %struct.rect { %struct.point zeroinitializer, %struct.point { i32 1, i32 1 }, ptr @.str.4 }, align 8
@.str.5 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@rects = dso_local local_unnamed_addr global [2 x %struct.rect] [%struct.rect { %struct.point zeroinitializer, %struct.point { i32 2, i32 3 }, ptr @.str.5 }, %struct.rect { %struct.point zeroinitializer, %struct.point { i32 4, i32 4 }, ptr @.str.6 }], align 16
@ptr_into_array = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @matrix, i64 20), align 8
@ptr_into_string = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @greeting, i64 7), align 8
@gv = dso_local local_unnamed_addr global { float, [4 x i8] } { float 1.500000e+00, [4 x i8] undef }, align 8
@gflags = dso_local local_unnamed_addr global { i8, i8, [6 x i8], i8, i8, i8, i8, i8, i8, [2 x i8] } { i8 -37, i8 1, [6 x i8] undef, i8 21, i8 -51, i8 91, i8 7, i8 0, i8 1, [2 x i8] undef }, align 8
@ghdr = dso_local local_unnamed_addr global %struct.packed_hdr <{ i8 1, i32 305419896, i16 -16657 }>, align 1
@selfref = dso_local global ptr @selfref, align 8
@zeros = dso_local global [100 x i32] zeroinitializer, align 16
@addr_as_int = dso_local local_unnamed_addr global i64 ptrtoint (ptr @zeros to i64), align 8
@.str.7 = private unnamed_addr constant [16 x i8] c"%s %d %d %d %f\0A\00", align 1
@math_fn = dso_local local_unnamed_addr global ptr null, align 8
@.str.8 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@e3 = internal constant %struct.op_entry { ptr @.str.9, ptr @mul, ptr null }, align 8
@.str.9 = private unnamed_addr constant [4 x i8] c"mul\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @area(ptr nocapture noundef readonly %0) local_unnamed_addr #1 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !5
  %4 = load i32, ptr %0, align 8, !tbaa !12
  %5 = sub nsw i32 %3, %4
  %6 = getelementptr inbounds i8, ptr %0, i64 12
  %7 = load i32, ptr %6, align 4, !tbaa !13
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !14
  %10 = sub nsw i32 %7, %9
  %11 = mul nsw i32 %10, %5
  ret i32 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @translate(i64 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = trunc i64 %0 to i32
  %5 = lshr i64 %0, 32
  %6 = trunc nuw i64 %5 to i32
  %7 = add nsw i32 %4, %1
  %8 = add nsw i32 %6, %2
  %9 = zext i32 %8 to i64
  %10 = shl nuw i64 %9, 32
  %11 = zext i32 %7 to i64
  %12 = or disjoint i64 %10, %11
  ret i64 %12
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @grow(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.rect) align 8 %0, ptr nocapture noundef byval(%struct.rect) align 8 %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = load <4 x i32>, ptr %1, align 8, !tbaa !15
  %5 = insertelement <4 x i32> poison, i32 %2, i64 0
  %6 = shufflevector <4 x i32> %5, <4 x i32> poison, <4 x i32> zeroinitializer
  %7 = sub nsw <4 x i32> %4, %6
  %8 = add nsw <4 x i32> %4, %6
  %9 = shufflevector <4 x i32> %7, <4 x i32> %8, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  store <4 x i32> %9, ptr %1, align 8, !tbaa !15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @pun(i32 noundef %0) local_unnamed_addr #0 {
  %2 = bitcast i32 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @flag_ops(ptr nocapture noundef %0) local_unnamed_addr #3 {
  %2 = load i16, ptr %0, align 8
  %3 = add i16 %2, 2
  %4 = and i16 %3, 14
  %5 = and i16 %2, -511
  %6 = and i16 %2, 496
  %7 = sub nsw i16 0, %6
  %8 = and i16 %7, 496
  %9 = or disjoint i16 %4, %5
  %10 = or disjoint i16 %9, %8
  store i16 %10, ptr %0, align 8
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load i64, ptr %11, align 8
  %13 = add i64 %12, 3
  %14 = and i64 %13, 1099511627775
  %15 = and i64 %12, -1099511627776
  %16 = or disjoint i64 %14, %15
  store i64 %16, ptr %11, align 8
  %17 = and i16 %2, 1
  %18 = icmp ne i16 %17, 0
  %19 = and i64 %12, 1099511627776
  %20 = icmp eq i64 %19, 0
  %21 = select i1 %18, i1 %20, i1 false
  br i1 %21, label %22, label %30

22:                                               ; preds = %1
  %23 = lshr i16 %3, 1
  %24 = and i16 %23, 7
  %25 = zext nneg i16 %24 to i32
  %26 = shl i16 %7, 7
  %27 = ashr exact i16 %26, 11
  %28 = sext i16 %27 to i32
  %29 = add nsw i32 %25, %28
  br label %33

30:                                               ; preds = %1
  %31 = lshr i64 %13, 3
  %32 = trunc i64 %31 to i32
  br label %33

33:                                               ; preds = %30, %22
  %34 = phi i32 [ %32, %30 ], [ %29, %22 ]
  ret i32 %34
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @packed_len(ptr nocapture noundef readonly %0) local_unnamed_addr #1 {
  %2 = getelementptr inbounds i8, ptr %0, i64 1
  %3 = load i32, ptr %2, align 1, !tbaa !18
  %4 = getelementptr inbounds i8, ptr %0, i64 5
  %5 = load i16, ptr %4, align 1, !tbaa !21
  %6 = zext i16 %5 to i32
  %7 = add i32 %3, %6
  ret i32 %7
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @flex_sum(ptr nocapture noundef readonly %0) local_unnamed_addr #4 {
  %2 = load i32, ptr %0, align 8, !tbaa !15
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 7
  %8 = icmp ult i32 %2, 8
  br i1 %8, label %11, label %9

9:                                                ; preds = %4
  %10 = and i64 %6, 2147483640
  br label %28

11:                                               ; preds = %28, %4
  %12 = phi double [ poison, %4 ], [ %62, %28 ]
  %13 = phi i64 [ 0, %4 ], [ %63, %28 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %62, %28 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %16, %11
  %17 = phi i64 [ %23, %16 ], [ %13, %11 ]
  %18 = phi double [ %22, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %24, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !22
  %22 = fadd double %18, %21
  %23 = add nuw nsw i64 %17, 1
  %24 = add i64 %19, 1
  %25 = icmp eq i64 %24, %7
  br i1 %25, label %26, label %16, !llvm.loop !24

26:                                               ; preds = %16, %11, %1
  %27 = phi double [ 0.000000e+00, %1 ], [ %12, %11 ], [ %22, %16 ]
  ret double %27

28:                                               ; preds = %28, %9
  %29 = phi i64 [ 0, %9 ], [ %63, %28 ]
  %30 = phi double [ 0.000000e+00, %9 ], [ %62, %28 ]
  %31 = phi i64 [ 0, %9 ], [ %64, %28 ]
  %32 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !22
  %34 = fadd double %30, %33
  %35 = or disjoint i64 %29, 1
  %36 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !22
  %38 = fadd double %34, %37
  %39 = or disjoint i64 %29, 2
  %40 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !22
  %42 = fadd double %38, %41
  %43 = or disjoint i64 %29, 3
  %44 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !22
  %46 = fadd double %42, %45
  %47 = or disjoint i64 %29, 4
  %48 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !22
  %50 = fadd double %46, %49
  %51 = or disjoint i64 %29, 5
  %52 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !22
  %54 = fadd double %50, %53
  %55 = or disjoint i64 %29, 6
  %56 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !22
  %58 = fadd double %54, %57
  %59 = or disjoint i64 %29, 7
  %60 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !22
  %62 = fadd double %58, %61
  %63 = add nuw nsw i64 %29, 8
  %64 = add i64 %31, 8
  %65 = icmp eq i64 %64, %10
  br i1 %65, label %11, label %28, !llvm.loop !26
}

; Function Attrs: nounwind uwtable
define dso_local i32 @apply(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = tail call i32 %0(i32 noundef %1, i32 noundef %2) #8
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @apply_all(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = add nsw i32 %1, %0
  %4 = add i32 %1, 2
  %5 = mul i32 %4, %0
  %6 = add nsw i32 %3, %5
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @select_op(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  %3 = select i1 %2, ptr @add, ptr @sub
  ret ptr %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #6 {
  %1 = load <2 x i32>, ptr @unit, align 8
  %2 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @unit, i64 8), align 8
  %3 = sub <2 x i32> %2, %1
  %4 = add <2 x i32> %3, <i32 4, i32 4>
  %5 = extractelement <2 x i32> %4, i64 0
  %6 = extractelement <2 x i32> %4, i64 1
  %7 = mul nsw i32 %6, %5
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %7, i32 noundef 4, i32 noundef 25, double noundef 1.000000e+00)
  %9 = load i16, ptr @gflags, align 8
  %10 = add i16 %9, 2
  %11 = and i16 %10, 14
  %12 = and i16 %9, -511
  %13 = and i16 %9, 496
  %14 = sub nsw i16 0, %13
  %15 = and i16 %14, 496
  %16 = or disjoint i16 %11, %12
  %17 = or disjoint i16 %16, %15
  store i16 %17, ptr @gflags, align 8
  %18 = load i64, ptr getelementptr inbounds (i8, ptr @gflags, i64 8), align 8
  %19 = add i64 %18, 3
  %20 = and i64 %19, 1099511627775
  %21 = and i64 %18, -1099511627776
  %22 = or disjoint i64 %20, %21
  store i64 %22, ptr getelementptr inbounds (i8, ptr @gflags, i64 8), align 8
  %23 = and i16 %9, 1
  %24 = icmp ne i16 %23, 0
  %25 = and i64 %18, 1099511627776
  %26 = icmp eq i64 %25, 0
  %27 = select i1 %24, i1 %26, i1 false
  br i1 %27, label %28, label %36

28:                                               ; preds = %0
  %29 = lshr i16 %10, 1
  %30 = and i16 %29, 7
  %31 = zext nneg i16 %30 to i32
  %32 = shl i16 %14, 7
  %33 = ashr exact i16 %32, 11
  %34 = sext i16 %33 to i32
  %35 = add nsw i32 %31, %34
  br label %39

36:                                               ; preds = %0
  %37 = lshr i64 %19, 3
  %38 = trunc i64 %37 to i32
  br label %39

39:                                               ; preds = %36, %28
  %40 = phi i32 [ %38, %36 ], [ %35, %28 ]
  %41 = load i32, ptr getelementptr inbounds (i8, ptr @ghdr, i64 1), align 1, !tbaa !18
  %42 = load i16, ptr getelementptr inbounds (i8, ptr @ghdr, i64 5), align 1, !tbaa !21
  %43 = zext i16 %42 to i32
  %44 = load ptr, ptr @ptr_into_array, align 8, !tbaa !17
  %45 = load i32, ptr %44, align 4, !tbaa !15
  %46 = add i32 %40, 9
  %47 = add i32 %46, %41
  %48 = add i32 %47, %43
  %49 = add nsw i32 %48, %45
  ret i32 %49
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 8}
!6 = !{!"rect", !7, i64 0, !7, i64 8, !11, i64 16}
!7 = !{!"point", !8, i64 0, !8, i64 4}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!6, !8, i64 0}
!13 = !{!6, !8, i64 12}
!14 = !{!6, !8, i64 4}
!15 = !{!8, !8, i64 0}
!16 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 4, !15, i64 12, i64 4, !15, i64 16, i64 8, !17}
!17 = !{!11, !11, i64 0}
!18 = !{!19, !8, i64 1}
!19 = !{!"packed_hdr", !9, i64 0, !8, i64 1, !20, i64 5}
!20 = !{!"short", !9, i64 0}
!21 = !{!19, !20, i64 5}
!22 = !{!23, !23, i64 0}
!23 = !{!"double", !9, i64 0}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
