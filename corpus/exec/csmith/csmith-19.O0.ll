; ModuleID = '/tmp/hc/gen/tmp.a2IxRP/p.c'
source_filename = "/tmp/hc/gen/tmp.a2IxRP/p.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_3 = internal global i32 -847686812, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1
@g_4 = internal global [2 x i32] [i32 -1767602753, i32 -1767602753], align 4
@.str.2 = private unnamed_addr constant [7 x i8] c"g_4[i]\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_5 = internal global i32 -1, align 4
@.str.4 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1
@g_6 = internal global i32 -7, align 4
@.str.5 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1
@g_7 = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1
@g_8 = internal global i32 2043615251, align 4
@.str.7 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@__const.func_1.l_2 = private unnamed_addr constant [4 x i32] [i32 -1711316891, i32 -1711316891, i32 -1711316891, i32 -1711316891], align 16
@.str.8 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %7, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp eq i32 %8, 2
  br i1 %9, label %10, label %17

10:                                               ; preds = %2
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds ptr, ptr %11, i64 1
  %13 = load ptr, ptr %12, align 8
  %14 = call i32 @strcmp(ptr noundef %13, ptr noundef @.str) #4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %10
  store i32 1, ptr %7, align 4
  br label %17

17:                                               ; preds = %16, %10, %2
  call void @platform_main_begin()
  call void @crc32_gentab()
  %18 = call signext i16 @func_1()
  %19 = load volatile i32, ptr @g_3, align 4
  %20 = sext i32 %19 to i64
  %21 = load i32, ptr %7, align 4
  call void @transparent_crc(i64 noundef %20, ptr noundef @.str.1, i32 noundef %21)
  store i32 0, ptr %6, align 4
  br label %22

22:                                               ; preds = %38, %17
  %23 = load i32, ptr %6, align 4
  %24 = icmp slt i32 %23, 2
  br i1 %24, label %25, label %41

25:                                               ; preds = %22
  %26 = load i32, ptr %6, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [2 x i32], ptr @g_4, i64 0, i64 %27
  %29 = load volatile i32, ptr %28, align 4
  %30 = sext i32 %29 to i64
  %31 = load i32, ptr %7, align 4
  call void @transparent_crc(i64 noundef %30, ptr noundef @.str.2, i32 noundef %31)
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %37

34:                                               ; preds = %25
  %35 = load i32, ptr %6, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %35)
  br label %37

37:                                               ; preds = %34, %25
  br label %38

38:                                               ; preds = %37
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %6, align 4
  br label %22, !llvm.loop !6

41:                                               ; preds = %22
  %42 = load volatile i32, ptr @g_5, align 4
  %43 = sext i32 %42 to i64
  %44 = load i32, ptr %7, align 4
  call void @transparent_crc(i64 noundef %43, ptr noundef @.str.4, i32 noundef %44)
  %45 = load volatile i32, ptr @g_6, align 4
  %46 = sext i32 %45 to i64
  %47 = load i32, ptr %7, align 4
  call void @transparent_crc(i64 noundef %46, ptr noundef @.str.5, i32 noundef %47)
  %48 = load volatile i32, ptr @g_7, align 4
  %49 = sext i32 %48 to i64
  %50 = load i32, ptr %7, align 4
  call void @transparent_crc(i64 noundef %49, ptr noundef @.str.6, i32 noundef %50)
  %51 = load i32, ptr @g_8, align 4
  %52 = sext i32 %51 to i64
  %53 = load i32, ptr %7, align 4
  call void @transparent_crc(i64 noundef %52, ptr noundef @.str.7, i32 noundef %53)
  %54 = load i32, ptr @crc32_context, align 4
  %55 = zext i32 %54 to i64
  %56 = xor i64 %55, 4294967295
  %57 = trunc i64 %56 to i32
  %58 = load i32, ptr %7, align 4
  call void @platform_main_end(i32 noundef %57, i32 noundef %58)
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 {
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 -306674912, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %6, 256
  br i1 %7, label %8, label %36

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  store i32 %9, ptr %1, align 4
  store i32 8, ptr %4, align 4
  br label %10

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %28

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4
  %15 = and i32 %14, 1
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4
  %19 = lshr i32 %18, 1
  %20 = xor i32 %19, -306674912
  store i32 %20, ptr %1, align 4
  br label %24

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4
  %23 = lshr i32 %22, 1
  store i32 %23, ptr %1, align 4
  br label %24

24:                                               ; preds = %21, %17
  br label %25

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, -1
  store i32 %27, ptr %4, align 4
  br label %10, !llvm.loop !8

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31
  store i32 %29, ptr %32, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %3, align 4
  br label %5, !llvm.loop !9

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @func_1() #0 {
  %1 = alloca [4 x i32], align 16
  %2 = alloca i32, align 4
  %3 = alloca [4 x [1 x [3 x ptr]]], align 16
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.func_1.l_2, i64 16, i1 false)
  store i32 0, ptr @g_8, align 4
  br label %8

8:                                                ; preds = %52, %0
  %9 = load i32, ptr @g_8, align 4
  %10 = icmp sle i32 %9, 3
  br i1 %10, label %11, label %55

11:                                               ; preds = %8
  %12 = getelementptr inbounds [4 x i32], ptr %1, i64 0, i64 1
  store ptr %12, ptr %3, align 8
  %13 = getelementptr inbounds ptr, ptr %3, i64 1
  %14 = getelementptr inbounds [4 x i32], ptr %1, i64 0, i64 0
  store ptr %14, ptr %13, align 8
  %15 = getelementptr inbounds ptr, ptr %3, i64 2
  %16 = getelementptr inbounds [4 x i32], ptr %1, i64 0, i64 1
  store ptr %16, ptr %15, align 8
  %17 = getelementptr inbounds [1 x [3 x ptr]], ptr %3, i64 1
  %18 = getelementptr inbounds [4 x i32], ptr %1, i64 0, i64 1
  store ptr %18, ptr %17, align 8
  %19 = getelementptr inbounds ptr, ptr %17, i64 1
  %20 = getelementptr inbounds [4 x i32], ptr %1, i64 0, i64 0
  store ptr %20, ptr %19, align 8
  %21 = getelementptr inbounds ptr, ptr %17, i64 2
  %22 = getelementptr inbounds [4 x i32], ptr %1, i64 0, i64 1
  store ptr %22, ptr %21, align 8
  %23 = getelementptr inbounds [1 x [3 x ptr]], ptr %3, i64 2
  %24 = getelementptr inbounds [4 x i32], ptr %1, i64 0, i64 1
  store ptr %24, ptr %23, align 8
  %25 = getelementptr inbounds ptr, ptr %23, i64 1
  %26 = getelementptr inbounds [4 x i32], ptr %1, i64 0, i64 0
  store ptr %26, ptr %25, align 8
  %27 = getelementptr inbounds ptr, ptr %23, i64 2
  %28 = getelementptr inbounds [4 x i32], ptr %1, i64 0, i64 1
  store ptr %28, ptr %27, align 8
  %29 = getelementptr inbounds [1 x [3 x ptr]], ptr %3, i64 3
  %30 = getelementptr inbounds [4 x i32], ptr %1, i64 0, i64 1
  store ptr %30, ptr %29, align 8
  %31 = getelementptr inbounds ptr, ptr %29, i64 1
  %32 = getelementptr inbounds [4 x i32], ptr %1, i64 0, i64 0
  store ptr %32, ptr %31, align 8
  %33 = getelementptr inbounds ptr, ptr %29, i64 2
  %34 = getelementptr inbounds [4 x i32], ptr %1, i64 0, i64 1
  store ptr %34, ptr %33, align 8
  %35 = getelementptr inbounds [4 x [1 x [3 x ptr]]], ptr %3, i64 0, i64 1
  %36 = getelementptr inbounds [1 x [3 x ptr]], ptr %35, i64 0, i64 0
  %37 = getelementptr inbounds [3 x ptr], ptr %36, i64 0, i64 0
  store ptr %37, ptr %4, align 8
  %38 = load i32, ptr @g_8, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [4 x i32], ptr %1, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %43, label %44

43:                                               ; preds = %11
  br label %55

44:                                               ; preds = %11
  %45 = load volatile i32, ptr @g_5, align 4
  %46 = getelementptr inbounds [4 x i32], ptr %1, i64 0, i64 1
  %47 = load i32, ptr @g_8, align 4
  %48 = icmp sgt i32 0, %47
  %49 = zext i1 %48 to i32
  %50 = call ptr @func_9(i32 noundef %45, ptr noundef %46, i32 noundef %49)
  %51 = load ptr, ptr %4, align 8
  store ptr %50, ptr %51, align 8
  br label %52

52:                                               ; preds = %44
  %53 = load i32, ptr @g_8, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr @g_8, align 4
  br label %8, !llvm.loop !10

55:                                               ; preds = %43, %8
  %56 = getelementptr inbounds [4 x i32], ptr %1, i64 0, i64 3
  %57 = load i32, ptr %56, align 4
  %58 = trunc i32 %57 to i16
  ret i16 %58
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i64, ptr %4, align 8
  call void @crc32_8bytes(i64 noundef %7)
  %8 = load i32, ptr %6, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8
  %12 = load i32, ptr @crc32_context, align 4
  %13 = zext i32 %12 to i64
  %14 = xor i64 %13, 4294967295
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %11, i64 noundef %14)
  br label %16

16:                                               ; preds = %10, %3
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %5)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @func_9(i32 noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store i32 %0, ptr %5, align 4
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store ptr @g_8, ptr %8, align 8
  store i32 -4, ptr %5, align 4
  br label %9

9:                                                ; preds = %14, %3
  %10 = load i32, ptr %5, align 4
  %11 = icmp sge i32 %10, 20
  br i1 %11, label %12, label %17

12:                                               ; preds = %9
  %13 = load ptr, ptr %8, align 8
  store ptr %13, ptr %4, align 8
  br label %19

14:                                               ; No predecessors!
  %15 = load i32, ptr %5, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %5, align 4
  br label %9, !llvm.loop !11

17:                                               ; preds = %9
  %18 = load ptr, ptr %8, align 8
  store ptr %18, ptr %4, align 8
  br label %19

19:                                               ; preds = %17, %12
  %20 = load ptr, ptr %4, align 8
  ret ptr %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = lshr i64 %3, 0
  %5 = and i64 %4, 255
  %6 = trunc i64 %5 to i8
  call void @crc32_byte(i8 noundef zeroext %6)
  %7 = load i64, ptr %2, align 8
  %8 = lshr i64 %7, 8
  %9 = and i64 %8, 255
  %10 = trunc i64 %9 to i8
  call void @crc32_byte(i8 noundef zeroext %10)
  %11 = load i64, ptr %2, align 8
  %12 = lshr i64 %11, 16
  %13 = and i64 %12, 255
  %14 = trunc i64 %13 to i8
  call void @crc32_byte(i8 noundef zeroext %14)
  %15 = load i64, ptr %2, align 8
  %16 = lshr i64 %15, 24
  %17 = and i64 %16, 255
  %18 = trunc i64 %17 to i8
  call void @crc32_byte(i8 noundef zeroext %18)
  %19 = load i64, ptr %2, align 8
  %20 = lshr i64 %19, 32
  %21 = and i64 %20, 255
  %22 = trunc i64 %21 to i8
  call void @crc32_byte(i8 noundef zeroext %22)
  %23 = load i64, ptr %2, align 8
  %24 = lshr i64 %23, 40
  %25 = and i64 %24, 255
  %26 = trunc i64 %25 to i8
  call void @crc32_byte(i8 noundef zeroext %26)
  %27 = load i64, ptr %2, align 8
  %28 = lshr i64 %27, 48
  %29 = and i64 %28, 255
  %30 = trunc i64 %29 to i8
  call void @crc32_byte(i8 noundef zeroext %30)
  %31 = load i64, ptr %2, align 8
  %32 = lshr i64 %31, 56
  %33 = and i64 %32, 255
  %34 = trunc i64 %33 to i8
  call void @crc32_byte(i8 noundef zeroext %34)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i32, ptr @crc32_context, align 4
  %4 = lshr i32 %3, 8
  %5 = and i32 %4, 16777215
  %6 = load i32, ptr @crc32_context, align 4
  %7 = load i8, ptr %2, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %6, %8
  %10 = and i32 %9, 255
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = xor i32 %5, %13
  store i32 %14, ptr @crc32_context, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind willreturn memory(read) }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
