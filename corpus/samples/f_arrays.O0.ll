; ModuleID = 'FIRModule'
source_filename = "FIRModule"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$_QQclX048f7abf306ccbd44697fb2f0418b13e = comdat any

$_QQclX283346382E3329 = comdat any

@_QMarray_opsECdp = constant i32 8
@_QFEa = internal global [10 x double] zeroinitializer
@_QFEb = internal global [12 x double] zeroinitializer
@_QFEc = internal global [10 x double] zeroinitializer
@_QFEm = internal global { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr null, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 2, i8 0, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64)], [3 x i64] [i64 1, i64 0, i64 0]] }
@_QFEmt = internal global { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr null, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 2, i8 0, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64)], [3 x i64] [i64 1, i64 0, i64 0]] }
@_QFEprod = internal global { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr null, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 2, i8 0, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64)], [3 x i64] [i64 1, i64 0, i64 0]] }
@_QFEs = internal global [3 x [3 x float]] zeroinitializer
@_QQclX048f7abf306ccbd44697fb2f0418b13e = linkonce constant [35 x i8] c"/tmp/parir-corpus-src/f_arrays.f90\00", comdat
@_QQro.8xi4.0 = internal constant [8 x i32] [i32 -1, i32 2, i32 -3, i32 4, i32 -5, i32 6, i32 -7, i32 8]
@_QQro.3x3xr4.1 = internal constant [3 x [3 x float]] [[3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [3 x float] [float 4.000000e+00, float 5.000000e+00, float 6.000000e+00], [3 x float] [float 7.000000e+00, float 8.000000e+00, float 9.000000e+00]]
@_QQclX283346382E3329 = linkonce constant [7 x i8] c"(3F8.3)", comdat

declare void @free(ptr)

declare ptr @malloc(i64)

define void @_QMarray_opsPfill(ptr %0, ptr %1) #0 {
  %3 = alloca i32, i64 1, align 4
  %4 = load i32, ptr %1, align 4
  %5 = sext i32 %4 to i64
  %6 = icmp sgt i64 %5, 0
  %7 = select i1 %6, i64 %5, i64 0
  %8 = load i32, ptr %1, align 4
  %9 = sext i32 %8 to i64
  br label %10

10:                                               ; preds = %14, %2
  %11 = phi i32 [ %26, %14 ], [ 1, %2 ]
  %12 = phi i64 [ %27, %14 ], [ %9, %2 ]
  %13 = icmp sgt i64 %12, 0
  br i1 %13, label %14, label %28

14:                                               ; preds = %10
  store i32 %11, ptr %3, align 4
  %15 = load i32, ptr %3, align 4
  %16 = sitofp i32 %15 to double
  %17 = fmul contract double %16, 5.000000e-01
  %18 = sext i32 %15 to i64
  %19 = sub nsw i64 %18, 1
  %20 = mul nsw i64 %19, 1
  %21 = mul nsw i64 %20, 1
  %22 = add nsw i64 %21, 0
  %23 = mul nsw i64 1, %7
  %24 = getelementptr double, ptr %0, i64 %22
  store double %17, ptr %24, align 8
  %25 = load i32, ptr %3, align 4
  %26 = add i32 %25, 1
  %27 = sub i64 %12, 1
  br label %10

28:                                               ; preds = %10
  store i32 %11, ptr %3, align 4
  ret void
}

define double @_QMarray_opsPtrace(ptr %0) #0 {
  %2 = alloca double, i64 1, align 8
  %3 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %4 = alloca i32, i64 1, align 4
  %5 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 0, i32 0
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 0, i32 1
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 0, i32 2
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 1, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 1, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 1, i32 2
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %0, i32 0, i32 0
  %18 = load ptr, ptr %17, align 8
  %19 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr undef, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 0, i8 0, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 undef, i64 undef], [3 x i64] undef] }, i64 %8, 7, 0, 1
  %20 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %19, i64 %10, 7, 0, 2
  %21 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %20, i64 1, 7, 1, 0
  %22 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %21, i64 %14, 7, 1, 1
  %23 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %22, i64 %16, 7, 1, 2
  %24 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %23, ptr %18, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %24, ptr %3, align 8
  store double 0.000000e+00, ptr %2, align 8
  %25 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %3, i32 0, i32 7, i64 0, i32 0
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %3, i32 0, i32 7, i64 0, i32 1
  %28 = load i64, ptr %27, align 8
  %29 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %3, i32 0, i32 7, i64 0, i32 2
  %30 = load i64, ptr %29, align 8
  %31 = trunc i64 %28 to i32
  %32 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %3, i32 0, i32 7, i64 1, i32 0
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %3, i32 0, i32 7, i64 1, i32 1
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %3, i32 0, i32 7, i64 1, i32 2
  %37 = load i64, ptr %36, align 8
  %38 = trunc i64 %35 to i32
  %39 = icmp slt i32 %31, %38
  %40 = select i1 %39, i32 %31, i32 %38
  %41 = sext i32 %40 to i64
  br label %42

42:                                               ; preds = %46, %1
  %43 = phi i32 [ %68, %46 ], [ 1, %1 ]
  %44 = phi i64 [ %69, %46 ], [ %41, %1 ]
  %45 = icmp sgt i64 %44, 0
  br i1 %45, label %46, label %70

46:                                               ; preds = %42
  store i32 %43, ptr %4, align 4
  %47 = load double, ptr %2, align 8
  %48 = load i32, ptr %4, align 4
  %49 = sext i32 %48 to i64
  %50 = sub nsw i64 %49, 1
  %51 = mul nsw i64 %50, 1
  %52 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 0, i32 2
  %53 = load i64, ptr %52, align 8
  %54 = mul nsw i64 %51, %53
  %55 = add nsw i64 %54, 0
  %56 = sub nsw i64 %49, 1
  %57 = mul nsw i64 %56, 1
  %58 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 1, i32 2
  %59 = load i64, ptr %58, align 8
  %60 = mul nsw i64 %57, %59
  %61 = add nsw i64 %60, %55
  %62 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %0, i32 0, i32 0
  %63 = load ptr, ptr %62, align 8
  %64 = getelementptr i8, ptr %63, i64 %61
  %65 = load double, ptr %64, align 8
  %66 = fadd contract double %47, %65
  store double %66, ptr %2, align 8
  %67 = load i32, ptr %4, align 4
  %68 = add i32 %67, 1
  %69 = sub i64 %44, 1
  br label %42

70:                                               ; preds = %42
  store i32 %43, ptr %4, align 4
  %71 = load double, ptr %2, align 8
  ret double %71
}

define void @_QMarray_opsPstencil(ptr %0, ptr %1, ptr %2) #0 {
  %4 = alloca i32, i64 1, align 4
  %5 = load i32, ptr %2, align 4
  %6 = add i32 %5, 1
  %7 = sext i32 %6 to i64
  %8 = add i64 %7, 1
  %9 = icmp sgt i64 %8, 0
  %10 = select i1 %9, i64 %8, i64 0
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = icmp sgt i64 %12, 0
  %14 = select i1 %13, i64 %12, i64 0
  %15 = load i32, ptr %2, align 4
  %16 = sext i32 %15 to i64
  br label %17

17:                                               ; preds = %21, %3
  %18 = phi i32 [ %61, %21 ], [ 1, %3 ]
  %19 = phi i64 [ %62, %21 ], [ %16, %3 ]
  %20 = icmp sgt i64 %19, 0
  br i1 %20, label %21, label %63

21:                                               ; preds = %17
  store i32 %18, ptr %4, align 4
  %22 = load i32, ptr %4, align 4
  %23 = sub i32 %22, 1
  %24 = sext i32 %23 to i64
  %25 = sub nsw i64 %24, 0
  %26 = mul nsw i64 %25, 1
  %27 = mul nsw i64 %26, 1
  %28 = add nsw i64 %27, 0
  %29 = mul nsw i64 1, %10
  %30 = getelementptr double, ptr %0, i64 %28
  %31 = load double, ptr %30, align 8
  %32 = fmul contract double %31, 2.500000e-01
  %33 = sext i32 %22 to i64
  %34 = sub nsw i64 %33, 0
  %35 = mul nsw i64 %34, 1
  %36 = mul nsw i64 %35, 1
  %37 = add nsw i64 %36, 0
  %38 = mul nsw i64 1, %10
  %39 = getelementptr double, ptr %0, i64 %37
  %40 = load double, ptr %39, align 8
  %41 = fmul contract double %40, 5.000000e-01
  %42 = fadd contract double %32, %41
  %43 = add i32 %22, 1
  %44 = sext i32 %43 to i64
  %45 = sub nsw i64 %44, 0
  %46 = mul nsw i64 %45, 1
  %47 = mul nsw i64 %46, 1
  %48 = add nsw i64 %47, 0
  %49 = mul nsw i64 1, %10
  %50 = getelementptr double, ptr %0, i64 %48
  %51 = load double, ptr %50, align 8
  %52 = fmul contract double %51, 2.500000e-01
  %53 = fadd contract double %42, %52
  %54 = sub nsw i64 %33, 1
  %55 = mul nsw i64 %54, 1
  %56 = mul nsw i64 %55, 1
  %57 = add nsw i64 %56, 0
  %58 = mul nsw i64 1, %14
  %59 = getelementptr double, ptr %1, i64 %57
  store double %53, ptr %59, align 8
  %60 = load i32, ptr %4, align 4
  %61 = add i32 %60, 1
  %62 = sub i64 %19, 1
  br label %17

63:                                               ; preds = %17
  store i32 %18, ptr %4, align 4
  ret void
}

define void @_QMarray_opsPclamp(ptr %0, ptr %1, ptr %2) #0 {
  %4 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %5 = alloca i64, i64 1, align 8
  %6 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 0, i32 2
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 0
  %13 = load ptr, ptr %12, align 8
  %14 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr undef, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 28, i8 0, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 undef, i64 undef]] }, i64 %9, 7, 0, 1
  %15 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %14, i64 %11, 7, 0, 2
  %16 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %15, ptr %13, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %16, ptr %4, align 8
  %17 = load double, ptr %1, align 8
  %18 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %4, i32 0, i32 7, i64 0, i32 0
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %4, i32 0, i32 7, i64 0, i32 1
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %4, i32 0, i32 7, i64 0, i32 2
  %23 = load i64, ptr %22, align 8
  %24 = mul i64 ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64), %21
  %25 = call ptr @malloc(i64 %24)
  br label %26

26:                                               ; preds = %30, %3
  %27 = phi i64 [ %49, %30 ], [ 1, %3 ]
  %28 = phi i64 [ %50, %30 ], [ %21, %3 ]
  %29 = icmp sgt i64 %28, 0
  br i1 %29, label %30, label %51

30:                                               ; preds = %26
  %31 = sub nsw i64 %27, 1
  %32 = mul nsw i64 %31, 1
  %33 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 0, i32 2
  %34 = load i64, ptr %33, align 8
  %35 = mul nsw i64 %32, %34
  %36 = add nsw i64 %35, 0
  %37 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 0
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr i8, ptr %38, i64 %36
  %40 = load double, ptr %39, align 8
  %41 = fcmp contract olt double %40, %17
  %42 = zext i1 %41 to i32
  %43 = sub nsw i64 %27, 1
  %44 = mul nsw i64 %43, 1
  %45 = mul nsw i64 %44, 1
  %46 = add nsw i64 %45, 0
  %47 = mul nsw i64 1, %21
  %48 = getelementptr i32, ptr %25, i64 %46
  store i32 %42, ptr %48, align 4
  %49 = add i64 %27, 1
  %50 = sub i64 %28, 1
  br label %26

51:                                               ; preds = %26
  br label %52

52:                                               ; preds = %76, %51
  %53 = phi i64 [ %77, %76 ], [ 1, %51 ]
  %54 = phi i64 [ %78, %76 ], [ %21, %51 ]
  %55 = icmp sgt i64 %54, 0
  br i1 %55, label %56, label %79

56:                                               ; preds = %52
  %57 = sub nsw i64 %53, 1
  %58 = mul nsw i64 %57, 1
  %59 = mul nsw i64 %58, 1
  %60 = add nsw i64 %59, 0
  %61 = mul nsw i64 1, %21
  %62 = getelementptr i32, ptr %25, i64 %60
  %63 = load i32, ptr %62, align 4
  %64 = icmp ne i32 %63, 0
  br i1 %64, label %65, label %76

65:                                               ; preds = %56
  %66 = load double, ptr %1, align 8
  %67 = sub nsw i64 %53, 1
  %68 = mul nsw i64 %67, 1
  %69 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 0, i32 2
  %70 = load i64, ptr %69, align 8
  %71 = mul nsw i64 %68, %70
  %72 = add nsw i64 %71, 0
  %73 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 0
  %74 = load ptr, ptr %73, align 8
  %75 = getelementptr i8, ptr %74, i64 %72
  store double %66, ptr %75, align 8
  br label %76

76:                                               ; preds = %65, %56
  %77 = add i64 %53, 1
  %78 = sub i64 %54, 1
  br label %52

79:                                               ; preds = %52
  %80 = icmp sgt i64 %21, 0
  %81 = select i1 %80, i64 %21, i64 0
  store i64 1, ptr %5, align 8
  %82 = mul i64 ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64), %81
  %83 = call ptr @malloc(i64 %82)
  br label %84

84:                                               ; preds = %119, %79
  %85 = phi i64 [ %120, %119 ], [ 1, %79 ]
  %86 = phi i64 [ %121, %119 ], [ %21, %79 ]
  %87 = icmp sgt i64 %86, 0
  br i1 %87, label %88, label %122

88:                                               ; preds = %84
  %89 = sub nsw i64 %85, 1
  %90 = mul nsw i64 %89, 1
  %91 = mul nsw i64 %90, 1
  %92 = add nsw i64 %91, 0
  %93 = mul nsw i64 1, %21
  %94 = getelementptr i32, ptr %25, i64 %92
  %95 = load i32, ptr %94, align 4
  %96 = icmp ne i32 %95, 0
  br i1 %96, label %119, label %97

97:                                               ; preds = %88
  %98 = load double, ptr %2, align 8
  %99 = sub nsw i64 %85, 1
  %100 = mul nsw i64 %99, 1
  %101 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 0, i32 2
  %102 = load i64, ptr %101, align 8
  %103 = mul nsw i64 %100, %102
  %104 = add nsw i64 %103, 0
  %105 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 0
  %106 = load ptr, ptr %105, align 8
  %107 = getelementptr i8, ptr %106, i64 %104
  %108 = load double, ptr %107, align 8
  %109 = fcmp contract ogt double %108, %98
  %110 = zext i1 %109 to i32
  %111 = load i64, ptr %5, align 8
  %112 = add i64 %111, 1
  store i64 %112, ptr %5, align 8
  %113 = sub nsw i64 %111, 1
  %114 = mul nsw i64 %113, 1
  %115 = mul nsw i64 %114, 1
  %116 = add nsw i64 %115, 0
  %117 = mul nsw i64 1, %81
  %118 = getelementptr i32, ptr %83, i64 %116
  store i32 %110, ptr %118, align 4
  br label %119

119:                                              ; preds = %97, %88
  %120 = add i64 %85, 1
  %121 = sub i64 %86, 1
  br label %84

122:                                              ; preds = %84
  store i64 1, ptr %5, align 8
  br label %123

123:                                              ; preds = %158, %122
  %124 = phi i64 [ %159, %158 ], [ 1, %122 ]
  %125 = phi i64 [ %160, %158 ], [ %21, %122 ]
  %126 = icmp sgt i64 %125, 0
  br i1 %126, label %127, label %161

127:                                              ; preds = %123
  %128 = sub nsw i64 %124, 1
  %129 = mul nsw i64 %128, 1
  %130 = mul nsw i64 %129, 1
  %131 = add nsw i64 %130, 0
  %132 = mul nsw i64 1, %21
  %133 = getelementptr i32, ptr %25, i64 %131
  %134 = load i32, ptr %133, align 4
  %135 = icmp ne i32 %134, 0
  br i1 %135, label %158, label %136

136:                                              ; preds = %127
  %137 = load i64, ptr %5, align 8
  %138 = add i64 %137, 1
  store i64 %138, ptr %5, align 8
  %139 = sub nsw i64 %137, 1
  %140 = mul nsw i64 %139, 1
  %141 = mul nsw i64 %140, 1
  %142 = add nsw i64 %141, 0
  %143 = mul nsw i64 1, %81
  %144 = getelementptr i32, ptr %83, i64 %142
  %145 = load i32, ptr %144, align 4
  %146 = icmp ne i32 %145, 0
  br i1 %146, label %147, label %158

147:                                              ; preds = %136
  %148 = load double, ptr %2, align 8
  %149 = sub nsw i64 %124, 1
  %150 = mul nsw i64 %149, 1
  %151 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 0, i32 2
  %152 = load i64, ptr %151, align 8
  %153 = mul nsw i64 %150, %152
  %154 = add nsw i64 %153, 0
  %155 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 0
  %156 = load ptr, ptr %155, align 8
  %157 = getelementptr i8, ptr %156, i64 %154
  store double %148, ptr %157, align 8
  br label %158

158:                                              ; preds = %147, %136, %127
  %159 = add i64 %124, 1
  %160 = sub i64 %125, 1
  br label %123

161:                                              ; preds = %123
  call void @free(ptr %25)
  call void @free(ptr %83)
  ret void
}

define i32 @_QMarray_opsPcount_positive(ptr %0) #0 {
  %2 = alloca i32, i64 1, align 4
  %3 = alloca i32, i64 1, align 4
  %4 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %5 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 0, i32 0
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 0, i32 1
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 0, i32 2
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 0
  %12 = load ptr, ptr %11, align 8
  %13 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr undef, i64 ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 9, i8 0, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 undef, i64 undef]] }, i64 %8, 7, 0, 1
  %14 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %13, i64 %10, 7, 0, 2
  %15 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %14, ptr %12, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %15, ptr %4, align 8
  store i32 0, ptr %3, align 4
  %16 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %4, i32 0, i32 7, i64 0, i32 0
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %4, i32 0, i32 7, i64 0, i32 1
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %4, i32 0, i32 7, i64 0, i32 2
  %21 = load i64, ptr %20, align 8
  %22 = add i64 %19, 1
  %23 = sub i64 %22, 1
  %24 = trunc i64 %23 to i32
  %25 = sext i32 %24 to i64
  %26 = sub i64 %25, 1
  %27 = add i64 %26, 1
  br label %28

28:                                               ; preds = %49, %1
  %29 = phi i32 [ %51, %49 ], [ 1, %1 ]
  %30 = phi i64 [ %52, %49 ], [ %27, %1 ]
  %31 = icmp sgt i64 %30, 0
  br i1 %31, label %32, label %53

32:                                               ; preds = %28
  store i32 %29, ptr %2, align 4
  %33 = load i32, ptr %2, align 4
  %34 = sext i32 %33 to i64
  %35 = sub nsw i64 %34, 1
  %36 = mul nsw i64 %35, 1
  %37 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 7, i32 0, i32 2
  %38 = load i64, ptr %37, align 8
  %39 = mul nsw i64 %36, %38
  %40 = add nsw i64 %39, 0
  %41 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %0, i32 0, i32 0
  %42 = load ptr, ptr %41, align 8
  %43 = getelementptr i8, ptr %42, i64 %40
  %44 = load i32, ptr %43, align 4
  %45 = icmp sgt i32 %44, 0
  br i1 %45, label %46, label %49

46:                                               ; preds = %32
  %47 = load i32, ptr %3, align 4
  %48 = add i32 %47, 1
  store i32 %48, ptr %3, align 4
  br label %49

49:                                               ; preds = %46, %32
  %50 = load i32, ptr %2, align 4
  %51 = add i32 %50, 1
  %52 = sub i64 %30, 1
  br label %28

53:                                               ; preds = %28
  store i32 %29, ptr %2, align 4
  %54 = load i32, ptr %3, align 4
  ret i32 %54
}

define void @_QQmain() #0 {
  %1 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %2 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %3 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %4 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %5 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %6 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %7 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %8 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %9 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %10 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %11 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %12 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %13 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %14 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %15 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %16 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %17 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %18 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %19 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %20 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %21 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %22 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %23 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %24 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %25 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %26 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %27 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %28 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %29 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %30 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %31 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %32 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %33 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %34 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %35 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %36 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %37 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %38 = alloca { ptr, i64, i32, i8, i8, i8, i8 }, align 8
  %39 = alloca double, i64 1, align 8
  %40 = alloca [1 x i32], i64 1, align 4
  %41 = alloca i32, i64 1, align 4
  %42 = alloca [8 x i32], i64 1, align 4
  %43 = alloca i32, i64 1, align 4
  %44 = alloca i32, i64 1, align 4
  %45 = alloca i32, i64 1, align 4
  %46 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, i64 1, align 8
  %47 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, i64 1, align 8
  %48 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, i64 1, align 8
  %49 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, i64 1, align 8
  %50 = alloca i32, i64 1, align 4
  %51 = alloca i32, i64 1, align 4
  %52 = alloca double, i64 1, align 8
  %53 = alloca double, i64 1, align 8
  %54 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, i64 1, align 8
  %55 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, i64 1, align 8
  %56 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, i64 1, align 8
  %57 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, i64 1, align 8
  %58 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, i64 1, align 8
  store i32 10, ptr %50, align 4
  call void @_QMarray_opsPfill(ptr @_QFEa, ptr %50)
  store double 1.000000e+00, ptr %39, align 8
  %59 = insertvalue { ptr, i64, i32, i8, i8, i8, i8 } { ptr undef, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 0, i8 28, i8 0, i8 0 }, ptr %39, 0
  store { ptr, i64, i32, i8, i8, i8, i8 } %59, ptr %38, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr @_QFEb, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 28, i8 0, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 0, i64 12, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64)]] }, ptr %37, align 8
  %60 = load { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %37, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %60, ptr %54, align 8
  %61 = call {} @_FortranAAssign(ptr %54, ptr %38, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 68)
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr @_QFEa, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 28, i8 0, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 10, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64)]] }, ptr %36, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr getelementptr (double, ptr @_QFEb, i64 1), i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 28, i8 0, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 10, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64)]] }, ptr %35, align 8
  %62 = load { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %35, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %62, ptr %55, align 8
  %63 = call {} @_FortranAAssign(ptr %55, ptr %36, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 69)
  store i32 10, ptr %51, align 4
  call void @_QMarray_opsPstencil(ptr @_QFEb, ptr @_QFEc, ptr %51)
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr @_QFEc, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 28, i8 0, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 10, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64)]] }, ptr %34, align 8
  store double 5.000000e-01, ptr %52, align 8
  store double 3.000000e+00, ptr %53, align 8
  call void @_QMarray_opsPclamp(ptr %34, ptr %52, ptr %53)
  %64 = call ptr @malloc(i64 mul (i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i64 12))
  %65 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr undef, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 2, i8 0, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 3, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64)], [3 x i64] [i64 1, i64 4, i64 mul (i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i64 3)]] }, ptr %64, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %65, ptr %33, align 8
  %66 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %33, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %66, ptr @_QFEm, align 8
  %67 = call ptr @malloc(i64 mul (i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i64 12))
  %68 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr undef, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 2, i8 0, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 4, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64)], [3 x i64] [i64 1, i64 3, i64 mul (i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i64 4)]] }, ptr %67, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %68, ptr %32, align 8
  %69 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %32, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %69, ptr @_QFEmt, align 8
  br label %70

70:                                               ; preds = %116, %0
  %71 = phi i32 [ %118, %116 ], [ 1, %0 ]
  %72 = phi i64 [ %119, %116 ], [ 4, %0 ]
  %73 = icmp sgt i64 %72, 0
  br i1 %73, label %74, label %120

74:                                               ; preds = %70
  store i32 %71, ptr %41, align 4
  br label %75

75:                                               ; preds = %79, %74
  %76 = phi i32 [ %114, %79 ], [ 1, %74 ]
  %77 = phi i64 [ %115, %79 ], [ 3, %74 ]
  %78 = icmp sgt i64 %77, 0
  br i1 %78, label %79, label %116

79:                                               ; preds = %75
  store i32 %76, ptr %43, align 4
  %80 = load i32, ptr %43, align 4
  %81 = mul i32 %80, 10
  %82 = load i32, ptr %41, align 4
  %83 = add i32 %81, %82
  %84 = sitofp i32 %83 to double
  %85 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr @_QFEm, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %85, ptr %31, align 8
  %86 = sext i32 %80 to i64
  %87 = sext i32 %82 to i64
  %88 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %31, i32 0, i32 0
  %89 = load ptr, ptr %88, align 8
  %90 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %31, i32 0, i32 7, i64 0, i32 0
  %91 = load i64, ptr %90, align 8
  %92 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %31, i32 0, i32 7, i64 0, i32 1
  %93 = load i64, ptr %92, align 8
  %94 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %31, i32 0, i32 7, i64 0, i32 2
  %95 = load i64, ptr %94, align 8
  %96 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %31, i32 0, i32 7, i64 1, i32 0
  %97 = load i64, ptr %96, align 8
  %98 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %31, i32 0, i32 7, i64 1, i32 1
  %99 = load i64, ptr %98, align 8
  %100 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %31, i32 0, i32 7, i64 1, i32 2
  %101 = load i64, ptr %100, align 8
  %102 = sub nsw i64 %86, %91
  %103 = mul nsw i64 %102, 1
  %104 = mul nsw i64 %103, 1
  %105 = add nsw i64 %104, 0
  %106 = mul nsw i64 1, %93
  %107 = sub nsw i64 %87, %97
  %108 = mul nsw i64 %107, 1
  %109 = mul nsw i64 %108, %106
  %110 = add nsw i64 %109, %105
  %111 = mul nsw i64 %106, %99
  %112 = getelementptr double, ptr %89, i64 %110
  store double %84, ptr %112, align 8
  %113 = load i32, ptr %43, align 4
  %114 = add i32 %113, 1
  %115 = sub i64 %77, 1
  br label %75

116:                                              ; preds = %75
  store i32 %76, ptr %43, align 4
  %117 = load i32, ptr %41, align 4
  %118 = add i32 %117, 1
  %119 = sub i64 %72, 1
  br label %70

120:                                              ; preds = %70
  store i32 %71, ptr %41, align 4
  %121 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr @_QFEm, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %121, ptr %30, align 8
  %122 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %30, i32 0, i32 0
  %123 = load ptr, ptr %122, align 8
  %124 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %30, i32 0, i32 7, i64 0, i32 0
  %125 = load i64, ptr %124, align 8
  %126 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %30, i32 0, i32 7, i64 0, i32 1
  %127 = load i64, ptr %126, align 8
  %128 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %30, i32 0, i32 7, i64 0, i32 2
  %129 = load i64, ptr %128, align 8
  %130 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %30, i32 0, i32 7, i64 1, i32 0
  %131 = load i64, ptr %130, align 8
  %132 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %30, i32 0, i32 7, i64 1, i32 1
  %133 = load i64, ptr %132, align 8
  %134 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %30, i32 0, i32 7, i64 1, i32 2
  %135 = load i64, ptr %134, align 8
  %136 = icmp eq i64 %127, 0
  %137 = select i1 %136, i64 1, i64 %125
  %138 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr undef, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 0, i8 0, [2 x [3 x i64]] undef }, i64 %137, 7, 0, 0
  %139 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %138, i64 %127, 7, 0, 1
  %140 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %139, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), 7, 0, 2
  %141 = mul i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), %127
  %142 = mul i64 1, %127
  %143 = icmp eq i64 %133, 0
  %144 = select i1 %143, i64 1, i64 %131
  %145 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %140, i64 %144, 7, 1, 0
  %146 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %145, i64 %133, 7, 1, 1
  %147 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %146, i64 %141, 7, 1, 2
  %148 = mul i64 %141, %133
  %149 = mul i64 %142, %133
  %150 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %147, ptr %123, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %150, ptr %29, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr null, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 2, i8 0, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64)], [3 x i64] [i64 1, i64 0, i64 0]] }, ptr %28, align 8
  %151 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %28, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %151, ptr %49, align 8
  %152 = call {} @_FortranATranspose(ptr %49, ptr %29, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 79)
  %153 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %49, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %153, ptr %27, align 8
  %154 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %27, i32 0, i32 7, i64 0, i32 0
  %155 = load i64, ptr %154, align 8
  %156 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %27, i32 0, i32 7, i64 0, i32 1
  %157 = load i64, ptr %156, align 8
  %158 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %27, i32 0, i32 7, i64 0, i32 2
  %159 = load i64, ptr %158, align 8
  %160 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %27, i32 0, i32 7, i64 1, i32 0
  %161 = load i64, ptr %160, align 8
  %162 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %27, i32 0, i32 7, i64 1, i32 1
  %163 = load i64, ptr %162, align 8
  %164 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %27, i32 0, i32 7, i64 1, i32 2
  %165 = load i64, ptr %164, align 8
  %166 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %27, i32 0, i32 0
  %167 = load ptr, ptr %166, align 8
  %168 = icmp eq i64 %157, 0
  %169 = select i1 %168, i64 1, i64 %155
  %170 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr undef, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 0, i8 0, [2 x [3 x i64]] undef }, i64 %169, 7, 0, 0
  %171 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %170, i64 %157, 7, 0, 1
  %172 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %171, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), 7, 0, 2
  %173 = mul i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), %157
  %174 = mul i64 1, %157
  %175 = icmp eq i64 %163, 0
  %176 = select i1 %175, i64 1, i64 %161
  %177 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %172, i64 %176, 7, 1, 0
  %178 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %177, i64 %163, 7, 1, 1
  %179 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %178, i64 %173, 7, 1, 2
  %180 = mul i64 %173, %163
  %181 = mul i64 %174, %163
  %182 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %179, ptr %167, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %182, ptr %26, align 8
  %183 = call {} @_FortranAAssign(ptr @_QFEmt, ptr %26, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 79)
  call void @free(ptr %167)
  %184 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr @_QFEm, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %184, ptr %25, align 8
  %185 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr @_QFEmt, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %185, ptr %24, align 8
  %186 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %25, i32 0, i32 0
  %187 = load ptr, ptr %186, align 8
  %188 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %25, i32 0, i32 7, i64 0, i32 0
  %189 = load i64, ptr %188, align 8
  %190 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %25, i32 0, i32 7, i64 0, i32 1
  %191 = load i64, ptr %190, align 8
  %192 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %25, i32 0, i32 7, i64 0, i32 2
  %193 = load i64, ptr %192, align 8
  %194 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %25, i32 0, i32 7, i64 1, i32 0
  %195 = load i64, ptr %194, align 8
  %196 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %25, i32 0, i32 7, i64 1, i32 1
  %197 = load i64, ptr %196, align 8
  %198 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %25, i32 0, i32 7, i64 1, i32 2
  %199 = load i64, ptr %198, align 8
  %200 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %24, i32 0, i32 0
  %201 = load ptr, ptr %200, align 8
  %202 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %24, i32 0, i32 7, i64 0, i32 0
  %203 = load i64, ptr %202, align 8
  %204 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %24, i32 0, i32 7, i64 0, i32 1
  %205 = load i64, ptr %204, align 8
  %206 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %24, i32 0, i32 7, i64 0, i32 2
  %207 = load i64, ptr %206, align 8
  %208 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %24, i32 0, i32 7, i64 1, i32 0
  %209 = load i64, ptr %208, align 8
  %210 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %24, i32 0, i32 7, i64 1, i32 1
  %211 = load i64, ptr %210, align 8
  %212 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %24, i32 0, i32 7, i64 1, i32 2
  %213 = load i64, ptr %212, align 8
  %214 = icmp eq i64 %191, 0
  %215 = select i1 %214, i64 1, i64 %189
  %216 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr undef, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 0, i8 0, [2 x [3 x i64]] undef }, i64 %215, 7, 0, 0
  %217 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %216, i64 %191, 7, 0, 1
  %218 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %217, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), 7, 0, 2
  %219 = mul i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), %191
  %220 = mul i64 1, %191
  %221 = icmp eq i64 %197, 0
  %222 = select i1 %221, i64 1, i64 %195
  %223 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %218, i64 %222, 7, 1, 0
  %224 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %223, i64 %197, 7, 1, 1
  %225 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %224, i64 %219, 7, 1, 2
  %226 = mul i64 %219, %197
  %227 = mul i64 %220, %197
  %228 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %225, ptr %187, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %228, ptr %23, align 8
  %229 = icmp eq i64 %205, 0
  %230 = select i1 %229, i64 1, i64 %203
  %231 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr undef, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 0, i8 0, [2 x [3 x i64]] undef }, i64 %230, 7, 0, 0
  %232 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %231, i64 %205, 7, 0, 1
  %233 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %232, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), 7, 0, 2
  %234 = mul i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), %205
  %235 = mul i64 1, %205
  %236 = icmp eq i64 %211, 0
  %237 = select i1 %236, i64 1, i64 %209
  %238 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %233, i64 %237, 7, 1, 0
  %239 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %238, i64 %211, 7, 1, 1
  %240 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %239, i64 %234, 7, 1, 2
  %241 = mul i64 %234, %211
  %242 = mul i64 %235, %211
  %243 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %240, ptr %201, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %243, ptr %22, align 8
  %244 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %28, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %244, ptr %48, align 8
  %245 = call {} @_FortranAMatmulReal8Real8(ptr %48, ptr %23, ptr %22, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 80)
  %246 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %48, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %246, ptr %21, align 8
  %247 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %21, i32 0, i32 7, i64 0, i32 0
  %248 = load i64, ptr %247, align 8
  %249 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %21, i32 0, i32 7, i64 0, i32 1
  %250 = load i64, ptr %249, align 8
  %251 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %21, i32 0, i32 7, i64 0, i32 2
  %252 = load i64, ptr %251, align 8
  %253 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %21, i32 0, i32 7, i64 1, i32 0
  %254 = load i64, ptr %253, align 8
  %255 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %21, i32 0, i32 7, i64 1, i32 1
  %256 = load i64, ptr %255, align 8
  %257 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %21, i32 0, i32 7, i64 1, i32 2
  %258 = load i64, ptr %257, align 8
  %259 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %21, i32 0, i32 0
  %260 = load ptr, ptr %259, align 8
  %261 = icmp eq i64 %250, 0
  %262 = select i1 %261, i64 1, i64 %248
  %263 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr undef, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 0, i8 0, [2 x [3 x i64]] undef }, i64 %262, 7, 0, 0
  %264 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %263, i64 %250, 7, 0, 1
  %265 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %264, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), 7, 0, 2
  %266 = mul i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), %250
  %267 = mul i64 1, %250
  %268 = icmp eq i64 %256, 0
  %269 = select i1 %268, i64 1, i64 %254
  %270 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %265, i64 %269, 7, 1, 0
  %271 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %270, i64 %256, 7, 1, 1
  %272 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %271, i64 %266, 7, 1, 2
  %273 = mul i64 %266, %256
  %274 = mul i64 %267, %256
  %275 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %272, ptr %260, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %275, ptr %20, align 8
  %276 = call {} @_FortranAAssign(ptr @_QFEprod, ptr %20, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 80)
  call void @free(ptr %260)
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr @_QQro.8xi4.0, i64 ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 9, i8 0, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 8, i64 ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64)]] }, ptr %19, align 8
  %277 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr undef, i64 ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 9, i8 0, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 8, i64 ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64)]] }, ptr %42, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %277, ptr %18, align 8
  %278 = load { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %18, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %278, ptr %56, align 8
  %279 = call {} @_FortranAAssign(ptr %56, ptr %19, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 82)
  br label %280

280:                                              ; preds = %309, %120
  %281 = phi i64 [ %310, %309 ], [ 1, %120 ]
  %282 = phi i64 [ %311, %309 ], [ 3, %120 ]
  %283 = icmp sgt i64 %282, 0
  br i1 %283, label %284, label %312

284:                                              ; preds = %280
  %285 = trunc i64 %281 to i32
  store i32 %285, ptr %44, align 4
  br label %286

286:                                              ; preds = %290, %284
  %287 = phi i64 [ %307, %290 ], [ 1, %284 ]
  %288 = phi i64 [ %308, %290 ], [ 3, %284 ]
  %289 = icmp sgt i64 %288, 0
  br i1 %289, label %290, label %309

290:                                              ; preds = %286
  %291 = trunc i64 %287 to i32
  store i32 %291, ptr %45, align 4
  %292 = load i32, ptr %44, align 4
  %293 = load i32, ptr %45, align 4
  %294 = add i32 %292, %293
  %295 = sitofp i32 %294 to float
  %296 = sext i32 %292 to i64
  %297 = sext i32 %293 to i64
  %298 = sub nsw i64 %296, 1
  %299 = mul nsw i64 %298, 1
  %300 = mul nsw i64 %299, 1
  %301 = add nsw i64 %300, 0
  %302 = sub nsw i64 %297, 1
  %303 = mul nsw i64 %302, 1
  %304 = mul nsw i64 %303, 3
  %305 = add nsw i64 %304, %301
  %306 = getelementptr float, ptr @_QFEs, i64 %305
  store float %295, ptr %306, align 4
  %307 = add i64 %287, 1
  %308 = sub i64 %288, 1
  br label %286

309:                                              ; preds = %286
  %310 = add i64 %281, 1
  %311 = sub i64 %282, 1
  br label %280

312:                                              ; preds = %280
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr @_QQro.3x3xr4.1, i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 27, i8 0, i8 0, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 3, i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64)], [3 x i64] [i64 1, i64 3, i64 mul (i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), i64 3)]] }, ptr %17, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr @_QFEs, i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 27, i8 0, i8 0, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 3, i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64)], [3 x i64] [i64 1, i64 3, i64 mul (i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), i64 3)]] }, ptr %16, align 8
  %313 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %16, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %313, ptr %57, align 8
  %314 = call {} @_FortranAAssign(ptr %57, ptr %17, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 84)
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr null, i64 ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 9, i8 2, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64)]] }, ptr %15, align 8
  %315 = load { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %15, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %315, ptr %47, align 8
  %316 = call {} @_FortranAMinlocInteger4(ptr %47, ptr %18, i32 4, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 85, ptr null, i1 false)
  %317 = load { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %47, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %317, ptr %14, align 8
  %318 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %14, i32 0, i32 7, i64 0, i32 0
  %319 = load i64, ptr %318, align 8
  %320 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %14, i32 0, i32 7, i64 0, i32 1
  %321 = load i64, ptr %320, align 8
  %322 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %14, i32 0, i32 7, i64 0, i32 2
  %323 = load i64, ptr %322, align 8
  %324 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %14, i32 0, i32 0
  %325 = load ptr, ptr %324, align 8
  %326 = icmp eq i64 %321, 0
  %327 = select i1 %326, i64 1, i64 %319
  %328 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr undef, i64 ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 9, i8 0, i8 0, [1 x [3 x i64]] undef }, i64 %327, 7, 0, 0
  %329 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %328, i64 %321, 7, 0, 1
  %330 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %329, i64 ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64), 7, 0, 2
  %331 = mul i64 ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64), %321
  %332 = mul i64 1, %321
  %333 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %330, ptr %325, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %333, ptr %13, align 8
  %334 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr undef, i64 ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 9, i8 0, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 1, i64 ptrtoint (ptr getelementptr (i32, ptr null, i32 1) to i64)]] }, ptr %40, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %334, ptr %12, align 8
  %335 = load { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %12, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %335, ptr %58, align 8
  %336 = call {} @_FortranAAssign(ptr %58, ptr %13, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 85)
  call void @free(ptr %325)
  %337 = call ptr @_FortranAioBeginExternalListOutput(i32 6, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 87)
  %338 = call contract double @_FortranASumReal8(ptr %34, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 87, i32 0, ptr null)
  %339 = call i1 @_FortranAioOutputReal64(ptr %337, double %338)
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr @_QFEa, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 28, i8 0, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 3, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64)]] }, ptr %11, align 8
  %340 = call contract double @_FortranAProductReal8(ptr %11, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 87, i32 0, ptr null)
  %341 = call i1 @_FortranAioOutputReal64(ptr %337, double %340)
  %342 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr @_QFEm, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %342, ptr %10, align 8
  %343 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %10, i32 0, i32 0
  %344 = load ptr, ptr %343, align 8
  %345 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %10, i32 0, i32 7, i64 0, i32 0
  %346 = load i64, ptr %345, align 8
  %347 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %10, i32 0, i32 7, i64 0, i32 1
  %348 = load i64, ptr %347, align 8
  %349 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %10, i32 0, i32 7, i64 0, i32 2
  %350 = load i64, ptr %349, align 8
  %351 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %10, i32 0, i32 7, i64 1, i32 0
  %352 = load i64, ptr %351, align 8
  %353 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %10, i32 0, i32 7, i64 1, i32 1
  %354 = load i64, ptr %353, align 8
  %355 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %10, i32 0, i32 7, i64 1, i32 2
  %356 = load i64, ptr %355, align 8
  %357 = icmp eq i64 %348, 0
  %358 = select i1 %357, i64 1, i64 %346
  %359 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr undef, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 0, i8 0, [2 x [3 x i64]] undef }, i64 %358, 7, 0, 0
  %360 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %359, i64 %348, 7, 0, 1
  %361 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %360, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), 7, 0, 2
  %362 = mul i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), %348
  %363 = mul i64 1, %348
  %364 = icmp eq i64 %354, 0
  %365 = select i1 %364, i64 1, i64 %352
  %366 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %361, i64 %365, 7, 1, 0
  %367 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %366, i64 %354, 7, 1, 1
  %368 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %367, i64 %362, 7, 1, 2
  %369 = mul i64 %362, %354
  %370 = mul i64 %363, %354
  %371 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %368, ptr %344, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %371, ptr %9, align 8
  %372 = call contract double @_FortranAMaxvalReal8(ptr %9, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 87, i32 0, ptr null)
  %373 = call i1 @_FortranAioOutputReal64(ptr %337, double %372)
  %374 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr @_QFEprod, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %374, ptr %8, align 8
  %375 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %8, i32 0, i32 7, i32 0, i32 0
  %376 = load i64, ptr %375, align 8
  %377 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %8, i32 0, i32 7, i32 0, i32 1
  %378 = load i64, ptr %377, align 8
  %379 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %8, i32 0, i32 7, i32 0, i32 2
  %380 = load i64, ptr %379, align 8
  %381 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %8, i32 0, i32 7, i32 1, i32 0
  %382 = load i64, ptr %381, align 8
  %383 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %8, i32 0, i32 7, i32 1, i32 1
  %384 = load i64, ptr %383, align 8
  %385 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %8, i32 0, i32 7, i32 1, i32 2
  %386 = load i64, ptr %385, align 8
  %387 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %8, i32 0, i32 0
  %388 = load ptr, ptr %387, align 8
  %389 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr undef, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 0, i8 0, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 undef, i64 undef], [3 x i64] undef] }, i64 %378, 7, 0, 1
  %390 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %389, i64 %380, 7, 0, 2
  %391 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %390, i64 1, 7, 1, 0
  %392 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %391, i64 %384, 7, 1, 1
  %393 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %392, i64 %386, 7, 1, 2
  %394 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %393, ptr %388, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %394, ptr %7, align 8
  %395 = call contract double @_QMarray_opsPtrace(ptr %7)
  %396 = call i1 @_FortranAioOutputReal64(ptr %337, double %395)
  %397 = call i32 @_FortranAioEndIoStatement(ptr %337)
  %398 = call ptr @_FortranAioBeginExternalListOutput(i32 6, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 88)
  %399 = call contract double @_FortranADotProductReal8(ptr %36, ptr %34, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 88)
  %400 = call i1 @_FortranAioOutputReal64(ptr %398, double %399)
  %401 = call i32 @_QMarray_opsPcount_positive(ptr %18)
  %402 = call i1 @_FortranAioOutputInteger32(ptr %398, i32 %401)
  %403 = call i1 @_FortranAioOutputDescriptor(ptr %398, ptr %12)
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr null, i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 27, i8 2, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64)]] }, ptr %6, align 8
  %404 = load { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %6, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %404, ptr %46, align 8
  %405 = call {} @_FortranASumDim(ptr %46, ptr %16, i32 1, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 88, ptr null)
  %406 = load { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %46, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %406, ptr %5, align 8
  %407 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, ptr %5, i32 0, i32 0
  %408 = load ptr, ptr %407, align 8
  %409 = insertvalue { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr undef, i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 27, i8 0, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 3, i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64)]] }, ptr %408, 0
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } %409, ptr %4, align 8
  %410 = call i1 @_FortranAioOutputDescriptor(ptr %398, ptr %4)
  call void @free(ptr %408)
  %411 = call i32 @_FortranAioEndIoStatement(ptr %398)
  %412 = call ptr @_FortranAioBeginExternalFormattedOutput(ptr @_QQclX283346382E3329, i64 7, ptr null, i32 6, ptr @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 89)
  store { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] } { ptr @_QFEa, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 1, i8 28, i8 0, i8 0, [1 x [3 x i64]] [[3 x i64] [i64 1, i64 3, i64 mul (i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i64 4)]] }, ptr %3, align 8
  %413 = call i1 @_FortranAioOutputDescriptor(ptr %412, ptr %3)
  %414 = call i32 @_FortranAioEndIoStatement(ptr %412)
  %415 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr @_QFEm, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %415, ptr %2, align 8
  %416 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %2, i32 0, i32 0
  %417 = load ptr, ptr %416, align 8
  call void @free(ptr %417)
  %418 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %28, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %418, ptr @_QFEm, align 8
  %419 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr @_QFEmt, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %419, ptr %1, align 8
  %420 = getelementptr { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %1, i32 0, i32 0
  %421 = load ptr, ptr %420, align 8
  call void @free(ptr %421)
  %422 = load { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, ptr %28, align 8
  store { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } %422, ptr @_QFEmt, align 8
  ret void
}

declare ptr @_FortranAioBeginExternalListOutput(i32, ptr, i32)

declare zeroext i1 @_FortranAioOutputReal64(ptr, double)

declare i32 @_FortranAioEndIoStatement(ptr)

declare zeroext i1 @_FortranAioOutputInteger32(ptr, i32)

declare zeroext i1 @_FortranAioOutputDescriptor(ptr, ptr)

declare ptr @_FortranAioBeginExternalFormattedOutput(ptr, i64, ptr, i32, ptr, i32)

declare void @_FortranAProgramStart(i32, ptr, ptr, ptr)

declare void @_FortranAProgramEndStatement()

define i32 @main(i32 %0, ptr %1, ptr %2) #0 {
  call void @_FortranAProgramStart(i32 %0, ptr %1, ptr %2, ptr null)
  call void @_QQmain()
  call void @_FortranAProgramEndStatement()
  ret i32 0
}

declare {} @_FortranASumDim(ptr, ptr, i32, ptr, i32, ptr)

declare double @_FortranADotProductReal8(ptr, ptr, ptr, i32)

declare double @_FortranAMaxvalReal8(ptr, ptr, i32, i32, ptr)

declare double @_FortranAProductReal8(ptr, ptr, i32, i32, ptr)

declare double @_FortranASumReal8(ptr, ptr, i32, i32, ptr)

declare {} @_FortranAMinlocInteger4(ptr, ptr, i32, ptr, i32, ptr, i1 zeroext)

declare {} @_FortranAMatmulReal8Real8(ptr, ptr, ptr, ptr, i32)

declare {} @_FortranATranspose(ptr, ptr, ptr, i32)

declare {} @_FortranAAssign(ptr, ptr, ptr, i32)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

attributes #0 = { "frame-pointer"="all" "target-cpu"="x86-64" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
