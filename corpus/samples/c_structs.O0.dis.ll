; ModuleID = '<stdin>'
source_filename = "c_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.op_entry = type { ptr, ptr, ptr }
%struct.rect = type { %struct.point, %struct.point, ptr }
%struct.point = type { i32, i32 }
%struct.packed_hdr = type <{ i8, i32, i16 }>
%union.value = type { double }
%struct.flags = type { i16, i64 }
%struct.with_flex = type { i32, [0 x double] }

@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@e2 = internal constant %struct.op_entry { ptr @.str.8, ptr @sub, ptr @e3 }, align 8
@op_list = dso_local constant %struct.op_entry { ptr @.str, ptr @add, ptr @e2 }, align 8
@greeting = dso_local constant [14 x i8] c"hello, world\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"gamma\09\22quoted\22\00", align 1
@messages = dso_local constant [4 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr null], align 16
@mutable_buf = dso_local global [32 x i8] c"abc\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@matrix = dso_local global [3 x [3 x i32]] [[3 x i32] [i32 1, i32 2, i32 3], [3 x i32] [i32 4, i32 5, i32 6], [3 x i32] [i32 7, i32 8, i32 9]], align 16
@partially = dso_local global [10 x i32] [i32 0, i32 0, i32 5, i32 0, i32 0, i32 0, i32 0, i32 9, i32 0, i32 0], align 16
@.str.4 = private unnamed_addr constant [5 x i8] c"unit\00", align 1
@unit = dso_local global %struct.rect { %struct.point zeroinitializer, %struct.point { i32 1, i32 1 }, ptr @.str.4 }, align 8
@.str.5 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@rects = dso_local global [2 x %struct.rect] [%struct.rect { %struct.point zeroinitializer, %struct.point { i32 2, i32 3 }, ptr @.str.5 }, %struct.rect { %struct.point zeroinitializer, %struct.point { i32 4, i32 4 }, ptr @.str.6 }], align 16
@ptr_into_array = dso_local global ptr getelementptr (i8, ptr @matrix, i64 20), align 8
@ptr_into_string = dso_local global ptr getelementptr (i8, ptr @greeting, i64 7), align 8
@gv = dso_local global { float, [4 x i8] } { float 1.500000e+00, [4 x i8] undef }, align 8
@gflags = dso_local global { i8, i8, [6 x i8], i8, i8, i8, i8, i8, i8, [2 x i8] } { i8 -37, i8 1, [6 x i8] undef, i8 21, i8 -51, i8 91, i8 7, i8 0, i8 1, [2 x i8] undef }, align 8
@ghdr = dso_local global %struct.packed_hdr <{ i8 1, i32 305419896, i16 -16657 }>, align 1
@selfref = dso_local global ptr @selfref, align 8
@zeros = dso_local global [100 x i32] zeroinitializer, align 16
@addr_as_int = dso_local global i64 ptrtoint (ptr @zeros to i64), align 8
@ops = internal constant [3 x ptr] [ptr @add, ptr @sub, ptr @mul], align 16
@.str.7 = private unnamed_addr constant [16 x i8] c"%s %d %d %d %f\0A\00", align 1
@math_fn = dso_local global ptr null, align 8
@.str.8 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@e3 = internal constant %struct.op_entry { ptr @.str.9, ptr @mul, ptr null }, align 8
@.str.9 = private unnamed_addr constant [4 x i8] c"mul\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @area(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.rect, ptr %3, i32 0, i32 1
  %5 = getelementptr inbounds %struct.point, ptr %4, i32 0, i32 0
  %6 = load i32, ptr %5, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.rect, ptr %7, i32 0, i32 0
  %9 = getelementptr inbounds %struct.point, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 8
  %11 = sub nsw i32 %6, %10
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.rect, ptr %12, i32 0, i32 1
  %14 = getelementptr inbounds %struct.point, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds %struct.rect, ptr %16, i32 0, i32 0
  %18 = getelementptr inbounds %struct.point, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = sub nsw i32 %15, %19
  %21 = mul nsw i32 %11, %20
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @translate(i64 %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.point, align 4
  %5 = alloca %struct.point, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i64 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %8 = load i32, ptr %6, align 4
  %9 = getelementptr inbounds %struct.point, ptr %5, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %10, %8
  store i32 %11, ptr %9, align 4
  %12 = load i32, ptr %7, align 4
  %13 = getelementptr inbounds %struct.point, ptr %5, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %14, %12
  store i32 %15, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 8, i1 false)
  %16 = load i64, ptr %4, align 4
  ret i64 %16
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @grow(ptr dead_on_unwind noalias writable sret(%struct.rect) align 8 %0, ptr noundef byval(%struct.rect) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %struct.rect, ptr %1, i32 0, i32 0
  %7 = getelementptr inbounds %struct.point, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = sub nsw i32 %8, %5
  store i32 %9, ptr %7, align 8
  %10 = load i32, ptr %4, align 4
  %11 = getelementptr inbounds %struct.rect, ptr %1, i32 0, i32 0
  %12 = getelementptr inbounds %struct.point, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = sub nsw i32 %13, %10
  store i32 %14, ptr %12, align 4
  %15 = load i32, ptr %4, align 4
  %16 = getelementptr inbounds %struct.rect, ptr %1, i32 0, i32 1
  %17 = getelementptr inbounds %struct.point, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 8
  %19 = add nsw i32 %18, %15
  store i32 %19, ptr %17, align 8
  %20 = load i32, ptr %4, align 4
  %21 = getelementptr inbounds %struct.rect, ptr %1, i32 0, i32 1
  %22 = getelementptr inbounds %struct.point, ptr %21, i32 0, i32 1
  %23 = load i32, ptr %22, align 4
  %24 = add nsw i32 %23, %20
  store i32 %24, ptr %22, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 24, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @pun(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %union.value, align 8
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  store i32 %4, ptr %3, align 8
  %5 = load float, ptr %3, align 8
  ret float %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @flag_ops(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = load i16, ptr %4, align 8
  %6 = lshr i16 %5, 1
  %7 = and i16 %6, 7
  %8 = zext i16 %7 to i32
  %9 = add nsw i32 %8, 1
  %10 = and i32 %9, 7
  %11 = load ptr, ptr %3, align 8
  %12 = trunc i32 %10 to i16
  %13 = load i16, ptr %11, align 8
  %14 = and i16 %12, 7
  %15 = shl i16 %14, 1
  %16 = and i16 %13, -15
  %17 = or i16 %16, %15
  store i16 %17, ptr %11, align 8
  %18 = zext i16 %14 to i32
  %19 = load ptr, ptr %3, align 8
  %20 = load i16, ptr %19, align 8
  %21 = shl i16 %20, 7
  %22 = ashr i16 %21, 11
  %23 = sext i16 %22 to i32
  %24 = sub nsw i32 0, %23
  %25 = load ptr, ptr %3, align 8
  %26 = trunc i32 %24 to i16
  %27 = load i16, ptr %25, align 8
  %28 = and i16 %26, 31
  %29 = shl i16 %28, 4
  %30 = and i16 %27, -497
  %31 = or i16 %30, %29
  store i16 %31, ptr %25, align 8
  %32 = shl i16 %28, 11
  %33 = ashr i16 %32, 11
  %34 = sext i16 %33 to i32
  %35 = load ptr, ptr %3, align 8
  %36 = getelementptr inbounds %struct.flags, ptr %35, i32 0, i32 1
  %37 = load i64, ptr %36, align 8
  %38 = and i64 %37, 1099511627775
  %39 = add i64 %38, 3
  %40 = load i64, ptr %36, align 8
  %41 = and i64 %39, 1099511627775
  %42 = and i64 %40, -1099511627776
  %43 = or i64 %42, %41
  store i64 %43, ptr %36, align 8
  %44 = load ptr, ptr %3, align 8
  %45 = load i16, ptr %44, align 8
  %46 = and i16 %45, 1
  %47 = zext i16 %46 to i32
  %48 = icmp ne i32 %47, 0
  br i1 %48, label %49, label %68

49:                                               ; preds = %1
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds %struct.flags, ptr %50, i32 0, i32 1
  %52 = load i64, ptr %51, align 8
  %53 = lshr i64 %52, 40
  %54 = and i64 %53, 1
  %55 = trunc i64 %54 to i1
  br i1 %55, label %68, label %56

56:                                               ; preds = %49
  %57 = load ptr, ptr %3, align 8
  %58 = load i16, ptr %57, align 8
  %59 = lshr i16 %58, 1
  %60 = and i16 %59, 7
  %61 = zext i16 %60 to i32
  %62 = load ptr, ptr %3, align 8
  %63 = load i16, ptr %62, align 8
  %64 = shl i16 %63, 7
  %65 = ashr i16 %64, 11
  %66 = sext i16 %65 to i32
  %67 = add nsw i32 %61, %66
  store i32 %67, ptr %2, align 4
  br label %75

68:                                               ; preds = %49, %1
  %69 = load ptr, ptr %3, align 8
  %70 = getelementptr inbounds %struct.flags, ptr %69, i32 0, i32 1
  %71 = load i64, ptr %70, align 8
  %72 = and i64 %71, 1099511627775
  %73 = lshr i64 %72, 3
  %74 = trunc i64 %73 to i32
  store i32 %74, ptr %2, align 4
  br label %75

75:                                               ; preds = %68, %56
  %76 = load i32, ptr %2, align 4
  ret i32 %76
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @packed_len(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.packed_hdr, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 1
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.packed_hdr, ptr %6, i32 0, i32 2
  %8 = load i16, ptr %7, align 1
  %9 = zext i16 %8 to i32
  %10 = add i32 %5, %9
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @flex_sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %20, %1
  %6 = load i32, ptr %4, align 4
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.with_flex, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 8
  %10 = icmp slt i32 %6, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %5
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.with_flex, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [0 x double], ptr %13, i64 0, i64 %15
  %17 = load double, ptr %16, align 8
  %18 = load double, ptr %3, align 8
  %19 = fadd double %18, %17
  store double %19, ptr %3, align 8
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %5, !llvm.loop !6

23:                                               ; preds = %5
  %24 = load double, ptr %3, align 8
  ret double %24
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @apply(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = call i32 %7(i32 noundef %8, i32 noundef %9)
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @apply_all(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %22, %2
  %9 = load i32, ptr %6, align 4
  %10 = zext i32 %9 to i64
  %11 = icmp ult i64 %10, 3
  br i1 %11, label %12, label %25

12:                                               ; preds = %8
  %13 = load i32, ptr %6, align 4
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds [3 x ptr], ptr @ops, i64 0, i64 %14
  %16 = load ptr, ptr %15, align 8
  %17 = load i32, ptr %3, align 4
  %18 = load i32, ptr %4, align 4
  %19 = call i32 %16(i32 noundef %17, i32 noundef %18)
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr %5, align 4
  br label %22

22:                                               ; preds = %12
  %23 = load i32, ptr %6, align 4
  %24 = add i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %8, !llvm.loop !8

25:                                               ; preds = %8
  store ptr @op_list, ptr %7, align 8
  br label %26

26:                                               ; preds = %47, %25
  %27 = load ptr, ptr %7, align 8
  %28 = icmp ne ptr %27, null
  br i1 %28, label %29, label %51

29:                                               ; preds = %26
  %30 = load ptr, ptr %7, align 8
  %31 = getelementptr inbounds %struct.op_entry, ptr %30, i32 0, i32 1
  %32 = load ptr, ptr %31, align 8
  %33 = load i32, ptr %3, align 4
  %34 = load i32, ptr %4, align 4
  %35 = call i32 %32(i32 noundef %33, i32 noundef %34)
  %36 = load ptr, ptr %7, align 8
  %37 = getelementptr inbounds %struct.op_entry, ptr %36, i32 0, i32 0
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr inbounds i8, ptr %38, i64 0
  %40 = load i8, ptr %39, align 1
  %41 = sext i8 %40 to i32
  %42 = icmp eq i32 %41, 97
  %43 = zext i1 %42 to i32
  %44 = mul nsw i32 %35, %43
  %45 = load i32, ptr %5, align 4
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr %5, align 4
  br label %47

47:                                               ; preds = %29
  %48 = load ptr, ptr %7, align 8
  %49 = getelementptr inbounds %struct.op_entry, ptr %48, i32 0, i32 2
  %50 = load ptr, ptr %49, align 8
  store ptr %50, ptr %7, align 8
  br label %26, !llvm.loop !9

51:                                               ; preds = %26
  %52 = load i32, ptr %5, align 4
  ret i32 %52
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @select_op(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp ne i32 %3, 0
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, ptr @sub, ptr @add
  ret ptr %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.point, align 4
  %3 = alloca %struct.point, align 4
  %4 = alloca %struct.rect, align 8
  store i32 0, ptr %1, align 4
  %5 = getelementptr inbounds %struct.point, ptr %3, i32 0, i32 0
  store i32 1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.point, ptr %3, i32 0, i32 1
  store i32 2, ptr %6, align 4
  %7 = load i64, ptr %3, align 4
  %8 = call i64 @translate(i64 %7, i32 noundef 3, i32 noundef 4)
  store i64 %8, ptr %2, align 4
  call void @grow(ptr dead_on_unwind writable sret(%struct.rect) align 8 %4, ptr noundef byval(%struct.rect) align 8 @unit, i32 noundef 2)
  %9 = load ptr, ptr getelementptr inbounds ([4 x ptr], ptr @messages, i64 0, i64 2), align 16
  %10 = call i32 @area(ptr noundef %4)
  %11 = getelementptr inbounds %struct.point, ptr %2, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = call i32 @apply_all(i32 noundef 3, i32 noundef 4)
  %14 = call float @pun(i32 noundef 1065353216)
  %15 = fpext float %14 to double
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %9, i32 noundef %10, i32 noundef %12, i32 noundef %13, double noundef %15)
  %17 = call i32 @flag_ops(ptr noundef @gflags)
  %18 = call i32 @packed_len(ptr noundef @ghdr)
  %19 = add nsw i32 %17, %18
  %20 = call ptr @select_op(i32 noundef 1)
  %21 = call i32 %20(i32 noundef 5, i32 noundef 2)
  %22 = add nsw i32 %19, %21
  %23 = call i32 @apply(ptr noundef @mul, i32 noundef 2, i32 noundef 3)
  %24 = add nsw i32 %22, %23
  %25 = load ptr, ptr @ptr_into_array, align 8
  %26 = load i32, ptr %25, align 4
  %27 = add nsw i32 %24, %26
  ret i32 %27
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
