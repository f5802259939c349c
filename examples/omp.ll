; examples/omp.ll: clang-19 -fopenmp -O0 -S -emit-llvm of the C program below (parir demo, part 9):
; the outlined form of OpenMP (__kmpc_fork_call, __kmpc_* calls), read by omp-prepare.
; // examples/omp.ll: clang-19 -fopenmp -O0 -S -emit-llvm of this program (parir demo, part 9).
; #include <stdio.h>
; 
; static int fib(int n) {
;   if (n < 2)
;     return n;
;   int x, y;
; #pragma omp task shared(x)
;   x = fib(n - 1);
; #pragma omp task shared(y)
;   y = fib(n - 2);
; #pragma omp taskwait
;   return x + y;
; }
; 
; int main(void) {
;   static double a[20000];
;   double sum = 0;
;   int hist[4] = {0, 0, 0, 0}, f = 0;
; #pragma omp parallel
;   {
; #pragma omp for schedule(static) reduction(+ : sum)
;     for (int i = 0; i < 20000; i++) {
;       a[i] = (i % 100) * 0.5;
;       sum += a[i];
;     }
; #pragma omp for
;     for (int i = 0; i < 100; i++) {
; #pragma omp critical
;       hist[i % 4] += i;
;     }
; #pragma omp single
;     f = fib(12);
;   }
;   printf("sum %.1f hist %d %d %d %d fib %d\n", sum, hist[0], hist[1], hist[2], hist[3], f);
;   return 0;
; }
; ModuleID = 'omp.c'
source_filename = "omp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.anon = type { ptr }
%struct.anon.0 = type { ptr }
%struct.kmp_task_t_with_privates = type { %struct.kmp_task_t, %struct..kmp_privates.t }
%struct.kmp_task_t = type { ptr, ptr, i32, %union.kmp_cmplrdata_t, %union.kmp_cmplrdata_t }
%union.kmp_cmplrdata_t = type { ptr }
%struct..kmp_privates.t = type { i32 }
%struct.kmp_task_t_with_privates.1 = type { %struct.kmp_task_t, %struct..kmp_privates.t.2 }
%struct..kmp_privates.t.2 = type { i32 }

@main.a = internal global [20000 x double] zeroinitializer, align 16
@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer, align 8
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr @0 }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@.gomp_critical_user_.var = common global [8 x i32] zeroinitializer, align 8
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 22, ptr @0 }, align 8
@.str = private unnamed_addr constant [34 x i8] c"sum %.1f hist %d %d %d %d fib %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca [4 x i32], align 16
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store double 0.000000e+00, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 16, i1 false)
  store i32 0, ptr %4, align 4
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @4, i32 3, ptr @main.omp_outlined, ptr %2, ptr %3, ptr %4)
  %5 = load double, ptr %2, align 8
  %6 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 0
  %7 = load i32, ptr %6, align 16
  %8 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 1
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 2
  %11 = load i32, ptr %10, align 8
  %12 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 3
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr %4, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %5, i32 noundef %7, i32 noundef %9, i32 noundef %11, i32 noundef %13, i32 noundef %14)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @main.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 4 dereferenceable(16) %3, ptr noundef nonnull align 4 dereferenceable(4) %4) #2 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca [1 x ptr], align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %27 = load ptr, ptr %8, align 8
  %28 = load ptr, ptr %9, align 8
  %29 = load ptr, ptr %10, align 8
  store i32 0, ptr %13, align 4
  store i32 19999, ptr %14, align 4
  store i32 1, ptr %15, align 4
  store i32 0, ptr %16, align 4
  store double 0.000000e+00, ptr %17, align 8
  %30 = load ptr, ptr %6, align 8
  %31 = load i32, ptr %30, align 4
  call void @__kmpc_for_static_init_4(ptr @1, i32 %31, i32 34, ptr %16, ptr %13, ptr %14, ptr %15, i32 1, i32 1)
  %32 = load i32, ptr %14, align 4
  %33 = icmp sgt i32 %32, 19999
  br i1 %33, label %34, label %35

34:                                               ; preds = %5
  br label %37

35:                                               ; preds = %5
  %36 = load i32, ptr %14, align 4
  br label %37

37:                                               ; preds = %35, %34
  %38 = phi i32 [ 19999, %34 ], [ %36, %35 ]
  store i32 %38, ptr %14, align 4
  %39 = load i32, ptr %13, align 4
  store i32 %39, ptr %11, align 4
  br label %40

40:                                               ; preds = %62, %37
  %41 = load i32, ptr %11, align 4
  %42 = load i32, ptr %14, align 4
  %43 = icmp sle i32 %41, %42
  br i1 %43, label %44, label %65

44:                                               ; preds = %40
  %45 = load i32, ptr %11, align 4
  %46 = mul nsw i32 %45, 1
  %47 = add nsw i32 0, %46
  store i32 %47, ptr %18, align 4
  %48 = load i32, ptr %18, align 4
  %49 = srem i32 %48, 100
  %50 = sitofp i32 %49 to double
  %51 = fmul double %50, 5.000000e-01
  %52 = load i32, ptr %18, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [20000 x double], ptr @main.a, i64 0, i64 %53
  store double %51, ptr %54, align 8
  %55 = load i32, ptr %18, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [20000 x double], ptr @main.a, i64 0, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = load double, ptr %17, align 8
  %60 = fadd double %59, %58
  store double %60, ptr %17, align 8
  br label %61

61:                                               ; preds = %44
  br label %62

62:                                               ; preds = %61
  %63 = load i32, ptr %11, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %11, align 4
  br label %40

65:                                               ; preds = %40
  br label %66

66:                                               ; preds = %65
  call void @__kmpc_for_static_fini(ptr @1, i32 %31)
  %67 = getelementptr inbounds [1 x ptr], ptr %19, i64 0, i64 0
  store ptr %17, ptr %67, align 8
  %68 = call i32 @__kmpc_reduce(ptr @2, i32 %31, i32 1, i64 8, ptr %19, ptr @main.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %68, label %76 [
    i32 1, label %69
    i32 2, label %73
  ]

69:                                               ; preds = %66
  %70 = load double, ptr %27, align 8
  %71 = load double, ptr %17, align 8
  %72 = fadd double %70, %71
  store double %72, ptr %27, align 8
  call void @__kmpc_end_reduce(ptr @2, i32 %31, ptr @.gomp_critical_user_.reduction.var)
  br label %76

73:                                               ; preds = %66
  %74 = load double, ptr %17, align 8
  %75 = atomicrmw fadd ptr %27, double %74 monotonic, align 8
  call void @__kmpc_end_reduce(ptr @2, i32 %31, ptr @.gomp_critical_user_.reduction.var)
  br label %76

76:                                               ; preds = %73, %69, %66
  call void @__kmpc_barrier(ptr @3, i32 %31)
  store i32 0, ptr %22, align 4
  store i32 99, ptr %23, align 4
  store i32 1, ptr %24, align 4
  store i32 0, ptr %25, align 4
  call void @__kmpc_for_static_init_4(ptr @1, i32 %31, i32 34, ptr %25, ptr %22, ptr %23, ptr %24, i32 1, i32 1)
  %77 = load i32, ptr %23, align 4
  %78 = icmp sgt i32 %77, 99
  br i1 %78, label %79, label %80

79:                                               ; preds = %76
  br label %82

80:                                               ; preds = %76
  %81 = load i32, ptr %23, align 4
  br label %82

82:                                               ; preds = %80, %79
  %83 = phi i32 [ 99, %79 ], [ %81, %80 ]
  store i32 %83, ptr %23, align 4
  %84 = load i32, ptr %22, align 4
  store i32 %84, ptr %20, align 4
  br label %85

85:                                               ; preds = %101, %82
  %86 = load i32, ptr %20, align 4
  %87 = load i32, ptr %23, align 4
  %88 = icmp sle i32 %86, %87
  br i1 %88, label %89, label %104

89:                                               ; preds = %85
  %90 = load i32, ptr %20, align 4
  %91 = mul nsw i32 %90, 1
  %92 = add nsw i32 0, %91
  store i32 %92, ptr %26, align 4
  call void @__kmpc_critical(ptr @4, i32 %31, ptr @.gomp_critical_user_.var)
  %93 = load i32, ptr %26, align 4
  %94 = load i32, ptr %26, align 4
  %95 = srem i32 %94, 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [4 x i32], ptr %28, i64 0, i64 %96
  %98 = load i32, ptr %97, align 4
  %99 = add nsw i32 %98, %93
  store i32 %99, ptr %97, align 4
  call void @__kmpc_end_critical(ptr @4, i32 %31, ptr @.gomp_critical_user_.var)
  br label %100

100:                                              ; preds = %89
  br label %101

101:                                              ; preds = %100
  %102 = load i32, ptr %20, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %20, align 4
  br label %85

104:                                              ; preds = %85
  br label %105

105:                                              ; preds = %104
  call void @__kmpc_for_static_fini(ptr @1, i32 %31)
  call void @__kmpc_barrier(ptr @3, i32 %31)
  %106 = call i32 @__kmpc_single(ptr @4, i32 %31)
  %107 = icmp ne i32 %106, 0
  br i1 %107, label %108, label %110

108:                                              ; preds = %105
  %109 = call i32 @fib(i32 noundef 12)
  store i32 %109, ptr %29, align 4
  call void @__kmpc_end_single(ptr @4, i32 %31)
  br label %110

110:                                              ; preds = %108, %105
  call void @__kmpc_barrier(ptr @5, i32 %31)
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #3

; Function Attrs: noinline norecurse nounwind uwtable
define internal void @main.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #4 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8
  %12 = load double, ptr %8, align 8
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce(ptr, i32, i32, i64, ptr, ptr, ptr) #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce(ptr, i32, ptr) #5

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) #5

; Function Attrs: convergent nounwind
declare void @__kmpc_critical(ptr, i32, ptr) #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_critical(ptr, i32, ptr) #5

; Function Attrs: convergent nounwind
declare i32 @__kmpc_single(ptr, i32) #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_single(ptr, i32) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.anon, align 8
  %7 = alloca %struct.anon.0, align 8
  %8 = call i32 @__kmpc_global_thread_num(ptr @4)
  store i32 %0, ptr %3, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 2
  br i1 %10, label %11, label %13

11:                                               ; preds = %1
  %12 = load i32, ptr %3, align 4
  store i32 %12, ptr %2, align 4
  br label %36

13:                                               ; preds = %1
  %14 = getelementptr inbounds %struct.anon, ptr %6, i32 0, i32 0
  store ptr %4, ptr %14, align 8
  %15 = call ptr @__kmpc_omp_task_alloc(ptr @4, i32 %8, i32 1, i64 48, i64 8, ptr @.omp_task_entry.)
  %16 = getelementptr inbounds %struct.kmp_task_t_with_privates, ptr %15, i32 0, i32 0
  %17 = getelementptr inbounds %struct.kmp_task_t, ptr %16, i32 0, i32 0
  %18 = load ptr, ptr %17, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %6, i64 8, i1 false)
  %19 = getelementptr inbounds %struct.kmp_task_t_with_privates, ptr %15, i32 0, i32 1
  %20 = getelementptr inbounds %struct..kmp_privates.t, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %3, align 4
  store i32 %21, ptr %20, align 8
  %22 = call i32 @__kmpc_omp_task(ptr @4, i32 %8, ptr %15)
  %23 = getelementptr inbounds %struct.anon.0, ptr %7, i32 0, i32 0
  store ptr %5, ptr %23, align 8
  %24 = call ptr @__kmpc_omp_task_alloc(ptr @4, i32 %8, i32 1, i64 48, i64 8, ptr @.omp_task_entry..3)
  %25 = getelementptr inbounds %struct.kmp_task_t_with_privates.1, ptr %24, i32 0, i32 0
  %26 = getelementptr inbounds %struct.kmp_task_t, ptr %25, i32 0, i32 0
  %27 = load ptr, ptr %26, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %7, i64 8, i1 false)
  %28 = getelementptr inbounds %struct.kmp_task_t_with_privates.1, ptr %24, i32 0, i32 1
  %29 = getelementptr inbounds %struct..kmp_privates.t.2, ptr %28, i32 0, i32 0
  %30 = load i32, ptr %3, align 4
  store i32 %30, ptr %29, align 8
  %31 = call i32 @__kmpc_omp_task(ptr @4, i32 %8, ptr %24)
  %32 = call i32 @__kmpc_omp_taskwait(ptr @4, i32 %8)
  %33 = load i32, ptr %4, align 4
  %34 = load i32, ptr %5, align 4
  %35 = add nsw i32 %33, %34
  store i32 %35, ptr %2, align 4
  br label %36

36:                                               ; preds = %13, %11
  %37 = load i32, ptr %2, align 4
  ret i32 %37
}

; Function Attrs: nounwind
declare !callback !7 void @__kmpc_fork_call(ptr, i32, ptr, ...) #3

declare i32 @printf(ptr noundef, ...) #6

; Function Attrs: noinline nounwind uwtable
define internal void @.omp_task_privates_map.(ptr noalias noundef %0, ptr noalias noundef %1) #7 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct..kmp_privates.t, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %6, ptr %7, align 8
  ret void
}

; Function Attrs: noinline norecurse nounwind uwtable
define internal i32 @.omp_task_entry.(i32 noundef %0, ptr noalias noundef %1) #4 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  store i32 %0, ptr %10, align 4
  store ptr %1, ptr %11, align 8
  %12 = load i32, ptr %10, align 4
  %13 = load ptr, ptr %11, align 8
  %14 = getelementptr inbounds %struct.kmp_task_t_with_privates, ptr %13, i32 0, i32 0
  %15 = getelementptr inbounds %struct.kmp_task_t, ptr %14, i32 0, i32 2
  %16 = getelementptr inbounds %struct.kmp_task_t, ptr %14, i32 0, i32 0
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds %struct.kmp_task_t_with_privates, ptr %13, i32 0, i32 1
  call void @llvm.experimental.noalias.scope.decl(metadata !9)
  call void @llvm.experimental.noalias.scope.decl(metadata !12)
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  call void @llvm.experimental.noalias.scope.decl(metadata !16)
  store i32 %12, ptr %3, align 4, !noalias !18
  store ptr %15, ptr %4, align 8, !noalias !18
  store ptr %18, ptr %5, align 8, !noalias !18
  store ptr @.omp_task_privates_map., ptr %6, align 8, !noalias !18
  store ptr %13, ptr %7, align 8, !noalias !18
  store ptr %17, ptr %8, align 8, !noalias !18
  %19 = load ptr, ptr %8, align 8, !noalias !18
  %20 = load ptr, ptr %6, align 8, !noalias !18
  %21 = load ptr, ptr %5, align 8, !noalias !18
  call void %20(ptr %21, ptr %9) #3
  %22 = load ptr, ptr %9, align 8, !noalias !18
  %23 = load i32, ptr %22, align 4
  %24 = sub nsw i32 %23, 1
  %25 = call i32 @fib(i32 noundef %24)
  %26 = load ptr, ptr %19, align 8
  store i32 %25, ptr %26, align 4
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #3

; Function Attrs: nounwind
declare noalias ptr @__kmpc_omp_task_alloc(ptr, i32, i32, i64, i64, ptr) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nounwind
declare i32 @__kmpc_omp_task(ptr, i32, ptr) #3

; Function Attrs: noinline nounwind uwtable
define internal void @.omp_task_privates_map..2(ptr noalias noundef %0, ptr noalias noundef %1) #7 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct..kmp_privates.t.2, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %6, ptr %7, align 8
  ret void
}

; Function Attrs: noinline norecurse nounwind uwtable
define internal i32 @.omp_task_entry..3(i32 noundef %0, ptr noalias noundef %1) #4 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  store i32 %0, ptr %10, align 4
  store ptr %1, ptr %11, align 8
  %12 = load i32, ptr %10, align 4
  %13 = load ptr, ptr %11, align 8
  %14 = getelementptr inbounds %struct.kmp_task_t_with_privates.1, ptr %13, i32 0, i32 0
  %15 = getelementptr inbounds %struct.kmp_task_t, ptr %14, i32 0, i32 2
  %16 = getelementptr inbounds %struct.kmp_task_t, ptr %14, i32 0, i32 0
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds %struct.kmp_task_t_with_privates.1, ptr %13, i32 0, i32 1
  call void @llvm.experimental.noalias.scope.decl(metadata !19)
  call void @llvm.experimental.noalias.scope.decl(metadata !22)
  call void @llvm.experimental.noalias.scope.decl(metadata !24)
  call void @llvm.experimental.noalias.scope.decl(metadata !26)
  store i32 %12, ptr %3, align 4, !noalias !28
  store ptr %15, ptr %4, align 8, !noalias !28
  store ptr %18, ptr %5, align 8, !noalias !28
  store ptr @.omp_task_privates_map..2, ptr %6, align 8, !noalias !28
  store ptr %13, ptr %7, align 8, !noalias !28
  store ptr %17, ptr %8, align 8, !noalias !28
  %19 = load ptr, ptr %8, align 8, !noalias !28
  %20 = load ptr, ptr %6, align 8, !noalias !28
  %21 = load ptr, ptr %5, align 8, !noalias !28
  call void %20(ptr %21, ptr %9) #3
  %22 = load ptr, ptr %9, align 8, !noalias !28
  %23 = load i32, ptr %22, align 4
  %24 = sub nsw i32 %23, 2
  %25 = call i32 @fib(i32 noundef %24)
  %26 = load ptr, ptr %19, align 8
  store i32 %25, ptr %26, align 4
  ret i32 0
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_omp_taskwait(ptr, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noinline norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent nounwind }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"openmp", i32 51}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8}
!8 = !{i64 2, i64 -1, i64 -1, i1 true}
!9 = !{!10}
!10 = distinct !{!10, !11, !".omp_outlined.: argument 0"}
!11 = distinct !{!11, !".omp_outlined."}
!12 = !{!13}
!13 = distinct !{!13, !11, !".omp_outlined.: argument 1"}
!14 = !{!15}
!15 = distinct !{!15, !11, !".omp_outlined.: argument 2"}
!16 = !{!17}
!17 = distinct !{!17, !11, !".omp_outlined.: argument 3"}
!18 = !{!10, !13, !15, !17}
!19 = !{!20}
!20 = distinct !{!20, !21, !".omp_outlined..1: argument 0"}
!21 = distinct !{!21, !".omp_outlined..1"}
!22 = !{!23}
!23 = distinct !{!23, !21, !".omp_outlined..1: argument 1"}
!24 = !{!25}
!25 = distinct !{!25, !21, !".omp_outlined..1: argument 2"}
!26 = !{!27}
!27 = distinct !{!27, !21, !".omp_outlined..1: argument 3"}
!28 = !{!20, !23, !25, !27}
