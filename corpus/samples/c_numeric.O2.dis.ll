; ModuleID = '<stdin>'
source_filename = "c_numeric.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@storage_half = dso_local local_unnamed_addr global half 0xH0000, align 2

; Function Attrs: nounwind uwtable
define dso_local { double, double } @cmul(double noundef %0, double noundef %1, double noundef %2, double noundef %3) local_unnamed_addr #0 {
  %5 = fmul double %0, %2
  %6 = fmul double %1, %3
  %7 = fmul double %0, %3
  %8 = fmul double %1, %2
  %9 = fsub double %5, %6
  %10 = fadd double %8, %7
  %11 = fcmp uno double %9, 0.000000e+00
  br i1 %11, label %12, label %18, !prof !5

12:                                               ; preds = %4
  %13 = fcmp uno double %10, 0.000000e+00
  br i1 %13, label %14, label %18, !prof !5

14:                                               ; preds = %12
  %15 = tail call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #11
  %16 = extractvalue { double, double } %15, 0
  %17 = extractvalue { double, double } %15, 1
  br label %18

18:                                               ; preds = %14, %12, %4
  %19 = phi double [ %9, %4 ], [ %9, %12 ], [ %16, %14 ]
  %20 = phi double [ %10, %4 ], [ %10, %12 ], [ %17, %14 ]
  %21 = insertvalue { double, double } poison, double %19, 0
  %22 = insertvalue { double, double } %21, double %20, 1
  ret { double, double } %22
}

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nounwind uwtable
define dso_local <2 x float> @cdivf(<2 x float> noundef %0, <2 x float> noundef %1) local_unnamed_addr #1 {
  %3 = extractelement <2 x float> %0, i64 0
  %4 = extractelement <2 x float> %0, i64 1
  %5 = extractelement <2 x float> %1, i64 0
  %6 = extractelement <2 x float> %1, i64 1
  %7 = tail call <2 x float> @__divsc3(float noundef %3, float noundef %4, float noundef %5, float noundef %6) #11
  ret <2 x float> %7
}

declare <2 x float> @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: nounwind uwtable
define dso_local { x86_fp80, x86_fp80 } @cld(ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %0) local_unnamed_addr #0 {
  %2 = load x86_fp80, ptr %0, align 16
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load x86_fp80, ptr %3, align 16
  %5 = fmul x86_fp80 %2, %2
  %6 = fmul x86_fp80 %4, %4
  %7 = fmul x86_fp80 %2, %4
  %8 = fsub x86_fp80 %5, %6
  %9 = fadd x86_fp80 %7, %7
  %10 = fcmp uno x86_fp80 %8, 0xK00000000000000000000
  br i1 %10, label %11, label %17, !prof !5

11:                                               ; preds = %1
  %12 = fcmp uno x86_fp80 %9, 0xK00000000000000000000
  br i1 %12, label %13, label %17, !prof !5

13:                                               ; preds = %11
  %14 = tail call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %2, x86_fp80 noundef %4, x86_fp80 noundef %2, x86_fp80 noundef %4) #11
  %15 = extractvalue { x86_fp80, x86_fp80 } %14, 0
  %16 = extractvalue { x86_fp80, x86_fp80 } %14, 1
  br label %17

17:                                               ; preds = %13, %11, %1
  %18 = phi x86_fp80 [ %8, %1 ], [ %8, %11 ], [ %15, %13 ]
  %19 = phi x86_fp80 [ %9, %1 ], [ %9, %11 ], [ %16, %13 ]
  %20 = fadd x86_fp80 %18, 0xK3FFF8000000000000000
  %21 = insertvalue { x86_fp80, x86_fp80 } poison, x86_fp80 %20, 0
  %22 = insertvalue { x86_fp80, x86_fp80 } %21, x86_fp80 %19, 1
  ret { x86_fp80, x86_fp80 } %22
}

declare { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80) local_unnamed_addr

; Function Attrs: nofree nounwind uwtable
define dso_local double @cabs_sum(double noundef %0, double noundef %1) local_unnamed_addr #2 {
  %3 = tail call double @cabs(double noundef %0, double noundef %1) #11
  %4 = fadd double %3, %0
  %5 = fadd double %4, %1
  ret double %5
}

; Function Attrs: nofree nounwind
declare double @cabs(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @gauss(i64 noundef %0, i64 noundef %1) local_unnamed_addr #4 {
  %3 = lshr i64 %0, 32
  %4 = lshr i64 %1, 32
  %5 = mul nuw i64 %4, %3
  %6 = mul i64 %4, %0
  %7 = add i64 %1, 1
  %8 = mul i64 %7, %0
  %9 = sub i64 %8, %5
  %10 = mul i64 %3, %7
  %11 = add i64 %10, %6
  %12 = shl i64 %11, 32
  %13 = and i64 %9, 4294967295
  %14 = or disjoint i64 %12, %13
  ret i64 %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef x86_fp80 @ld_poly(x86_fp80 noundef %0) local_unnamed_addr #4 {
  %2 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %0, x86_fp80 0xK4000C000000000000000, x86_fp80 0xK40008000000000000000)
  %3 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %2, x86_fp80 %0, x86_fp80 0xKBFFF8000000000000000)
  %4 = fmul x86_fp80 %3, %0
  %5 = fdiv x86_fp80 %4, 0xK4001E000000000000000
  ret x86_fp80 %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef x86_fp80 @ld_convert(double noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = fpext double %0 to x86_fp80
  %4 = sitofp i32 %1 to x86_fp80
  %5 = fadd x86_fp80 %3, %4
  ret x86_fp80 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @ld_cmp(x86_fp80 noundef %0, x86_fp80 noundef %1) local_unnamed_addr #4 {
  %3 = fcmp olt x86_fp80 %0, %1
  %4 = fcmp uno x86_fp80 %0, 0xK00000000000000000000
  %5 = or i1 %4, %3
  %6 = zext i1 %5 to i32
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @mul128(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #4 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = mul nsw i128 %12, %8
  %14 = trunc i128 %13 to i64
  %15 = lshr i128 %13, 64
  %16 = trunc nuw i128 %15 to i64
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1
  ret { i64, i64 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @divmod128(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #4 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or disjoint i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or disjoint i128 %10, %11
  %13 = udiv i128 %8, %12
  %14 = mul i128 %13, %12
  %15 = sub i128 %8, %14
  %16 = add i128 %15, %13
  %17 = trunc i128 %16 to i64
  %18 = lshr i128 %16, 64
  %19 = trunc nuw i128 %18 to i64
  %20 = insertvalue { i64, i64 } poison, i64 %17, 0
  %21 = insertvalue { i64, i64 } %20, i64 %19, 1
  ret { i64, i64 } %21
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i64, i64 } @shift128(i64 noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = zext i64 %1 to i128
  %5 = shl nuw i128 %4, 64
  %6 = zext i64 %0 to i128
  %7 = or disjoint i128 %5, %6
  %8 = zext nneg i32 %2 to i128
  %9 = shl i128 %7, %8
  %10 = sub nsw i32 127, %2
  %11 = zext nneg i32 %10 to i128
  %12 = ashr i128 %7, %11
  %13 = xor i128 %9, %12
  %14 = trunc i128 %13 to i64
  %15 = lshr i128 %13, 64
  %16 = trunc nuw i128 %15 to i64
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1
  ret { i64, i64 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i64 0, -1) i64 @mulhi(i64 noundef %0, i64 noundef %1) local_unnamed_addr #4 {
  %3 = zext i64 %0 to i128
  %4 = zext i64 %1 to i128
  %5 = mul nuw i128 %4, %3
  %6 = lshr i128 %5, 64
  %7 = trunc nuw i128 %6 to i64
  ret i64 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef half @half_ops(half noundef %0, half noundef %1) local_unnamed_addr #4 {
  %3 = fpext half %0 to float
  %4 = fpext half %1 to float
  %5 = tail call float @llvm.fmuladd.f32(float %3, float %4, float 1.000000e+00)
  %6 = fptrunc float %5 to half
  ret half %6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @half_to_float(half noundef %0) local_unnamed_addr #4 {
  %2 = fpext half %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local float @load_storage_half() local_unnamed_addr #6 {
  %1 = load half, ptr @storage_half, align 2, !tbaa !6
  %2 = fpext half %1 to float
  %3 = fmul float %2, 2.000000e+00
  ret float %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2, 32) i32 @classify(double noundef %0) local_unnamed_addr #4 {
  %2 = tail call double @llvm.fabs.f64(double %0) #12
  %3 = fcmp oeq double %2, 0x7FF0000000000000
  %4 = fcmp uno double %0, 0.000000e+00
  %5 = fcmp ueq double %0, 0.000000e+00
  %6 = or i1 %5, %3
  %7 = fcmp uge double %2, 0x10000000000000
  %8 = select i1 %7, i32 8, i32 0
  %9 = select i1 %6, i32 0, i32 %8
  %10 = bitcast double %0 to i64
  %11 = icmp slt i64 %10, 0
  %12 = select i1 %11, i32 -2, i32 2
  %13 = select i1 %3, i32 %12, i32 0
  %14 = zext i1 %4 to i32
  %15 = fcmp one double %2, 0x7FF0000000000000
  %16 = select i1 %15, i32 4, i32 0
  %17 = lshr i64 %10, 59
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = and i32 %18, 16
  %20 = or disjoint i32 %16, %14
  %21 = add nsw i32 %20, %13
  %22 = add nsw i32 %21, %9
  %23 = add nsw i32 %22, %19
  ret i32 %23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local i32 @overflow_checks(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #7 {
  %6 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1)
  %7 = extractvalue { i32, i1 } %6, 1
  %8 = extractvalue { i32, i1 } %6, 0
  %9 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %2, i32 %3)
  %10 = extractvalue { i32, i1 } %9, 1
  %11 = extractvalue { i32, i1 } %9, 0
  %12 = or i1 %7, %10
  %13 = sext i32 %0 to i64
  %14 = zext i32 %2 to i64
  %15 = mul nsw i64 %14, %13
  store i64 %15, ptr %4, align 8
  %16 = add nsw i32 %11, %8
  %17 = select i1 %12, i32 -1, i32 %16
  ret i32 %17
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @bitops(i32 noundef %0, i64 noundef %1) local_unnamed_addr #4 {
  %3 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %0)
  %4 = or i32 %0, 1
  %5 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %4, i1 true)
  %6 = tail call i32 @llvm.bswap.i32(i32 %0)
  %7 = tail call i64 @llvm.bswap.i64(i64 %1)
  %8 = trunc i64 %7 to i32
  %9 = and i32 %3, 1
  %10 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %0, i1 true)
  %11 = add nuw nsw i32 %10, 1
  %12 = icmp eq i32 %0, 0
  %13 = select i1 %12, i32 0, i32 %11
  %14 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 7)
  %15 = trunc i32 %0 to i8
  %16 = tail call i8 @llvm.bitreverse.i8(i8 %15)
  %17 = zext i8 %16 to i32
  %18 = add i32 %6, %3
  %19 = add i32 %18, %14
  %20 = add i32 %19, %5
  %21 = add i32 %20, %9
  %22 = add i32 %21, %8
  %23 = add i32 %22, %13
  %24 = add i32 %23, %17
  ret i32 %24
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.bitreverse.i8(i8) #5

; Function Attrs: nounwind uwtable
define dso_local double @math_calls(double noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = tail call double @sin(double noundef %0) #11
  %4 = tail call double @cos(double noundef %0) #11
  %5 = fadd double %3, %4
  %6 = tail call double @exp(double noundef %0) #11
  %7 = fadd double %5, %6
  %8 = tail call double @llvm.fabs.f64(double %0)
  %9 = fadd double %8, 1.000000e+00
  %10 = tail call double @log(double noundef %9) #11
  %11 = fadd double %7, %10
  %12 = tail call double @pow(double noundef %0, double noundef 2.500000e+00) #11
  %13 = fadd double %11, %12
  %14 = tail call double @llvm.sqrt.f64(double %8)
  %15 = fadd double %14, %13
  %16 = tail call double @llvm.floor.f64(double %0)
  %17 = fadd double %16, %15
  %18 = tail call double @llvm.ceil.f64(double %0)
  %19 = fadd double %18, %17
  %20 = tail call double @llvm.round.f64(double %0)
  %21 = fadd double %20, %19
  %22 = tail call double @llvm.trunc.f64(double %0)
  %23 = fadd double %22, %21
  %24 = tail call double @llvm.fma.f64(double %0, double %0, double 1.000000e+00)
  %25 = fadd double %24, %23
  %26 = tail call double @llvm.minnum.f64(double %0, double 2.000000e+00)
  %27 = fadd double %26, %25
  %28 = tail call double @llvm.maxnum.f64(double %0, double -2.000000e+00)
  %29 = fadd double %28, %27
  %30 = fsub double %29, %8
  %31 = tail call float @sqrtf(float noundef %1) #11
  %32 = fpext float %31 to double
  %33 = fadd double %30, %32
  %34 = tail call float @llvm.fabs.f32(float %1)
  %35 = fpext float %34 to double
  %36 = fadd double %33, %35
  %37 = tail call double @atan2(double noundef %0, double noundef 1.000000e+00) #11
  %38 = fadd double %37, %36
  %39 = tail call double @ldexp(double noundef %0, i32 noundef 3) #11
  %40 = fadd double %39, %38
  %41 = tail call double @hypot(double noundef %0, double noundef 3.000000e+00) #11
  %42 = fadd double %41, %40
  ret double %42
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sqrtf(float noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2(double noundef, double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @fp_conv(double noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = fptrunc double %0 to float
  %5 = fptosi double %0 to i32
  %6 = fptoui double %0 to i64
  %7 = fadd float %4, %4
  %8 = sitofp i64 %1 to float
  %9 = fadd float %7, %8
  %10 = uitofp i32 %2 to float
  %11 = fadd float %9, %10
  %12 = sitofp i32 %5 to float
  %13 = fadd float %11, %12
  %14 = uitofp i64 %6 to float
  %15 = fadd float %13, %14
  ret float %15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @fneg_and_cmp(double noundef %0, double noundef %1) local_unnamed_addr #4 {
  %3 = fneg double %0
  %4 = fcmp olt double %0, %1
  %5 = fsub double 1.000000e+00, %0
  %6 = select i1 %4, double %5, double %3
  %7 = fcmp ugt double %0, %1
  %8 = fadd double %6, 2.000000e+00
  %9 = select i1 %7, double %6, double %8
  %10 = fcmp ogt double %0, %1
  %11 = fadd double %9, 4.000000e+00
  %12 = select i1 %10, double %11, double %9
  %13 = fcmp uno double %0, %1
  %14 = fadd double %12, 8.000000e+00
  %15 = select i1 %13, double %14, double %12
  %16 = fcmp ueq double %0, %1
  %17 = fadd double %15, 1.600000e+01
  %18 = select i1 %16, double %15, double %17
  ret double %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @int_conv(i8 noundef signext %0, i16 noundef signext %1, i8 noundef zeroext %2, i64 noundef %3) local_unnamed_addr #4 {
  %5 = sext i8 %0 to i32
  %6 = sext i16 %1 to i32
  %7 = add nsw i32 %6, %5
  %8 = zext i8 %2 to i32
  %9 = trunc i64 %3 to i32
  %10 = zext i16 %1 to i32
  %11 = icmp ne i64 %3, 0
  %12 = zext i1 %11 to i32
  %13 = add nsw i32 %7, %10
  %14 = add nsw i32 %13, %8
  %15 = add i32 %14, %9
  %16 = add nsw i32 %15, %12
  ret i32 %16
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call double @ldexp(double noundef 5.000000e-01, i32 noundef 3) #11
  %2 = fadd double %1, 0x4027D88B795ECC20
  %3 = tail call double @hypot(double noundef 5.000000e-01, double noundef 3.000000e+00) #11
  %4 = fadd double %3, %2
  %5 = fptosi double %4 to i32
  %6 = tail call double @cabs(double noundef 5.000000e+00, double noundef 5.000000e+00) #11
  %7 = fadd double %6, 5.000000e+00
  %8 = fadd double %7, 5.000000e+00
  %9 = fptosi double %8 to i32
  %10 = add i32 %5, -268404568
  %11 = add i32 %10, %9
  ret i32 %11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
!6 = !{!7, !7, i64 0}
!7 = !{!"__fp16", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
