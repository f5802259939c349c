; omp_clauses.c in OpenMP directive form (Intel's spelling; clang-19 lowers OpenMP to runtime
; calls instead): made from `clang-19 -O0 -Xclang -disable-O0-optnone -fno-discard-value-names
; -S -emit-llvm omp_clauses.c` by bracketing the loop with a DIR.OMP.PARALLEL.LOOP region
; whose clauses are the pragma's, then `parir opt -passes=mem2reg` (the variables the clauses
; name stay in memory: the region entry uses their addresses).
source_filename = "omp_clauses.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [64 x i8] c"sum %ld prod %ld max %d min %d all %d any %d half %.1f bits %x\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"hist %d %d %d %d last %d a[999] %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %a = alloca [1000 x i32], align 16
  %sum = alloca i64, align 8
  %prod = alloca i64, align 8
  %mx = alloca i32, align 4
  %mn = alloca i32, align 4
  %all = alloca i32, align 4
  %any = alloca i32, align 4
  %half = alloca double, align 8
  %bits = alloca i32, align 4
  %hist = alloca [4 x i32], align 16
  %t = alloca i32, align 4
  %base = alloca i32, align 4
  %last = alloca i32, align 4
  store i64 0, ptr %sum, align 8
  store i64 1, ptr %prod, align 8
  store i32 -1000000, ptr %mx, align 4
  store i32 1000000, ptr %mn, align 4
  store i32 1, ptr %all, align 4
  store i32 0, ptr %any, align 4
  store double 0.000000e+00, ptr %half, align 8
  store i32 0, ptr %bits, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %hist, i8 0, i64 16, i1 false)
  store i32 7, ptr %base, align 4
  store i32 -1, ptr %last, align 4
  %region = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.SHARED"(ptr %a), "QUAL.OMP.PRIVATE"(ptr %t), "QUAL.OMP.FIRSTPRIVATE"(ptr %base), "QUAL.OMP.LASTPRIVATE"(ptr %last), "QUAL.OMP.REDUCTION.ADD"(ptr %sum), "QUAL.OMP.REDUCTION.MUL"(ptr %prod), "QUAL.OMP.REDUCTION.MAX"(ptr %mx), "QUAL.OMP.REDUCTION.MIN"(ptr %mn), "QUAL.OMP.REDUCTION.AND"(ptr %all), "QUAL.OMP.REDUCTION.OR"(ptr %any), "QUAL.OMP.REDUCTION.ADD"(ptr %half), "QUAL.OMP.REDUCTION.BOR"(ptr %bits), "QUAL.OMP.REDUCTION.ADD"(ptr %hist) ]
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, 1000
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %mul = mul nsw i32 %i.0, 37
  %rem = srem i32 %mul, 101
  store i32 %rem, ptr %t, align 4
  %0 = load i32, ptr %t, align 4
  %1 = load i32, ptr %base, align 4
  %add = add nsw i32 %0, %1
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds [1000 x i32], ptr %a, i64 0, i64 %idxprom
  store i32 %add, ptr %arrayidx, align 4
  %2 = load i32, ptr %t, align 4
  %conv = sext i32 %2 to i64
  %3 = load i64, ptr %sum, align 8
  %add1 = add nsw i64 %3, %conv
  store i64 %add1, ptr %sum, align 8
  %rem2 = srem i32 %i.0, 100
  %cmp3 = icmp eq i32 %rem2, 0
  %4 = zext i1 %cmp3 to i64
  %cond = select i1 %cmp3, i32 3, i32 1
  %conv5 = sext i32 %cond to i64
  %5 = load i64, ptr %prod, align 8
  %mul6 = mul nsw i64 %5, %conv5
  store i64 %mul6, ptr %prod, align 8
  %6 = load i32, ptr %t, align 4
  %7 = load i32, ptr %mx, align 4
  %cmp7 = icmp sgt i32 %6, %7
  br i1 %cmp7, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %8 = load i32, ptr %t, align 4
  store i32 %8, ptr %mx, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %9 = load i32, ptr %t, align 4
  %10 = load i32, ptr %mn, align 4
  %cmp9 = icmp slt i32 %9, %10
  br i1 %cmp9, label %if.then11, label %if.end12

if.then11:                                        ; preds = %if.end
  %11 = load i32, ptr %t, align 4
  store i32 %11, ptr %mn, align 4
  br label %if.end12

if.end12:                                         ; preds = %if.then11, %if.end
  %12 = load i32, ptr %all, align 4
  %tobool = icmp ne i32 %12, 0
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %if.end12
  %13 = load i32, ptr %t, align 4
  %cmp13 = icmp slt i32 %13, 101
  br label %land.end

land.end:                                         ; preds = %land.rhs, %if.end12
  %14 = phi i1 [ false, %if.end12 ], [ %cmp13, %land.rhs ]
  %land.ext = zext i1 %14 to i32
  store i32 %land.ext, ptr %all, align 4
  %15 = load i32, ptr %any, align 4
  %tobool15 = icmp ne i32 %15, 0
  br i1 %tobool15, label %lor.end, label %lor.rhs

lor.rhs:                                          ; preds = %land.end
  %16 = load i32, ptr %t, align 4
  %cmp16 = icmp eq i32 %16, 100
  br label %lor.end

lor.end:                                          ; preds = %lor.rhs, %land.end
  %17 = phi i1 [ true, %land.end ], [ %cmp16, %lor.rhs ]
  %lor.ext = zext i1 %17 to i32
  store i32 %lor.ext, ptr %any, align 4
  %18 = load i32, ptr %t, align 4
  %conv18 = sitofp i32 %18 to double
  %19 = load double, ptr %half, align 8
  %20 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %conv18, double %19)
  store double %20, ptr %half, align 8
  %21 = load i32, ptr %t, align 4
  %rem20 = srem i32 %21, 32
  %shl = shl i32 1, %rem20
  %22 = load i32, ptr %bits, align 4
  %or = or i32 %22, %shl
  store i32 %or, ptr %bits, align 4
  %23 = load i32, ptr %t, align 4
  %rem21 = srem i32 %23, 4
  %idxprom22 = sext i32 %rem21 to i64
  %arrayidx23 = getelementptr inbounds [4 x i32], ptr %hist, i64 0, i64 %idxprom22
  %24 = load i32, ptr %arrayidx23, align 4
  %add24 = add nsw i32 %24, 1
  store i32 %add24, ptr %arrayidx23, align 4
  store i32 %i.0, ptr %last, align 4
  br label %for.inc

for.inc:                                          ; preds = %lor.end
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  call void @llvm.directive.region.exit(token %region) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  %25 = load i64, ptr %sum, align 8
  %26 = load i64, ptr %prod, align 8
  %27 = load i32, ptr %mx, align 4
  %28 = load i32, ptr %mn, align 4
  %29 = load i32, ptr %all, align 4
  %30 = load i32, ptr %any, align 4
  %31 = load double, ptr %half, align 8
  %32 = load i32, ptr %bits, align 4
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %25, i64 noundef %26, i32 noundef %27, i32 noundef %28, i32 noundef %29, i32 noundef %30, double noundef %31, i32 noundef %32)
  %arrayidx25 = getelementptr inbounds [4 x i32], ptr %hist, i64 0, i64 0
  %33 = load i32, ptr %arrayidx25, align 16
  %arrayidx26 = getelementptr inbounds [4 x i32], ptr %hist, i64 0, i64 1
  %34 = load i32, ptr %arrayidx26, align 4
  %arrayidx27 = getelementptr inbounds [4 x i32], ptr %hist, i64 0, i64 2
  %35 = load i32, ptr %arrayidx27, align 8
  %arrayidx28 = getelementptr inbounds [4 x i32], ptr %hist, i64 0, i64 3
  %36 = load i32, ptr %arrayidx28, align 4
  %37 = load i32, ptr %last, align 4
  %arrayidx29 = getelementptr inbounds [1000 x i32], ptr %a, i64 0, i64 999
  %38 = load i32, ptr %arrayidx29, align 4
  %call30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36, i32 noundef %37, i32 noundef %38)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

declare i32 @printf(ptr noundef, ...)

declare token @llvm.directive.region.entry()

declare void @llvm.directive.region.exit(token) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
