; ModuleID = '<stdin>'
source_filename = "FIRModule"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$_QQclX048f7abf306ccbd44697fb2f0418b13e = comdat any

$_QQclX283346382E3329 = comdat any

@_QMarray_opsECdp = local_unnamed_addr constant i32 8
@_QFEa = internal global [10 x double] zeroinitializer
@_QFEb = internal unnamed_addr global [12 x double] zeroinitializer
@_QFEc = internal global [10 x double] zeroinitializer
@_QFEm = internal unnamed_addr global { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr null, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 2, i8 0, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64)], [3 x i64] [i64 1, i64 0, i64 0]] }
@_QFEmt = internal global { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr null, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 2, i8 0, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64)], [3 x i64] [i64 1, i64 0, i64 0]] }
@_QFEprod = internal global { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] } { ptr null, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64), i32 20180515, i8 2, i8 28, i8 2, i8 0, [2 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 ptrtoint (ptr getelementptr (double, ptr null, i32 1) to i64)], [3 x i64] [i64 1, i64 0, i64 0]] }
@_QFEs = internal global [3 x [3 x float]] zeroinitializer
@_QQclX048f7abf306ccbd44697fb2f0418b13e = linkonce constant [35 x i8] c"/tmp/parir-corpus-src/f_arrays.f90\00", comdat
@_QQro.3x3xr4.1 = internal unnamed_addr constant [3 x [3 x float]] [[3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [3 x float] [float 4.000000e+00, float 5.000000e+00, float 6.000000e+00], [3 x float] [float 7.000000e+00, float 8.000000e+00, float 9.000000e+00]]
@_QQclX283346382E3329 = linkonce constant [7 x i8] c"(3F8.3)", comdat

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define void @_QMarray_opsPfill(ptr nocapture writeonly %0, ptr nocapture readonly %1) local_unnamed_addr #2 {
  %3 = load i32, ptr %1, align 4, !tbaa !3
  %invariant.gep = getelementptr i8, ptr %0, i64 -8
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %2
  %5 = zext nneg i32 %3 to i64
  %min.iters.check = icmp ult i32 %3, 4
  br i1 %min.iters.check, label %.lr.ph.preheader4, label %vector.ph

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %5, 2147483644
  %ind.end = or disjoint i64 %n.vec, 1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <2 x i32> [ <i32 1, i32 2>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %step.add = add <2 x i32> %vec.ind, <i32 2, i32 2>
  %6 = sitofp <2 x i32> %vec.ind to <2 x double>
  %7 = sitofp <2 x i32> %step.add to <2 x double>
  %8 = fmul contract <2 x double> %6, <double 5.000000e-01, double 5.000000e-01>
  %9 = fmul contract <2 x double> %7, <double 5.000000e-01, double 5.000000e-01>
  %10 = getelementptr double, ptr %0, i64 %index
  %11 = getelementptr i8, ptr %10, i64 16
  store <2 x double> %8, ptr %10, align 8, !tbaa !9
  store <2 x double> %9, ptr %11, align 8, !tbaa !9
  %index.next = add nuw i64 %index, 4
  %vec.ind.next = add <2 x i32> %vec.ind, <i32 4, i32 4>
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %5
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader4

.lr.ph.preheader4:                                ; preds = %middle.block, %.lr.ph.preheader
  %indvars.iv.ph = phi i64 [ 1, %.lr.ph.preheader ], [ %ind.end, %middle.block ]
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph, %.lr.ph.preheader4
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader4 ]
  %13 = trunc nuw nsw i64 %indvars.iv to i32
  %14 = sitofp i32 %13 to double
  %15 = fmul contract double %14, 5.000000e-01
  %gep = getelementptr double, ptr %invariant.gep, i64 %indvars.iv
  store double %15, ptr %gep, align 8, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv, %5
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !llvm.loop !14

._crit_edge:                                      ; preds = %.lr.ph, %middle.block, %2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define double @_QMarray_opsPtrace(ptr nocapture readonly %0) local_unnamed_addr #3 {
  %2 = getelementptr i8, ptr %0, i64 32
  %3 = load i64, ptr %2, align 8, !tbaa !15
  %4 = getelementptr i8, ptr %0, i64 56
  %5 = load i64, ptr %4, align 8, !tbaa !15
  %6 = trunc i64 %3 to i32
  %7 = trunc i64 %5 to i32
  %8 = tail call i32 @llvm.smin.i32(i32 %6, i32 %7)
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %1
  %10 = getelementptr i8, ptr %0, i64 64
  %11 = getelementptr i8, ptr %0, i64 40
  %12 = load i64, ptr %11, align 8, !tbaa !15
  %13 = load i64, ptr %10, align 8, !tbaa !15
  %14 = add i64 %13, %12
  %15 = load ptr, ptr %0, align 8, !tbaa !15
  %16 = zext nneg i32 %8 to i64
  %xtraiter = and i64 %16, 3
  %17 = icmp ult i32 %8, 4
  br i1 %17, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph.new

.lr.ph.new:                                       ; preds = %.lr.ph
  %unroll_iter = and i64 %16, 2147483644
  br label %18

18:                                               ; preds = %18, %.lr.ph.new
  %indvars.iv = phi i64 [ 1, %.lr.ph.new ], [ %indvars.iv.next.3, %18 ]
  %.04 = phi double [ 0.000000e+00, %.lr.ph.new ], [ %37, %18 ]
  %niter = phi i64 [ 0, %.lr.ph.new ], [ %niter.next.3, %18 ]
  %19 = add nsw i64 %indvars.iv, -1
  %20 = mul i64 %14, %19
  %21 = getelementptr i8, ptr %15, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !19
  %23 = fadd contract double %.04, %22
  %24 = mul i64 %14, %indvars.iv
  %25 = getelementptr i8, ptr %15, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !19
  %27 = fadd contract double %23, %26
  %28 = add nuw nsw i64 %indvars.iv, 1
  %29 = mul i64 %14, %28
  %30 = getelementptr i8, ptr %15, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !19
  %32 = fadd contract double %27, %31
  %33 = add nuw nsw i64 %indvars.iv, 2
  %34 = mul i64 %14, %33
  %35 = getelementptr i8, ptr %15, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !19
  %37 = fadd contract double %32, %36
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %._crit_edge.loopexit.unr-lcssa, label %18

._crit_edge.loopexit.unr-lcssa:                   ; preds = %18, %.lr.ph
  %.lcssa.ph = phi double [ poison, %.lr.ph ], [ %37, %18 ]
  %indvars.iv.unr = phi i64 [ 1, %.lr.ph ], [ %indvars.iv.next.3, %18 ]
  %.04.unr = phi double [ 0.000000e+00, %.lr.ph ], [ %37, %18 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %._crit_edge, label %.epil.preheader

.epil.preheader:                                  ; preds = %.epil.preheader, %._crit_edge.loopexit.unr-lcssa
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %.epil.preheader ], [ %indvars.iv.unr, %._crit_edge.loopexit.unr-lcssa ]
  %.04.epil = phi double [ %42, %.epil.preheader ], [ %.04.unr, %._crit_edge.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %.epil.preheader ], [ 0, %._crit_edge.loopexit.unr-lcssa ]
  %38 = add nsw i64 %indvars.iv.epil, -1
  %39 = mul i64 %14, %38
  %40 = getelementptr i8, ptr %15, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !19
  %42 = fadd contract double %.04.epil, %41
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %._crit_edge, label %.epil.preheader, !llvm.loop !23

._crit_edge:                                      ; preds = %.epil.preheader, %._crit_edge.loopexit.unr-lcssa, %1
  %.0.lcssa = phi double [ 0.000000e+00, %1 ], [ %.lcssa.ph, %._crit_edge.loopexit.unr-lcssa ], [ %42, %.epil.preheader ]
  ret double %.0.lcssa
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define void @_QMarray_opsPstencil(ptr nocapture readonly %0, ptr nocapture writeonly %1, ptr nocapture readonly %2) local_unnamed_addr #2 {
  %4 = load i32, ptr %2, align 4, !tbaa !25
  %invariant.gep = getelementptr i8, ptr %1, i64 -8
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %3
  %6 = zext nneg i32 %4 to i64
  %.pre = load double, ptr %0, align 8, !tbaa !31
  %min.iters.check = icmp ult i32 %4, 6
  %7 = add nsw i64 %6, -2147483647
  %8 = icmp ult i64 %7, -2147483646
  %or.cond = select i1 %min.iters.check, i1 true, i1 %8
  br i1 %or.cond, label %.lr.ph.preheader7, label %vector.ph

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %6, 2147483644
  %ind.end = or disjoint i64 %n.vec, 1
  %vector.recur.init = insertelement <2 x double> poison, double %.pre, i64 1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <2 x double> [ %vector.recur.init, %vector.ph ], [ %wide.load3, %vector.body ]
  %offset.idx = or disjoint i64 %index, 1
  %9 = getelementptr double, ptr %0, i64 %offset.idx
  %10 = getelementptr i8, ptr %9, i64 16
  %wide.load = load <2 x double>, ptr %9, align 8, !tbaa !31
  %wide.load3 = load <2 x double>, ptr %10, align 8, !tbaa !31
  %11 = shufflevector <2 x double> %vector.recur, <2 x double> %wide.load, <2 x i32> <i32 1, i32 2>
  %12 = shufflevector <2 x double> %wide.load, <2 x double> %wide.load3, <2 x i32> <i32 1, i32 2>
  %13 = fmul contract <2 x double> %11, <double 2.500000e-01, double 2.500000e-01>
  %14 = fmul contract <2 x double> %12, <double 2.500000e-01, double 2.500000e-01>
  %15 = fmul contract <2 x double> %wide.load, <double 5.000000e-01, double 5.000000e-01>
  %16 = fmul contract <2 x double> %wide.load3, <double 5.000000e-01, double 5.000000e-01>
  %17 = fadd contract <2 x double> %13, %15
  %18 = fadd contract <2 x double> %14, %16
  %19 = shl i64 %index, 32
  %20 = ashr exact i64 %19, 29
  %21 = or disjoint i64 %20, 16
  %22 = getelementptr i8, ptr %0, i64 %21
  %23 = getelementptr i8, ptr %22, i64 16
  %wide.load4 = load <2 x double>, ptr %22, align 8, !tbaa !31
  %wide.load5 = load <2 x double>, ptr %23, align 8, !tbaa !31
  %24 = fmul contract <2 x double> %wide.load4, <double 2.500000e-01, double 2.500000e-01>
  %25 = fmul contract <2 x double> %wide.load5, <double 2.500000e-01, double 2.500000e-01>
  %26 = fadd contract <2 x double> %17, %24
  %27 = fadd contract <2 x double> %18, %25
  %28 = getelementptr double, ptr %1, i64 %index
  %29 = getelementptr i8, ptr %28, i64 16
  store <2 x double> %26, ptr %28, align 8, !tbaa !33
  store <2 x double> %27, ptr %29, align 8, !tbaa !33
  %index.next = add nuw i64 %index, 4
  %30 = icmp eq i64 %index.next, %n.vec
  br i1 %30, label %middle.block, label %vector.body, !llvm.loop !35

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <2 x double> %wide.load3, i64 1
  %cmp.n = icmp eq i64 %n.vec, %6
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader7

.lr.ph.preheader7:                                ; preds = %middle.block, %.lr.ph.preheader
  %.ph = phi double [ %.pre, %.lr.ph.preheader ], [ %vector.recur.extract, %middle.block ]
  %indvars.iv.ph = phi i64 [ 1, %.lr.ph.preheader ], [ %ind.end, %middle.block ]
  %xtraiter = and i64 %6, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.lr.ph.prol.loopexit, label %.lr.ph.prol

.lr.ph.prol:                                      ; preds = %.lr.ph.preheader7
  %31 = fmul contract double %.ph, 2.500000e-01
  %32 = getelementptr double, ptr %0, i64 %indvars.iv.ph
  %33 = load double, ptr %32, align 8, !tbaa !31
  %34 = fmul contract double %33, 5.000000e-01
  %35 = fadd contract double %31, %34
  %indvars.iv.next.prol = add nuw nsw i64 %indvars.iv.ph, 1
  %sext.prol = shl i64 %indvars.iv.next.prol, 32
  %36 = ashr exact i64 %sext.prol, 29
  %37 = getelementptr i8, ptr %0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !31
  %39 = fmul contract double %38, 2.500000e-01
  %40 = fadd contract double %35, %39
  %gep.prol = getelementptr double, ptr %invariant.gep, i64 %indvars.iv.ph
  store double %40, ptr %gep.prol, align 8, !tbaa !33
  br label %.lr.ph.prol.loopexit

.lr.ph.prol.loopexit:                             ; preds = %.lr.ph.prol, %.lr.ph.preheader7
  %.unr = phi double [ %.ph, %.lr.ph.preheader7 ], [ %33, %.lr.ph.prol ]
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %.lr.ph.preheader7 ], [ %indvars.iv.next.prol, %.lr.ph.prol ]
  %41 = icmp eq i64 %indvars.iv.ph, %6
  br i1 %41, label %._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph, %.lr.ph.prol.loopexit
  %42 = phi double [ %55, %.lr.ph ], [ %.unr, %.lr.ph.prol.loopexit ]
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %.lr.ph ], [ %indvars.iv.unr, %.lr.ph.prol.loopexit ]
  %43 = fmul contract double %42, 2.500000e-01
  %44 = getelementptr double, ptr %0, i64 %indvars.iv
  %45 = load double, ptr %44, align 8, !tbaa !31
  %46 = fmul contract double %45, 5.000000e-01
  %47 = fadd contract double %43, %46
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %sext = shl i64 %indvars.iv.next, 32
  %48 = ashr exact i64 %sext, 29
  %49 = getelementptr i8, ptr %0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !31
  %51 = fmul contract double %50, 2.500000e-01
  %52 = fadd contract double %47, %51
  %gep = getelementptr double, ptr %invariant.gep, i64 %indvars.iv
  store double %52, ptr %gep, align 8, !tbaa !33
  %53 = fmul contract double %45, 2.500000e-01
  %54 = getelementptr double, ptr %0, i64 %indvars.iv.next
  %55 = load double, ptr %54, align 8, !tbaa !31
  %56 = fmul contract double %55, 5.000000e-01
  %57 = fadd contract double %53, %56
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %sext.1 = shl i64 %indvars.iv.next.1, 32
  %58 = ashr exact i64 %sext.1, 29
  %59 = getelementptr i8, ptr %0, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !31
  %61 = fmul contract double %60, 2.500000e-01
  %62 = fadd contract double %57, %61
  %gep.1 = getelementptr double, ptr %1, i64 %indvars.iv
  store double %62, ptr %gep.1, align 8, !tbaa !33
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next, %6
  br i1 %exitcond.not.1, label %._crit_edge, label %.lr.ph, !llvm.loop !36

._crit_edge:                                      ; preds = %.lr.ph, %.lr.ph.prol.loopexit, %middle.block, %3
  ret void
}

; Function Attrs: nounwind
define void @_QMarray_opsPclamp(ptr nocapture readonly %0, ptr nocapture readonly %1, ptr nocapture readonly %2) local_unnamed_addr #4 {
  %4 = getelementptr i8, ptr %0, i64 32
  %5 = load i64, ptr %4, align 8, !tbaa !37
  %6 = getelementptr i8, ptr %0, i64 40
  %7 = load double, ptr %1, align 8, !tbaa !41
  %8 = shl i64 %5, 2
  %9 = tail call ptr @malloc(i64 %8)
  %10 = icmp sgt i64 %5, 0
  br i1 %10, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %3
  %11 = load i64, ptr %6, align 8, !tbaa !37
  %12 = load ptr, ptr %0, align 8, !tbaa !37
  %13 = add nsw i64 %5, -1
  %xtraiter = and i64 %5, 1
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %.preheader9.unr-lcssa, label %.lr.ph.new

.lr.ph.new:                                       ; preds = %.lr.ph
  %unroll_iter = and i64 %5, 9223372036854775806
  br label %23

.preheader9.unr-lcssa.loopexit:                   ; preds = %23
  %15 = add i64 %24, 1
  br label %.preheader9.unr-lcssa

.preheader9.unr-lcssa:                            ; preds = %.preheader9.unr-lcssa.loopexit, %.lr.ph
  %.unr = phi i64 [ 0, %.lr.ph ], [ %15, %.preheader9.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.preheader9, label %.preheader9.epilog-lcssa

.preheader9.epilog-lcssa:                         ; preds = %.preheader9.unr-lcssa
  %16 = mul nsw i64 %11, %.unr
  %17 = getelementptr i8, ptr %12, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !45
  %19 = fcmp contract olt double %18, %7
  %20 = zext i1 %19 to i32
  %21 = getelementptr i32, ptr %9, i64 %.unr
  store i32 %20, ptr %21, align 4, !tbaa !47
  br label %.preheader9

.preheader9:                                      ; preds = %.preheader9.epilog-lcssa, %.preheader9.unr-lcssa
  br i1 %10, label %.lr.ph10.preheader, label %._crit_edge

.lr.ph10.preheader:                               ; preds = %.preheader9
  %xtraiter22 = and i64 %5, 1
  %22 = icmp eq i64 %13, 0
  br i1 %22, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph10.preheader.new

.lr.ph10.preheader.new:                           ; preds = %.lr.ph10.preheader
  %unroll_iter25 = and i64 %5, 9223372036854775806
  br label %.lr.ph10

23:                                               ; preds = %23, %.lr.ph.new
  %24 = phi i64 [ 1, %.lr.ph.new ], [ %38, %23 ]
  %niter = phi i64 [ 0, %.lr.ph.new ], [ %niter.next.1, %23 ]
  %25 = add nsw i64 %24, -1
  %26 = mul nsw i64 %11, %25
  %27 = getelementptr i8, ptr %12, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !45
  %29 = fcmp contract olt double %28, %7
  %30 = zext i1 %29 to i32
  %31 = getelementptr i32, ptr %9, i64 %25
  store i32 %30, ptr %31, align 4, !tbaa !47
  %32 = mul nsw i64 %11, %24
  %33 = getelementptr i8, ptr %12, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !45
  %35 = fcmp contract olt double %34, %7
  %36 = zext i1 %35 to i32
  %37 = getelementptr i32, ptr %9, i64 %24
  store i32 %36, ptr %37, align 4, !tbaa !47
  %38 = add nuw i64 %24, 2
  %niter.next.1 = add nuw i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %.preheader9.unr-lcssa.loopexit, label %23

.lr.ph10:                                         ; preds = %55, %.lr.ph10.preheader.new
  %39 = phi i64 [ 1, %.lr.ph10.preheader.new ], [ %56, %55 ]
  %niter26 = phi i64 [ 0, %.lr.ph10.preheader.new ], [ %niter26.next.1, %55 ]
  %40 = add nsw i64 %39, -1
  %41 = getelementptr i32, ptr %9, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !47
  %.not8 = icmp eq i32 %42, 0
  br i1 %.not8, label %.lr.ph10.1, label %43

43:                                               ; preds = %.lr.ph10
  %44 = load i64, ptr %6, align 8, !tbaa !37
  %45 = mul nsw i64 %44, %40
  %46 = load ptr, ptr %0, align 8, !tbaa !37
  %47 = getelementptr i8, ptr %46, i64 %45
  store double %7, ptr %47, align 8, !tbaa !45
  br label %.lr.ph10.1

.lr.ph10.1:                                       ; preds = %43, %.lr.ph10
  %48 = getelementptr i32, ptr %9, i64 %39
  %49 = load i32, ptr %48, align 4, !tbaa !47
  %.not8.1 = icmp eq i32 %49, 0
  br i1 %.not8.1, label %55, label %50

50:                                               ; preds = %.lr.ph10.1
  %51 = load i64, ptr %6, align 8, !tbaa !37
  %52 = mul nsw i64 %51, %39
  %53 = load ptr, ptr %0, align 8, !tbaa !37
  %54 = getelementptr i8, ptr %53, i64 %52
  store double %7, ptr %54, align 8, !tbaa !45
  br label %55

55:                                               ; preds = %50, %.lr.ph10.1
  %56 = add nuw i64 %39, 2
  %niter26.next.1 = add i64 %niter26, 2
  %niter26.ncmp.1 = icmp eq i64 %niter26.next.1, %unroll_iter25
  br i1 %niter26.ncmp.1, label %._crit_edge.loopexit.unr-lcssa.loopexit, label %.lr.ph10

._crit_edge.loopexit.unr-lcssa.loopexit:          ; preds = %55
  %57 = add i64 %39, 1
  br label %._crit_edge.loopexit.unr-lcssa

._crit_edge.loopexit.unr-lcssa:                   ; preds = %._crit_edge.loopexit.unr-lcssa.loopexit, %.lr.ph10.preheader
  %.unr23 = phi i64 [ 0, %.lr.ph10.preheader ], [ %57, %._crit_edge.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod24.not = icmp eq i64 %xtraiter22, 0
  br i1 %lcmp.mod24.not, label %._crit_edge, label %.lr.ph10.epil

.lr.ph10.epil:                                    ; preds = %._crit_edge.loopexit.unr-lcssa
  %58 = getelementptr i32, ptr %9, i64 %.unr23
  %59 = load i32, ptr %58, align 4, !tbaa !47
  %.not8.epil = icmp eq i32 %59, 0
  br i1 %.not8.epil, label %._crit_edge, label %60

60:                                               ; preds = %.lr.ph10.epil
  %61 = load i64, ptr %6, align 8, !tbaa !37
  %62 = mul nsw i64 %61, %.unr23
  %63 = load ptr, ptr %0, align 8, !tbaa !37
  %64 = getelementptr i8, ptr %63, i64 %62
  store double %7, ptr %64, align 8, !tbaa !45
  br label %._crit_edge

._crit_edge:                                      ; preds = %60, %.lr.ph10.epil, %._crit_edge.loopexit.unr-lcssa, %.preheader9, %3
  %65 = tail call i64 @llvm.smax.i64(i64 %5, i64 0)
  %66 = shl i64 %65, 2
  %67 = tail call ptr @malloc(i64 %66)
  %invariant.gep = getelementptr i8, ptr %67, i64 -4
  br i1 %10, label %.lr.ph13, label %._crit_edge18

.preheader:                                       ; preds = %82
  br i1 %10, label %.lr.ph17, label %._crit_edge18

.lr.ph13:                                         ; preds = %82, %._crit_edge
  %68 = phi i64 [ %83, %82 ], [ 1, %._crit_edge ]
  %.011 = phi i64 [ %.1, %82 ], [ 1, %._crit_edge ]
  %69 = add nsw i64 %68, -1
  %70 = getelementptr i32, ptr %9, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !47
  %.not7 = icmp eq i32 %71, 0
  br i1 %.not7, label %72, label %82

72:                                               ; preds = %.lr.ph13
  %73 = load double, ptr %2, align 8, !tbaa !48
  %74 = load i64, ptr %6, align 8, !tbaa !37
  %75 = mul nsw i64 %74, %69
  %76 = load ptr, ptr %0, align 8, !tbaa !37
  %77 = getelementptr i8, ptr %76, i64 %75
  %78 = load double, ptr %77, align 8, !tbaa !45
  %79 = fcmp contract ogt double %78, %73
  %80 = zext i1 %79 to i32
  %81 = add i64 %.011, 1
  %gep = getelementptr i32, ptr %invariant.gep, i64 %.011
  store i32 %80, ptr %gep, align 4, !tbaa !47
  br label %82

82:                                               ; preds = %72, %.lr.ph13
  %.1 = phi i64 [ %.011, %.lr.ph13 ], [ %81, %72 ]
  %83 = add nuw i64 %68, 1
  %exitcond20.not = icmp eq i64 %68, %5
  br i1 %exitcond20.not, label %.preheader, label %.lr.ph13

.lr.ph17:                                         ; preds = %97, %.preheader
  %84 = phi i64 [ %98, %97 ], [ 1, %.preheader ]
  %.216 = phi i64 [ %.3, %97 ], [ 1, %.preheader ]
  %85 = add nsw i64 %84, -1
  %86 = getelementptr i32, ptr %9, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !47
  %.not = icmp eq i32 %87, 0
  br i1 %.not, label %88, label %97

88:                                               ; preds = %.lr.ph17
  %89 = add i64 %.216, 1
  %gep15 = getelementptr i32, ptr %invariant.gep, i64 %.216
  %90 = load i32, ptr %gep15, align 4, !tbaa !47
  %.not6 = icmp eq i32 %90, 0
  br i1 %.not6, label %97, label %91

91:                                               ; preds = %88
  %92 = load double, ptr %2, align 8, !tbaa !48
  %93 = load i64, ptr %6, align 8, !tbaa !37
  %94 = mul nsw i64 %93, %85
  %95 = load ptr, ptr %0, align 8, !tbaa !37
  %96 = getelementptr i8, ptr %95, i64 %94
  store double %92, ptr %96, align 8, !tbaa !45
  br label %97

97:                                               ; preds = %91, %88, %.lr.ph17
  %.3 = phi i64 [ %.216, %.lr.ph17 ], [ %89, %91 ], [ %89, %88 ]
  %98 = add nuw i64 %84, 1
  %exitcond21.not = icmp eq i64 %84, %5
  br i1 %exitcond21.not, label %._crit_edge18, label %.lr.ph17

._crit_edge18:                                    ; preds = %97, %.preheader, %._crit_edge
  tail call void @free(ptr %9)
  tail call void @free(ptr %67)
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none)
define i32 @_QMarray_opsPcount_positive(ptr nocapture readonly %0) local_unnamed_addr #3 {
  %2 = getelementptr i8, ptr %0, i64 32
  %3 = load i64, ptr %2, align 8, !tbaa !50
  %sext = shl i64 %3, 32
  %4 = ashr exact i64 %sext, 32
  %5 = icmp sgt i64 %4, 0
  br i1 %5, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %1
  %6 = getelementptr i8, ptr %0, i64 40
  %7 = load i64, ptr %6, align 8, !tbaa !50
  %8 = load ptr, ptr %0, align 8, !tbaa !50
  %xtraiter = and i64 %3, 1
  %9 = icmp eq i64 %sext, 4294967296
  br i1 %9, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph.new

.lr.ph.new:                                       ; preds = %.lr.ph
  %unroll_iter = sub nsw i64 %4, %xtraiter
  br label %10

10:                                               ; preds = %10, %.lr.ph.new
  %indvars.iv = phi i64 [ 1, %.lr.ph.new ], [ %indvars.iv.next.1, %10 ]
  %.05 = phi i32 [ 0, %.lr.ph.new ], [ %spec.select.1, %10 ]
  %niter = phi i64 [ 0, %.lr.ph.new ], [ %niter.next.1, %10 ]
  %11 = add nsw i64 %indvars.iv, -1
  %12 = mul nsw i64 %7, %11
  %13 = getelementptr i8, ptr %8, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !54
  %15 = icmp sgt i32 %14, 0
  %16 = zext i1 %15 to i32
  %spec.select = add i32 %.05, %16
  %17 = mul nsw i64 %7, %indvars.iv
  %18 = getelementptr i8, ptr %8, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !54
  %20 = icmp sgt i32 %19, 0
  %21 = zext i1 %20 to i32
  %spec.select.1 = add i32 %spec.select, %21
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %._crit_edge.loopexit.unr-lcssa.loopexit, label %10

._crit_edge.loopexit.unr-lcssa.loopexit:          ; preds = %10
  %22 = add nuw nsw i64 %indvars.iv, 1
  br label %._crit_edge.loopexit.unr-lcssa

._crit_edge.loopexit.unr-lcssa:                   ; preds = %._crit_edge.loopexit.unr-lcssa.loopexit, %.lr.ph
  %spec.select.lcssa.ph = phi i32 [ poison, %.lr.ph ], [ %spec.select.1, %._crit_edge.loopexit.unr-lcssa.loopexit ]
  %indvars.iv.unr = phi i64 [ 0, %.lr.ph ], [ %22, %._crit_edge.loopexit.unr-lcssa.loopexit ]
  %.05.unr = phi i32 [ 0, %.lr.ph ], [ %spec.select.1, %._crit_edge.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %._crit_edge, label %._crit_edge.loopexit.epilog-lcssa

._crit_edge.loopexit.epilog-lcssa:                ; preds = %._crit_edge.loopexit.unr-lcssa
  %23 = mul nsw i64 %7, %indvars.iv.unr
  %24 = getelementptr i8, ptr %8, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !54
  %26 = icmp sgt i32 %25, 0
  %27 = zext i1 %26 to i32
  %spec.select.epil = add i32 %.05.unr, %27
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit.epilog-lcssa, %._crit_edge.loopexit.unr-lcssa, %1
  %.0.lcssa = phi i32 [ 0, %1 ], [ %spec.select.lcssa.ph, %._crit_edge.loopexit.unr-lcssa ], [ %spec.select.epil, %._crit_edge.loopexit.epilog-lcssa ]
  ret i32 %.0.lcssa
}

define void @_QQmain() local_unnamed_addr #5 {
_FortranAMinlocInteger4x1_i32_contract_simplified.exit:
  %0 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %1 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %2 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %3 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %4 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %5 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %6 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %7 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %8 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %9 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %10 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %11 = alloca [1 x i32], align 4
  %12 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %13 = alloca { ptr, i64, i32, i8, i8, i8, i8, [2 x [3 x i64]] }, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  store double 5.000000e-01, ptr @_QFEa, align 16, !tbaa !9
  store double 1.000000e+00, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 8), align 8, !tbaa !9
  store double 1.500000e+00, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 16), align 16, !tbaa !9
  store double 2.000000e+00, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 24), align 8, !tbaa !9
  store double 2.500000e+00, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 32), align 16, !tbaa !9
  store double 3.000000e+00, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 40), align 8, !tbaa !9
  store double 3.500000e+00, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 48), align 16, !tbaa !9
  store double 4.000000e+00, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 56), align 8, !tbaa !9
  store double 4.500000e+00, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 64), align 16, !tbaa !9
  store double 5.000000e+00, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 72), align 8, !tbaa !9
  store double 1.000000e+00, ptr @_QFEb, align 16, !tbaa !58
  store double 1.000000e+00, ptr getelementptr inbounds (i8, ptr @_QFEb, i64 88), align 8, !tbaa !58
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) getelementptr inbounds (i8, ptr @_QFEb, i64 8), ptr noundef nonnull align 16 dereferenceable(80) @_QFEa, i64 80, i1 false), !tbaa !64
  %17 = load double, ptr getelementptr inbounds (i8, ptr @_QFEb, i64 8), align 8, !tbaa !31
  %18 = fmul contract double %17, 5.000000e-01
  %19 = fadd contract double %18, 2.500000e-01
  %20 = load double, ptr getelementptr inbounds (i8, ptr @_QFEb, i64 16), align 16, !tbaa !31
  %21 = fmul contract double %20, 2.500000e-01
  %22 = fadd contract double %19, %21
  store double %22, ptr @_QFEc, align 16, !tbaa !33
  %23 = fmul contract double %17, 2.500000e-01
  %24 = fmul contract double %20, 5.000000e-01
  %25 = fadd contract double %23, %24
  %26 = load double, ptr getelementptr inbounds (i8, ptr @_QFEb, i64 24), align 8, !tbaa !31
  %27 = fmul contract double %26, 2.500000e-01
  %28 = fadd contract double %25, %27
  store double %28, ptr getelementptr inbounds (i8, ptr @_QFEc, i64 8), align 8, !tbaa !33
  %29 = fmul contract double %26, 5.000000e-01
  %30 = fadd contract double %21, %29
  %31 = load double, ptr getelementptr inbounds (i8, ptr @_QFEb, i64 32), align 16, !tbaa !31
  %32 = fmul contract double %31, 2.500000e-01
  %33 = fadd contract double %30, %32
  store double %33, ptr getelementptr inbounds (i8, ptr @_QFEc, i64 16), align 16, !tbaa !33
  %34 = fmul contract double %31, 5.000000e-01
  %35 = fadd contract double %27, %34
  %36 = load double, ptr getelementptr inbounds (i8, ptr @_QFEb, i64 40), align 8, !tbaa !31
  %37 = fmul contract double %36, 2.500000e-01
  %38 = fadd contract double %35, %37
  store double %38, ptr getelementptr inbounds (i8, ptr @_QFEc, i64 24), align 8, !tbaa !33
  %39 = fmul contract double %36, 5.000000e-01
  %40 = fadd contract double %32, %39
  %41 = load double, ptr getelementptr inbounds (i8, ptr @_QFEb, i64 48), align 16, !tbaa !31
  %42 = fmul contract double %41, 2.500000e-01
  %43 = fadd contract double %40, %42
  store double %43, ptr getelementptr inbounds (i8, ptr @_QFEc, i64 32), align 16, !tbaa !33
  %44 = fmul contract double %41, 5.000000e-01
  %45 = fadd contract double %37, %44
  %46 = load double, ptr getelementptr inbounds (i8, ptr @_QFEb, i64 56), align 8, !tbaa !31
  %47 = fmul contract double %46, 2.500000e-01
  %48 = fadd contract double %45, %47
  store double %48, ptr getelementptr inbounds (i8, ptr @_QFEc, i64 40), align 8, !tbaa !33
  %49 = fmul contract double %46, 5.000000e-01
  %50 = fadd contract double %42, %49
  %51 = load double, ptr getelementptr inbounds (i8, ptr @_QFEb, i64 64), align 16, !tbaa !31
  %52 = fmul contract double %51, 2.500000e-01
  %53 = fadd contract double %50, %52
  store double %53, ptr getelementptr inbounds (i8, ptr @_QFEc, i64 48), align 16, !tbaa !33
  %54 = fmul contract double %51, 5.000000e-01
  %55 = fadd contract double %47, %54
  %56 = load double, ptr getelementptr inbounds (i8, ptr @_QFEb, i64 72), align 8, !tbaa !31
  %57 = fmul contract double %56, 2.500000e-01
  %58 = fadd contract double %55, %57
  store double %58, ptr getelementptr inbounds (i8, ptr @_QFEc, i64 56), align 8, !tbaa !33
  %59 = fmul contract double %56, 5.000000e-01
  %60 = fadd contract double %52, %59
  %61 = load double, ptr getelementptr inbounds (i8, ptr @_QFEb, i64 80), align 16, !tbaa !31
  %62 = fmul contract double %61, 2.500000e-01
  %63 = fadd contract double %60, %62
  store double %63, ptr getelementptr inbounds (i8, ptr @_QFEc, i64 64), align 16, !tbaa !33
  %64 = fmul contract double %61, 5.000000e-01
  %65 = fadd contract double %57, %64
  %66 = fadd contract double %65, 2.500000e-01
  store double %66, ptr getelementptr inbounds (i8, ptr @_QFEc, i64 72), align 8, !tbaa !33
  store ptr @_QFEc, ptr %10, align 8, !tbaa !65
  %.fca.1.gep138 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 8, ptr %.fca.1.gep138, align 8, !tbaa !65
  %.fca.2.gep139 = getelementptr inbounds i8, ptr %10, i64 16
  store i32 20180515, ptr %.fca.2.gep139, align 8, !tbaa !65
  %.fca.3.gep140 = getelementptr inbounds i8, ptr %10, i64 20
  store i8 1, ptr %.fca.3.gep140, align 4, !tbaa !65
  %.fca.4.gep141 = getelementptr inbounds i8, ptr %10, i64 21
  store i8 28, ptr %.fca.4.gep141, align 1, !tbaa !65
  %.fca.5.gep142 = getelementptr inbounds i8, ptr %10, i64 22
  store i8 0, ptr %.fca.5.gep142, align 2, !tbaa !65
  %.fca.6.gep143 = getelementptr inbounds i8, ptr %10, i64 23
  store i8 0, ptr %.fca.6.gep143, align 1, !tbaa !65
  %.fca.7.0.0.gep144 = getelementptr inbounds i8, ptr %10, i64 24
  store i64 1, ptr %.fca.7.0.0.gep144, align 8, !tbaa !65
  %.fca.7.0.1.gep145 = getelementptr inbounds i8, ptr %10, i64 32
  store i64 10, ptr %.fca.7.0.1.gep145, align 8, !tbaa !65
  %.fca.7.0.2.gep146 = getelementptr inbounds i8, ptr %10, i64 40
  store i64 8, ptr %.fca.7.0.2.gep146, align 8, !tbaa !65
  store double 5.000000e-01, ptr %14, align 8, !tbaa !67
  store double 3.000000e+00, ptr %15, align 8, !tbaa !67
  call void @_QMarray_opsPclamp(ptr nonnull %10, ptr nonnull %14, ptr nonnull %15)
  %67 = tail call dereferenceable_or_null(96) ptr @malloc(i64 96)
  store ptr %67, ptr @_QFEm, align 16, !tbaa !65
  store i64 8, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 8), align 8, !tbaa !65
  store i32 20180515, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 16), align 16, !tbaa !65
  store i8 2, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 20), align 4, !tbaa !65
  store i8 28, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 21), align 1, !tbaa !65
  store i8 2, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 22), align 2, !tbaa !65
  store i8 0, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 23), align 1, !tbaa !65
  store i64 1, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 24), align 8, !tbaa !65
  store i64 3, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 32), align 16, !tbaa !65
  store i64 8, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 40), align 8, !tbaa !65
  store i64 1, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 48), align 16, !tbaa !65
  store i64 4, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 56), align 8, !tbaa !65
  store i64 24, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 64), align 16, !tbaa !65
  %68 = tail call dereferenceable_or_null(96) ptr @malloc(i64 96)
  store ptr %68, ptr @_QFEmt, align 16, !tbaa !65
  store i64 8, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 8), align 8, !tbaa !65
  store i32 20180515, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 16), align 16, !tbaa !65
  store i8 2, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 20), align 4, !tbaa !65
  store i8 28, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 21), align 1, !tbaa !65
  store i8 2, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 22), align 2, !tbaa !65
  store i8 0, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 23), align 1, !tbaa !65
  store i64 1, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 24), align 8, !tbaa !65
  store i64 4, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 32), align 16, !tbaa !65
  store i64 8, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 40), align 8, !tbaa !65
  store i64 1, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 48), align 16, !tbaa !65
  store i64 3, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 56), align 8, !tbaa !65
  store i64 32, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 64), align 16, !tbaa !65
  store double 1.100000e+01, ptr %67, align 8, !tbaa !68
  %69 = getelementptr i8, ptr %67, i64 8
  store double 2.100000e+01, ptr %69, align 8, !tbaa !68
  %70 = getelementptr i8, ptr %67, i64 16
  store double 3.100000e+01, ptr %70, align 8, !tbaa !68
  %71 = getelementptr i8, ptr %67, i64 24
  store double 1.200000e+01, ptr %71, align 8, !tbaa !68
  %72 = getelementptr i8, ptr %67, i64 32
  store double 2.200000e+01, ptr %72, align 8, !tbaa !68
  %73 = getelementptr i8, ptr %67, i64 40
  store double 3.200000e+01, ptr %73, align 8, !tbaa !68
  %74 = getelementptr i8, ptr %67, i64 48
  store double 1.300000e+01, ptr %74, align 8, !tbaa !68
  %75 = getelementptr i8, ptr %67, i64 56
  store double 2.300000e+01, ptr %75, align 8, !tbaa !68
  %76 = getelementptr i8, ptr %67, i64 64
  store double 3.300000e+01, ptr %76, align 8, !tbaa !68
  %77 = getelementptr i8, ptr %67, i64 72
  store double 1.400000e+01, ptr %77, align 8, !tbaa !68
  %78 = getelementptr i8, ptr %67, i64 80
  store double 2.400000e+01, ptr %78, align 8, !tbaa !68
  %79 = getelementptr i8, ptr %67, i64 88
  store double 3.400000e+01, ptr %79, align 8, !tbaa !68
  %80 = tail call dereferenceable_or_null(96) ptr @malloc(i64 96)
  store ptr %80, ptr %9, align 8, !tbaa !65
  %.fca.1.gep368 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 8, ptr %.fca.1.gep368, align 8, !tbaa !65
  %.fca.2.gep370 = getelementptr inbounds i8, ptr %9, i64 16
  store i32 20180515, ptr %.fca.2.gep370, align 8, !tbaa !65
  %.fca.3.gep372 = getelementptr inbounds i8, ptr %9, i64 20
  store i8 2, ptr %.fca.3.gep372, align 4, !tbaa !65
  %.fca.4.gep374 = getelementptr inbounds i8, ptr %9, i64 21
  store i8 28, ptr %.fca.4.gep374, align 1, !tbaa !65
  %.fca.5.gep376 = getelementptr inbounds i8, ptr %9, i64 22
  store i8 0, ptr %.fca.5.gep376, align 2, !tbaa !65
  %.fca.6.gep378 = getelementptr inbounds i8, ptr %9, i64 23
  store i8 0, ptr %.fca.6.gep378, align 1, !tbaa !65
  %.fca.7.0.0.gep380 = getelementptr inbounds i8, ptr %9, i64 24
  store i64 1, ptr %.fca.7.0.0.gep380, align 8, !tbaa !65
  %.fca.7.0.1.gep382 = getelementptr inbounds i8, ptr %9, i64 32
  store i64 4, ptr %.fca.7.0.1.gep382, align 8, !tbaa !65
  %.fca.7.0.2.gep384 = getelementptr inbounds i8, ptr %9, i64 40
  store i64 8, ptr %.fca.7.0.2.gep384, align 8, !tbaa !65
  %.fca.7.1.0.gep386 = getelementptr inbounds i8, ptr %9, i64 48
  store i64 1, ptr %.fca.7.1.0.gep386, align 8, !tbaa !65
  %.fca.7.1.1.gep388 = getelementptr inbounds i8, ptr %9, i64 56
  store i64 3, ptr %.fca.7.1.1.gep388, align 8, !tbaa !65
  %.fca.7.1.2.gep390 = getelementptr inbounds i8, ptr %9, i64 64
  store i64 32, ptr %.fca.7.1.2.gep390, align 8, !tbaa !65
  store double 1.100000e+01, ptr %80, align 8, !tbaa !67
  %gep1439.1 = getelementptr i8, ptr %80, i64 8
  store double 1.200000e+01, ptr %gep1439.1, align 8, !tbaa !67
  %gep1439.2 = getelementptr i8, ptr %80, i64 16
  store double 1.300000e+01, ptr %gep1439.2, align 8, !tbaa !67
  %gep1439.3 = getelementptr i8, ptr %80, i64 24
  store double 1.400000e+01, ptr %gep1439.3, align 8, !tbaa !67
  %gep1439.11457 = getelementptr i8, ptr %80, i64 32
  store double 2.100000e+01, ptr %gep1439.11457, align 8, !tbaa !67
  %gep1439.1.1 = getelementptr i8, ptr %80, i64 40
  store double 2.200000e+01, ptr %gep1439.1.1, align 8, !tbaa !67
  %gep1439.2.1 = getelementptr i8, ptr %80, i64 48
  store double 2.300000e+01, ptr %gep1439.2.1, align 8, !tbaa !67
  %gep1439.3.1 = getelementptr i8, ptr %80, i64 56
  store double 2.400000e+01, ptr %gep1439.3.1, align 8, !tbaa !67
  %gep1439.21459 = getelementptr i8, ptr %80, i64 64
  store double 3.100000e+01, ptr %gep1439.21459, align 8, !tbaa !67
  %gep1439.1.2 = getelementptr i8, ptr %80, i64 72
  store double 3.200000e+01, ptr %gep1439.1.2, align 8, !tbaa !67
  %gep1439.2.2 = getelementptr i8, ptr %80, i64 80
  store double 3.300000e+01, ptr %gep1439.2.2, align 8, !tbaa !67
  %gep1439.3.2 = getelementptr i8, ptr %80, i64 88
  store double 3.400000e+01, ptr %gep1439.3.2, align 8, !tbaa !67
  %81 = call {} @_FortranAAssign(ptr nonnull @_QFEmt, ptr nonnull %9, ptr nonnull @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 79)
  call void @free(ptr %80)
  %.unpack1236 = load ptr, ptr @_QFEm, align 16, !tbaa !65
  %.unpack1243.unpack.unpack = load i64, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 24), align 8, !tbaa !65
  %.unpack1243.unpack.unpack1246 = load i64, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 32), align 16, !tbaa !65
  %.unpack1243.unpack1244.unpack = load i64, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 48), align 16, !tbaa !65
  %.unpack1243.unpack1244.unpack1249 = load i64, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 56), align 8, !tbaa !65
  %.unpack1252 = load ptr, ptr @_QFEmt, align 16, !tbaa !65
  %.unpack1259.unpack.unpack = load i64, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 24), align 8, !tbaa !65
  %.unpack1259.unpack.unpack1262 = load i64, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 32), align 16, !tbaa !65
  %.unpack1259.unpack1260.unpack = load i64, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 48), align 16, !tbaa !65
  %.unpack1259.unpack1260.unpack1265 = load i64, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 56), align 8, !tbaa !65
  %82 = icmp eq i64 %.unpack1243.unpack.unpack1246, 0
  %83 = select i1 %82, i64 1, i64 %.unpack1243.unpack.unpack
  %84 = shl i64 %.unpack1243.unpack.unpack1246, 3
  %85 = icmp eq i64 %.unpack1243.unpack1244.unpack1249, 0
  %86 = select i1 %85, i64 1, i64 %.unpack1243.unpack1244.unpack
  store ptr %.unpack1236, ptr %8, align 8, !tbaa !65
  %.fca.1.gep472 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 8, ptr %.fca.1.gep472, align 8, !tbaa !65
  %.fca.2.gep474 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 20180515, ptr %.fca.2.gep474, align 8, !tbaa !65
  %.fca.3.gep476 = getelementptr inbounds i8, ptr %8, i64 20
  store i8 2, ptr %.fca.3.gep476, align 4, !tbaa !65
  %.fca.4.gep478 = getelementptr inbounds i8, ptr %8, i64 21
  store i8 28, ptr %.fca.4.gep478, align 1, !tbaa !65
  %.fca.5.gep480 = getelementptr inbounds i8, ptr %8, i64 22
  store i8 0, ptr %.fca.5.gep480, align 2, !tbaa !65
  %.fca.6.gep482 = getelementptr inbounds i8, ptr %8, i64 23
  store i8 0, ptr %.fca.6.gep482, align 1, !tbaa !65
  %.fca.7.0.0.gep484 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 %83, ptr %.fca.7.0.0.gep484, align 8, !tbaa !65
  %.fca.7.0.1.gep486 = getelementptr inbounds i8, ptr %8, i64 32
  store i64 %.unpack1243.unpack.unpack1246, ptr %.fca.7.0.1.gep486, align 8, !tbaa !65
  %.fca.7.0.2.gep488 = getelementptr inbounds i8, ptr %8, i64 40
  store i64 8, ptr %.fca.7.0.2.gep488, align 8, !tbaa !65
  %.fca.7.1.0.gep490 = getelementptr inbounds i8, ptr %8, i64 48
  store i64 %86, ptr %.fca.7.1.0.gep490, align 8, !tbaa !65
  %.fca.7.1.1.gep492 = getelementptr inbounds i8, ptr %8, i64 56
  store i64 %.unpack1243.unpack1244.unpack1249, ptr %.fca.7.1.1.gep492, align 8, !tbaa !65
  %.fca.7.1.2.gep494 = getelementptr inbounds i8, ptr %8, i64 64
  store i64 %84, ptr %.fca.7.1.2.gep494, align 8, !tbaa !65
  %87 = icmp eq i64 %.unpack1259.unpack.unpack1262, 0
  %88 = select i1 %87, i64 1, i64 %.unpack1259.unpack.unpack
  %89 = shl i64 %.unpack1259.unpack.unpack1262, 3
  %90 = icmp eq i64 %.unpack1259.unpack1260.unpack1265, 0
  %91 = select i1 %90, i64 1, i64 %.unpack1259.unpack1260.unpack
  store ptr %.unpack1252, ptr %7, align 8, !tbaa !65
  %.fca.1.gep498 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 8, ptr %.fca.1.gep498, align 8, !tbaa !65
  %.fca.2.gep500 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 20180515, ptr %.fca.2.gep500, align 8, !tbaa !65
  %.fca.3.gep502 = getelementptr inbounds i8, ptr %7, i64 20
  store i8 2, ptr %.fca.3.gep502, align 4, !tbaa !65
  %.fca.4.gep504 = getelementptr inbounds i8, ptr %7, i64 21
  store i8 28, ptr %.fca.4.gep504, align 1, !tbaa !65
  %.fca.5.gep506 = getelementptr inbounds i8, ptr %7, i64 22
  store i8 0, ptr %.fca.5.gep506, align 2, !tbaa !65
  %.fca.6.gep508 = getelementptr inbounds i8, ptr %7, i64 23
  store i8 0, ptr %.fca.6.gep508, align 1, !tbaa !65
  %.fca.7.0.0.gep510 = getelementptr inbounds i8, ptr %7, i64 24
  store i64 %88, ptr %.fca.7.0.0.gep510, align 8, !tbaa !65
  %.fca.7.0.1.gep512 = getelementptr inbounds i8, ptr %7, i64 32
  store i64 %.unpack1259.unpack.unpack1262, ptr %.fca.7.0.1.gep512, align 8, !tbaa !65
  %.fca.7.0.2.gep514 = getelementptr inbounds i8, ptr %7, i64 40
  store i64 8, ptr %.fca.7.0.2.gep514, align 8, !tbaa !65
  %.fca.7.1.0.gep516 = getelementptr inbounds i8, ptr %7, i64 48
  store i64 %91, ptr %.fca.7.1.0.gep516, align 8, !tbaa !65
  %.fca.7.1.1.gep518 = getelementptr inbounds i8, ptr %7, i64 56
  store i64 %.unpack1259.unpack1260.unpack1265, ptr %.fca.7.1.1.gep518, align 8, !tbaa !65
  %.fca.7.1.2.gep520 = getelementptr inbounds i8, ptr %7, i64 64
  store i64 %89, ptr %.fca.7.1.2.gep520, align 8, !tbaa !65
  store ptr null, ptr %13, align 8, !tbaa !65
  %.fca.1.gep4 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 8, ptr %.fca.1.gep4, align 8, !tbaa !65
  %.fca.2.gep6 = getelementptr inbounds i8, ptr %13, i64 16
  store i32 20180515, ptr %.fca.2.gep6, align 8, !tbaa !65
  %.fca.3.gep8 = getelementptr inbounds i8, ptr %13, i64 20
  store i8 2, ptr %.fca.3.gep8, align 4, !tbaa !65
  %.fca.4.gep10 = getelementptr inbounds i8, ptr %13, i64 21
  store i8 28, ptr %.fca.4.gep10, align 1, !tbaa !65
  %.fca.5.gep12 = getelementptr inbounds i8, ptr %13, i64 22
  store i8 2, ptr %.fca.5.gep12, align 2, !tbaa !65
  %.fca.6.gep14 = getelementptr inbounds i8, ptr %13, i64 23
  store i8 0, ptr %.fca.6.gep14, align 1, !tbaa !65
  %.fca.7.0.0.gep16 = getelementptr inbounds i8, ptr %13, i64 24
  store i64 1, ptr %.fca.7.0.0.gep16, align 8, !tbaa !65
  %.fca.7.0.1.gep18 = getelementptr inbounds i8, ptr %13, i64 32
  store i64 0, ptr %.fca.7.0.1.gep18, align 8, !tbaa !65
  %.fca.7.0.2.gep20 = getelementptr inbounds i8, ptr %13, i64 40
  store i64 8, ptr %.fca.7.0.2.gep20, align 8, !tbaa !65
  %.fca.7.1.0.gep = getelementptr inbounds i8, ptr %13, i64 48
  store i64 1, ptr %.fca.7.1.0.gep, align 8, !tbaa !65
  %.fca.7.1.1.gep = getelementptr inbounds i8, ptr %13, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.fca.7.1.1.gep, i8 0, i64 16, i1 false)
  %92 = call {} @_FortranAMatmulReal8Real8(ptr nonnull %13, ptr nonnull %8, ptr nonnull %7, ptr nonnull @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 80)
  %.fca.0.load = load ptr, ptr %13, align 8, !tbaa !65
  %.fca.7.0.0.load = load i64, ptr %.fca.7.0.0.gep16, align 8, !tbaa !65
  %.fca.7.0.1.load = load i64, ptr %.fca.7.0.1.gep18, align 8, !tbaa !65
  %.fca.7.1.0.load = load i64, ptr %.fca.7.1.0.gep, align 8, !tbaa !65
  %.fca.7.1.1.load = load i64, ptr %.fca.7.1.1.gep, align 8, !tbaa !65
  %93 = icmp eq i64 %.fca.7.0.1.load, 0
  %94 = select i1 %93, i64 1, i64 %.fca.7.0.0.load
  %95 = shl i64 %.fca.7.0.1.load, 3
  %96 = icmp eq i64 %.fca.7.1.1.load, 0
  %97 = select i1 %96, i64 1, i64 %.fca.7.1.0.load
  store ptr %.fca.0.load, ptr %6, align 8, !tbaa !65
  %.fca.1.gep698 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 8, ptr %.fca.1.gep698, align 8, !tbaa !65
  %.fca.2.gep700 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 20180515, ptr %.fca.2.gep700, align 8, !tbaa !65
  %.fca.3.gep702 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 2, ptr %.fca.3.gep702, align 4, !tbaa !65
  %.fca.4.gep704 = getelementptr inbounds i8, ptr %6, i64 21
  store i8 28, ptr %.fca.4.gep704, align 1, !tbaa !65
  %.fca.5.gep706 = getelementptr inbounds i8, ptr %6, i64 22
  store i8 0, ptr %.fca.5.gep706, align 2, !tbaa !65
  %.fca.6.gep708 = getelementptr inbounds i8, ptr %6, i64 23
  store i8 0, ptr %.fca.6.gep708, align 1, !tbaa !65
  %.fca.7.0.0.gep710 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 %94, ptr %.fca.7.0.0.gep710, align 8, !tbaa !65
  %.fca.7.0.1.gep712 = getelementptr inbounds i8, ptr %6, i64 32
  store i64 %.fca.7.0.1.load, ptr %.fca.7.0.1.gep712, align 8, !tbaa !65
  %.fca.7.0.2.gep714 = getelementptr inbounds i8, ptr %6, i64 40
  store i64 8, ptr %.fca.7.0.2.gep714, align 8, !tbaa !65
  %.fca.7.1.0.gep716 = getelementptr inbounds i8, ptr %6, i64 48
  store i64 %97, ptr %.fca.7.1.0.gep716, align 8, !tbaa !65
  %.fca.7.1.1.gep718 = getelementptr inbounds i8, ptr %6, i64 56
  store i64 %.fca.7.1.1.load, ptr %.fca.7.1.1.gep718, align 8, !tbaa !65
  %.fca.7.1.2.gep720 = getelementptr inbounds i8, ptr %6, i64 64
  store i64 %95, ptr %.fca.7.1.2.gep720, align 8, !tbaa !65
  %98 = call {} @_FortranAAssign(ptr nonnull @_QFEprod, ptr nonnull %6, ptr nonnull @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 80)
  call void @free(ptr %.fca.0.load)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) @_QFEs, ptr noundef nonnull align 16 dereferenceable(36) @_QQro.3x3xr4.1, i64 36, i1 false), !tbaa !64
  %99 = call dereferenceable_or_null(4) ptr @malloc(i64 4)
  store i32 7, ptr %99, align 4, !tbaa !71
  store ptr %99, ptr %5, align 8, !tbaa !65
  %.fca.1.gep804 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 4, ptr %.fca.1.gep804, align 8, !tbaa !65
  %.fca.2.gep806 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 20180515, ptr %.fca.2.gep806, align 8, !tbaa !65
  %.fca.3.gep808 = getelementptr inbounds i8, ptr %5, i64 20
  store i8 1, ptr %.fca.3.gep808, align 4, !tbaa !65
  %.fca.4.gep810 = getelementptr inbounds i8, ptr %5, i64 21
  store i8 9, ptr %.fca.4.gep810, align 1, !tbaa !65
  %.fca.5.gep812 = getelementptr inbounds i8, ptr %5, i64 22
  store i8 0, ptr %.fca.5.gep812, align 2, !tbaa !65
  %.fca.6.gep814 = getelementptr inbounds i8, ptr %5, i64 23
  store i8 0, ptr %.fca.6.gep814, align 1, !tbaa !65
  %.fca.7.0.0.gep816 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 1, ptr %.fca.7.0.0.gep816, align 8, !tbaa !65
  %.fca.7.0.1.gep818 = getelementptr inbounds i8, ptr %5, i64 32
  store i64 1, ptr %.fca.7.0.1.gep818, align 8, !tbaa !65
  %.fca.7.0.2.gep820 = getelementptr inbounds i8, ptr %5, i64 40
  store i64 4, ptr %.fca.7.0.2.gep820, align 8, !tbaa !65
  store ptr %11, ptr %4, align 8, !tbaa !65
  %.fca.1.gep824 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 4, ptr %.fca.1.gep824, align 8, !tbaa !65
  %.fca.2.gep826 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 20180515, ptr %.fca.2.gep826, align 8, !tbaa !65
  %.fca.3.gep828 = getelementptr inbounds i8, ptr %4, i64 20
  store i8 1, ptr %.fca.3.gep828, align 4, !tbaa !65
  %.fca.4.gep830 = getelementptr inbounds i8, ptr %4, i64 21
  store i8 9, ptr %.fca.4.gep830, align 1, !tbaa !65
  %.fca.5.gep832 = getelementptr inbounds i8, ptr %4, i64 22
  store i8 0, ptr %.fca.5.gep832, align 2, !tbaa !65
  %.fca.6.gep834 = getelementptr inbounds i8, ptr %4, i64 23
  store i8 0, ptr %.fca.6.gep834, align 1, !tbaa !65
  %.fca.7.0.0.gep836 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 1, ptr %.fca.7.0.0.gep836, align 8, !tbaa !65
  %.fca.7.0.1.gep838 = getelementptr inbounds i8, ptr %4, i64 32
  store i64 1, ptr %.fca.7.0.1.gep838, align 8, !tbaa !65
  %.fca.7.0.2.gep840 = getelementptr inbounds i8, ptr %4, i64 40
  store i64 4, ptr %.fca.7.0.2.gep840, align 8, !tbaa !65
  store ptr %11, ptr %16, align 8, !tbaa !65
  %.fca.1.gep = getelementptr inbounds i8, ptr %16, i64 8
  store i64 4, ptr %.fca.1.gep, align 8, !tbaa !65
  %.fca.2.gep = getelementptr inbounds i8, ptr %16, i64 16
  store i32 20180515, ptr %.fca.2.gep, align 8, !tbaa !65
  %.fca.3.gep = getelementptr inbounds i8, ptr %16, i64 20
  store i8 1, ptr %.fca.3.gep, align 4, !tbaa !65
  %.fca.4.gep = getelementptr inbounds i8, ptr %16, i64 21
  store i8 9, ptr %.fca.4.gep, align 1, !tbaa !65
  %.fca.5.gep = getelementptr inbounds i8, ptr %16, i64 22
  store i8 0, ptr %.fca.5.gep, align 2, !tbaa !65
  %.fca.6.gep = getelementptr inbounds i8, ptr %16, i64 23
  store i8 0, ptr %.fca.6.gep, align 1, !tbaa !65
  %.fca.7.0.0.gep = getelementptr inbounds i8, ptr %16, i64 24
  store i64 1, ptr %.fca.7.0.0.gep, align 8, !tbaa !65
  %.fca.7.0.1.gep = getelementptr inbounds i8, ptr %16, i64 32
  store i64 1, ptr %.fca.7.0.1.gep, align 8, !tbaa !65
  %.fca.7.0.2.gep = getelementptr inbounds i8, ptr %16, i64 40
  store i64 4, ptr %.fca.7.0.2.gep, align 8, !tbaa !65
  %100 = call {} @_FortranAAssign(ptr nonnull %16, ptr nonnull %5, ptr nonnull @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 85)
  call void @free(ptr %99)
  %101 = call ptr @_FortranAioBeginExternalListOutput(i32 6, ptr nonnull @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 87)
  %102 = load i64, ptr %.fca.7.0.1.gep145, align 8, !tbaa !75
  %103 = icmp sgt i64 %102, 0
  br i1 %103, label %.lr.ph.i1357, label %_FortranASumReal8x1_contract_simplified.exit

.lr.ph.i1357:                                     ; preds = %_FortranAMinlocInteger4x1_i32_contract_simplified.exit
  %104 = load ptr, ptr %10, align 8, !tbaa !75
  %105 = load i64, ptr %.fca.7.0.2.gep146, align 8, !tbaa !75
  %xtraiter = and i64 %102, 3
  %106 = icmp ult i64 %102, 4
  br i1 %106, label %_FortranASumReal8x1_contract_simplified.exit.loopexit.unr-lcssa, label %.lr.ph.i1357.new

.lr.ph.i1357.new:                                 ; preds = %.lr.ph.i1357
  %unroll_iter = and i64 %102, 9223372036854775804
  br label %107

107:                                              ; preds = %107, %.lr.ph.i1357.new
  %108 = phi double [ 0.000000e+00, %.lr.ph.i1357.new ], [ %128, %107 ]
  %109 = phi i64 [ 0, %.lr.ph.i1357.new ], [ %129, %107 ]
  %niter = phi i64 [ 0, %.lr.ph.i1357.new ], [ %niter.next.3, %107 ]
  %110 = mul nsw i64 %109, %105
  %111 = getelementptr i8, ptr %104, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !79
  %113 = fadd contract double %108, %112
  %114 = or disjoint i64 %109, 1
  %115 = mul nsw i64 %114, %105
  %116 = getelementptr i8, ptr %104, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !79
  %118 = fadd contract double %113, %117
  %119 = or disjoint i64 %109, 2
  %120 = mul nsw i64 %119, %105
  %121 = getelementptr i8, ptr %104, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !79
  %123 = fadd contract double %118, %122
  %124 = or disjoint i64 %109, 3
  %125 = mul nsw i64 %124, %105
  %126 = getelementptr i8, ptr %104, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !79
  %128 = fadd contract double %123, %127
  %129 = add nuw nsw i64 %109, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %_FortranASumReal8x1_contract_simplified.exit.loopexit.unr-lcssa, label %107

_FortranASumReal8x1_contract_simplified.exit.loopexit.unr-lcssa: ; preds = %107, %.lr.ph.i1357
  %.lcssa1478.ph = phi double [ poison, %.lr.ph.i1357 ], [ %128, %107 ]
  %.unr = phi double [ 0.000000e+00, %.lr.ph.i1357 ], [ %128, %107 ]
  %.unr1479 = phi i64 [ 0, %.lr.ph.i1357 ], [ %129, %107 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %_FortranASumReal8x1_contract_simplified.exit, label %.epil.preheader

.epil.preheader:                                  ; preds = %.epil.preheader, %_FortranASumReal8x1_contract_simplified.exit.loopexit.unr-lcssa
  %130 = phi double [ %135, %.epil.preheader ], [ %.unr, %_FortranASumReal8x1_contract_simplified.exit.loopexit.unr-lcssa ]
  %131 = phi i64 [ %136, %.epil.preheader ], [ %.unr1479, %_FortranASumReal8x1_contract_simplified.exit.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %.epil.preheader ], [ 0, %_FortranASumReal8x1_contract_simplified.exit.loopexit.unr-lcssa ]
  %132 = mul nsw i64 %131, %105
  %133 = getelementptr i8, ptr %104, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !79
  %135 = fadd contract double %130, %134
  %136 = add nuw nsw i64 %131, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %_FortranASumReal8x1_contract_simplified.exit, label %.epil.preheader, !llvm.loop !81

_FortranASumReal8x1_contract_simplified.exit:     ; preds = %.epil.preheader, %_FortranASumReal8x1_contract_simplified.exit.loopexit.unr-lcssa, %_FortranAMinlocInteger4x1_i32_contract_simplified.exit
  %.lcssa.i = phi double [ 0.000000e+00, %_FortranAMinlocInteger4x1_i32_contract_simplified.exit ], [ %.lcssa1478.ph, %_FortranASumReal8x1_contract_simplified.exit.loopexit.unr-lcssa ], [ %135, %.epil.preheader ]
  %137 = call i1 @_FortranAioOutputReal64(ptr %101, double %.lcssa.i)
  store ptr @_QFEa, ptr %3, align 8, !tbaa !65
  %.fca.1.gep872 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 8, ptr %.fca.1.gep872, align 8, !tbaa !65
  %.fca.2.gep873 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 20180515, ptr %.fca.2.gep873, align 8, !tbaa !65
  %.fca.3.gep874 = getelementptr inbounds i8, ptr %3, i64 20
  store i8 1, ptr %.fca.3.gep874, align 4, !tbaa !65
  %.fca.4.gep875 = getelementptr inbounds i8, ptr %3, i64 21
  store i8 28, ptr %.fca.4.gep875, align 1, !tbaa !65
  %.fca.5.gep876 = getelementptr inbounds i8, ptr %3, i64 22
  store i8 0, ptr %.fca.5.gep876, align 2, !tbaa !65
  %.fca.6.gep877 = getelementptr inbounds i8, ptr %3, i64 23
  store i8 0, ptr %.fca.6.gep877, align 1, !tbaa !65
  %.fca.7.0.0.gep878 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 1, ptr %.fca.7.0.0.gep878, align 8, !tbaa !65
  %.fca.7.0.1.gep879 = getelementptr inbounds i8, ptr %3, i64 32
  store i64 3, ptr %.fca.7.0.1.gep879, align 8, !tbaa !65
  %.fca.7.0.2.gep880 = getelementptr inbounds i8, ptr %3, i64 40
  store i64 8, ptr %.fca.7.0.2.gep880, align 8, !tbaa !65
  %138 = call contract double @_FortranAProductReal8(ptr nonnull %3, ptr nonnull @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 87, i32 0, ptr null)
  %139 = call i1 @_FortranAioOutputReal64(ptr %101, double %138)
  %.unpack1268 = load ptr, ptr @_QFEm, align 16, !tbaa !65
  %.unpack1275.unpack.unpack1278 = load i64, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 32), align 16, !tbaa !65
  %.unpack1275.unpack1276.unpack1281 = load i64, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 56), align 8, !tbaa !65
  %140 = shl i64 %.unpack1275.unpack.unpack1278, 3
  %141 = icmp sgt i64 %.unpack1275.unpack1276.unpack1281, 0
  br i1 %141, label %.preheader.lr.ph.i, label %_FortranAMaxvalReal8x2_contract_simplified.exit

.preheader.lr.ph.i:                               ; preds = %_FortranASumReal8x1_contract_simplified.exit
  %142 = icmp sgt i64 %.unpack1275.unpack.unpack1278, 0
  %xtraiter1482 = and i64 %.unpack1275.unpack.unpack1278, 1
  %143 = icmp eq i64 %.unpack1275.unpack.unpack1278, 1
  %unroll_iter1488 = and i64 %.unpack1275.unpack.unpack1278, 9223372036854775806
  %lcmp.mod1486.not = icmp eq i64 %xtraiter1482, 0
  br label %.preheader.i

.preheader.i:                                     ; preds = %._crit_edge.i, %.preheader.lr.ph.i
  %144 = phi double [ 0xFFEFFFFFFFFFFFFF, %.preheader.lr.ph.i ], [ %.lcssa.i1359, %._crit_edge.i ]
  %145 = phi i64 [ 0, %.preheader.lr.ph.i ], [ %167, %._crit_edge.i ]
  br i1 %142, label %.lr.ph.i1360, label %._crit_edge.i

.lr.ph.i1360:                                     ; preds = %.preheader.i
  %146 = mul nsw i64 %140, %145
  %147 = getelementptr i8, ptr %.unpack1268, i64 %146
  br i1 %143, label %._crit_edge.i.loopexit.unr-lcssa, label %.lr.ph.i1360.new

.lr.ph.i1360.new:                                 ; preds = %.lr.ph.i1360.new, %.lr.ph.i1360
  %148 = phi double [ %160, %.lr.ph.i1360.new ], [ %144, %.lr.ph.i1360 ]
  %149 = phi i64 [ %161, %.lr.ph.i1360.new ], [ 0, %.lr.ph.i1360 ]
  %niter1489 = phi i64 [ %niter1489.next.1, %.lr.ph.i1360.new ], [ 0, %.lr.ph.i1360 ]
  %150 = shl nsw i64 %149, 3
  %151 = getelementptr i8, ptr %147, i64 %150
  %152 = load double, ptr %151, align 8, !tbaa !82
  %153 = fcmp contract ogt double %152, %148
  %154 = select i1 %153, double %152, double %148
  %155 = shl i64 %149, 3
  %156 = or disjoint i64 %155, 8
  %157 = getelementptr i8, ptr %147, i64 %156
  %158 = load double, ptr %157, align 8, !tbaa !82
  %159 = fcmp contract ogt double %158, %154
  %160 = select i1 %159, double %158, double %154
  %161 = add nuw nsw i64 %149, 2
  %niter1489.next.1 = add i64 %niter1489, 2
  %niter1489.ncmp.1 = icmp eq i64 %niter1489.next.1, %unroll_iter1488
  br i1 %niter1489.ncmp.1, label %._crit_edge.i.loopexit.unr-lcssa, label %.lr.ph.i1360.new

._crit_edge.i.loopexit.unr-lcssa:                 ; preds = %.lr.ph.i1360.new, %.lr.ph.i1360
  %.lcssa1477.ph = phi double [ poison, %.lr.ph.i1360 ], [ %160, %.lr.ph.i1360.new ]
  %.unr1484 = phi double [ %144, %.lr.ph.i1360 ], [ %160, %.lr.ph.i1360.new ]
  %.unr1485 = phi i64 [ 0, %.lr.ph.i1360 ], [ %161, %.lr.ph.i1360.new ]
  br i1 %lcmp.mod1486.not, label %._crit_edge.i, label %._crit_edge.i.loopexit.epilog-lcssa

._crit_edge.i.loopexit.epilog-lcssa:              ; preds = %._crit_edge.i.loopexit.unr-lcssa
  %162 = shl nsw i64 %.unr1485, 3
  %163 = getelementptr i8, ptr %147, i64 %162
  %164 = load double, ptr %163, align 8, !tbaa !82
  %165 = fcmp contract ogt double %164, %.unr1484
  %166 = select i1 %165, double %164, double %.unr1484
  br label %._crit_edge.i

._crit_edge.i:                                    ; preds = %._crit_edge.i.loopexit.epilog-lcssa, %._crit_edge.i.loopexit.unr-lcssa, %.preheader.i
  %.lcssa.i1359 = phi double [ %144, %.preheader.i ], [ %.lcssa1477.ph, %._crit_edge.i.loopexit.unr-lcssa ], [ %166, %._crit_edge.i.loopexit.epilog-lcssa ]
  %167 = add nuw nsw i64 %145, 1
  %exitcond5.not.i = icmp eq i64 %167, %.unpack1275.unpack1276.unpack1281
  br i1 %exitcond5.not.i, label %_FortranAMaxvalReal8x2_contract_simplified.exit, label %.preheader.i

_FortranAMaxvalReal8x2_contract_simplified.exit:  ; preds = %._crit_edge.i, %_FortranASumReal8x1_contract_simplified.exit
  %.lcssa1.i = phi double [ 0xFFEFFFFFFFFFFFFF, %_FortranASumReal8x1_contract_simplified.exit ], [ %.lcssa.i1359, %._crit_edge.i ]
  %168 = call i1 @_FortranAioOutputReal64(ptr %101, double %.lcssa1.i)
  %.unpack1284 = load ptr, ptr @_QFEprod, align 16, !tbaa !65
  %.unpack1291.unpack.unpack1294 = load i64, ptr getelementptr inbounds (i8, ptr @_QFEprod, i64 32), align 16, !tbaa !65
  %.unpack1291.unpack1292.unpack1297 = load i64, ptr getelementptr inbounds (i8, ptr @_QFEprod, i64 56), align 8, !tbaa !65
  %169 = trunc i64 %.unpack1291.unpack.unpack1294 to i32
  %170 = trunc i64 %.unpack1291.unpack1292.unpack1297 to i32
  %171 = call i32 @llvm.smin.i32(i32 %169, i32 %170)
  %172 = icmp sgt i32 %171, 0
  br i1 %172, label %.lr.ph.i1363, label %.lr.ph.i1369

.lr.ph.i1363:                                     ; preds = %_FortranAMaxvalReal8x2_contract_simplified.exit
  %.unpack1291.unpack1292.unpack1298 = load i64, ptr getelementptr inbounds (i8, ptr @_QFEprod, i64 64), align 16, !tbaa !65
  %.unpack1291.unpack.unpack1295 = load i64, ptr getelementptr inbounds (i8, ptr @_QFEprod, i64 40), align 8, !tbaa !65
  %173 = add i64 %.unpack1291.unpack.unpack1295, %.unpack1291.unpack1292.unpack1298
  %174 = zext nneg i32 %171 to i64
  %xtraiter1491 = and i64 %174, 3
  %175 = icmp ult i32 %171, 4
  br i1 %175, label %.lr.ph.i1369.loopexit.unr-lcssa, label %.lr.ph.i1363.new

.lr.ph.i1363.new:                                 ; preds = %.lr.ph.i1363
  %unroll_iter1495 = and i64 %174, 2147483644
  br label %176

176:                                              ; preds = %176, %.lr.ph.i1363.new
  %indvars.iv.i1364 = phi i64 [ 1, %.lr.ph.i1363.new ], [ %indvars.iv.next.i1365.3, %176 ]
  %.04.i = phi double [ 0.000000e+00, %.lr.ph.i1363.new ], [ %195, %176 ]
  %niter1496 = phi i64 [ 0, %.lr.ph.i1363.new ], [ %niter1496.next.3, %176 ]
  %177 = add nsw i64 %indvars.iv.i1364, -1
  %178 = mul i64 %177, %173
  %179 = getelementptr i8, ptr %.unpack1284, i64 %178
  %180 = load double, ptr %179, align 8, !tbaa !19
  %181 = fadd contract double %.04.i, %180
  %182 = mul i64 %indvars.iv.i1364, %173
  %183 = getelementptr i8, ptr %.unpack1284, i64 %182
  %184 = load double, ptr %183, align 8, !tbaa !19
  %185 = fadd contract double %181, %184
  %186 = add nuw nsw i64 %indvars.iv.i1364, 1
  %187 = mul i64 %186, %173
  %188 = getelementptr i8, ptr %.unpack1284, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !19
  %190 = fadd contract double %185, %189
  %191 = add nuw nsw i64 %indvars.iv.i1364, 2
  %192 = mul i64 %191, %173
  %193 = getelementptr i8, ptr %.unpack1284, i64 %192
  %194 = load double, ptr %193, align 8, !tbaa !19
  %195 = fadd contract double %190, %194
  %indvars.iv.next.i1365.3 = add nuw nsw i64 %indvars.iv.i1364, 4
  %niter1496.next.3 = add i64 %niter1496, 4
  %niter1496.ncmp.3 = icmp eq i64 %niter1496.next.3, %unroll_iter1495
  br i1 %niter1496.ncmp.3, label %.lr.ph.i1369.loopexit.unr-lcssa, label %176

.lr.ph.i1369.loopexit.unr-lcssa:                  ; preds = %176, %.lr.ph.i1363
  %.lcssa.ph = phi double [ poison, %.lr.ph.i1363 ], [ %195, %176 ]
  %indvars.iv.i1364.unr = phi i64 [ 1, %.lr.ph.i1363 ], [ %indvars.iv.next.i1365.3, %176 ]
  %.04.i.unr = phi double [ 0.000000e+00, %.lr.ph.i1363 ], [ %195, %176 ]
  %lcmp.mod1493.not = icmp eq i64 %xtraiter1491, 0
  br i1 %lcmp.mod1493.not, label %.lr.ph.i1369, label %.epil.preheader1490

.epil.preheader1490:                              ; preds = %.epil.preheader1490, %.lr.ph.i1369.loopexit.unr-lcssa
  %indvars.iv.i1364.epil = phi i64 [ %indvars.iv.next.i1365.epil, %.epil.preheader1490 ], [ %indvars.iv.i1364.unr, %.lr.ph.i1369.loopexit.unr-lcssa ]
  %.04.i.epil = phi double [ %200, %.epil.preheader1490 ], [ %.04.i.unr, %.lr.ph.i1369.loopexit.unr-lcssa ]
  %epil.iter1492 = phi i64 [ %epil.iter1492.next, %.epil.preheader1490 ], [ 0, %.lr.ph.i1369.loopexit.unr-lcssa ]
  %196 = add nsw i64 %indvars.iv.i1364.epil, -1
  %197 = mul i64 %196, %173
  %198 = getelementptr i8, ptr %.unpack1284, i64 %197
  %199 = load double, ptr %198, align 8, !tbaa !19
  %200 = fadd contract double %.04.i.epil, %199
  %indvars.iv.next.i1365.epil = add nuw nsw i64 %indvars.iv.i1364.epil, 1
  %epil.iter1492.next = add i64 %epil.iter1492, 1
  %epil.iter1492.cmp.not = icmp eq i64 %epil.iter1492.next, %xtraiter1491
  br i1 %epil.iter1492.cmp.not, label %.lr.ph.i1369, label %.epil.preheader1490, !llvm.loop !86

.lr.ph.i1369:                                     ; preds = %.epil.preheader1490, %.lr.ph.i1369.loopexit.unr-lcssa, %_FortranAMaxvalReal8x2_contract_simplified.exit
  %.0.lcssa.i = phi double [ 0.000000e+00, %_FortranAMaxvalReal8x2_contract_simplified.exit ], [ %.lcssa.ph, %.lr.ph.i1369.loopexit.unr-lcssa ], [ %200, %.epil.preheader1490 ]
  %201 = call i1 @_FortranAioOutputReal64(ptr %101, double %.0.lcssa.i)
  %202 = call i32 @_FortranAioEndIoStatement(ptr %101)
  %203 = call ptr @_FortranAioBeginExternalListOutput(i32 6, ptr nonnull @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 88)
  %204 = load ptr, ptr %10, align 8, !tbaa !87
  %205 = load i64, ptr %.fca.7.0.2.gep146, align 8, !tbaa !87
  %206 = load double, ptr @_QFEa, align 16, !tbaa !91
  %207 = load double, ptr %204, align 8, !tbaa !91
  %208 = fmul contract double %206, %207
  %209 = fadd contract double %208, 0.000000e+00
  %210 = load double, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 8), align 8, !tbaa !91
  %211 = getelementptr i8, ptr %204, i64 %205
  %212 = load double, ptr %211, align 8, !tbaa !91
  %213 = fmul contract double %210, %212
  %214 = fadd contract double %209, %213
  %215 = load double, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 16), align 16, !tbaa !91
  %216 = shl nsw i64 %205, 1
  %217 = getelementptr i8, ptr %204, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !91
  %219 = fmul contract double %215, %218
  %220 = fadd contract double %214, %219
  %221 = load double, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 24), align 8, !tbaa !91
  %222 = mul nsw i64 %205, 3
  %223 = getelementptr i8, ptr %204, i64 %222
  %224 = load double, ptr %223, align 8, !tbaa !91
  %225 = fmul contract double %221, %224
  %226 = fadd contract double %220, %225
  %227 = load double, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 32), align 16, !tbaa !91
  %228 = shl nsw i64 %205, 2
  %229 = getelementptr i8, ptr %204, i64 %228
  %230 = load double, ptr %229, align 8, !tbaa !91
  %231 = fmul contract double %227, %230
  %232 = fadd contract double %226, %231
  %233 = load double, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 40), align 8, !tbaa !91
  %234 = mul nsw i64 %205, 5
  %235 = getelementptr i8, ptr %204, i64 %234
  %236 = load double, ptr %235, align 8, !tbaa !91
  %237 = fmul contract double %233, %236
  %238 = fadd contract double %232, %237
  %239 = load double, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 48), align 16, !tbaa !91
  %240 = mul nsw i64 %205, 6
  %241 = getelementptr i8, ptr %204, i64 %240
  %242 = load double, ptr %241, align 8, !tbaa !91
  %243 = fmul contract double %239, %242
  %244 = fadd contract double %238, %243
  %245 = load double, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 56), align 8, !tbaa !91
  %246 = mul nsw i64 %205, 7
  %247 = getelementptr i8, ptr %204, i64 %246
  %248 = load double, ptr %247, align 8, !tbaa !91
  %249 = fmul contract double %245, %248
  %250 = fadd contract double %244, %249
  %251 = load double, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 64), align 16, !tbaa !91
  %252 = shl nsw i64 %205, 3
  %253 = getelementptr i8, ptr %204, i64 %252
  %254 = load double, ptr %253, align 8, !tbaa !91
  %255 = fmul contract double %251, %254
  %256 = fadd contract double %250, %255
  %257 = load double, ptr getelementptr inbounds (i8, ptr @_QFEa, i64 72), align 8, !tbaa !91
  %258 = mul nsw i64 %205, 9
  %259 = getelementptr i8, ptr %204, i64 %258
  %260 = load double, ptr %259, align 8, !tbaa !91
  %261 = fmul contract double %257, %260
  %262 = fadd contract double %256, %261
  %263 = call i1 @_FortranAioOutputReal64(ptr %203, double %262)
  %264 = call i1 @_FortranAioOutputInteger32(ptr %203, i32 4)
  %265 = call i1 @_FortranAioOutputDescriptor(ptr %203, ptr nonnull %4)
  store ptr @_QFEs, ptr %2, align 8, !tbaa !65
  %.fca.1.gep1022 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 4, ptr %.fca.1.gep1022, align 8, !tbaa !65
  %.fca.2.gep1023 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 20180515, ptr %.fca.2.gep1023, align 8, !tbaa !65
  %.fca.3.gep1024 = getelementptr inbounds i8, ptr %2, i64 20
  store i8 2, ptr %.fca.3.gep1024, align 4, !tbaa !65
  %.fca.4.gep1025 = getelementptr inbounds i8, ptr %2, i64 21
  store i8 27, ptr %.fca.4.gep1025, align 1, !tbaa !65
  %.fca.5.gep1026 = getelementptr inbounds i8, ptr %2, i64 22
  store i8 0, ptr %.fca.5.gep1026, align 2, !tbaa !65
  %.fca.6.gep1027 = getelementptr inbounds i8, ptr %2, i64 23
  store i8 0, ptr %.fca.6.gep1027, align 1, !tbaa !65
  %.fca.7.0.0.gep1028 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 1, ptr %.fca.7.0.0.gep1028, align 8, !tbaa !65
  %.fca.7.0.1.gep1029 = getelementptr inbounds i8, ptr %2, i64 32
  store i64 3, ptr %.fca.7.0.1.gep1029, align 8, !tbaa !65
  %.fca.7.0.2.gep1030 = getelementptr inbounds i8, ptr %2, i64 40
  store i64 4, ptr %.fca.7.0.2.gep1030, align 8, !tbaa !65
  %.fca.7.1.0.gep1031 = getelementptr inbounds i8, ptr %2, i64 48
  store i64 1, ptr %.fca.7.1.0.gep1031, align 8, !tbaa !65
  %.fca.7.1.1.gep1032 = getelementptr inbounds i8, ptr %2, i64 56
  store i64 3, ptr %.fca.7.1.1.gep1032, align 8, !tbaa !65
  %.fca.7.1.2.gep1033 = getelementptr inbounds i8, ptr %2, i64 64
  store i64 12, ptr %.fca.7.1.2.gep1033, align 8, !tbaa !65
  store ptr null, ptr %12, align 8, !tbaa !65
  %.fca.1.gep87 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 4, ptr %.fca.1.gep87, align 8, !tbaa !65
  %.fca.2.gep89 = getelementptr inbounds i8, ptr %12, i64 16
  store i32 20180515, ptr %.fca.2.gep89, align 8, !tbaa !65
  %.fca.3.gep91 = getelementptr inbounds i8, ptr %12, i64 20
  store i8 1, ptr %.fca.3.gep91, align 4, !tbaa !65
  %.fca.4.gep93 = getelementptr inbounds i8, ptr %12, i64 21
  store i8 27, ptr %.fca.4.gep93, align 1, !tbaa !65
  %.fca.5.gep95 = getelementptr inbounds i8, ptr %12, i64 22
  store i8 2, ptr %.fca.5.gep95, align 2, !tbaa !65
  %.fca.6.gep97 = getelementptr inbounds i8, ptr %12, i64 23
  store i8 0, ptr %.fca.6.gep97, align 1, !tbaa !65
  %.fca.7.0.0.gep99 = getelementptr inbounds i8, ptr %12, i64 24
  store i64 1, ptr %.fca.7.0.0.gep99, align 8, !tbaa !65
  %.fca.7.0.1.gep101 = getelementptr inbounds i8, ptr %12, i64 32
  store i64 0, ptr %.fca.7.0.1.gep101, align 8, !tbaa !65
  %.fca.7.0.2.gep103 = getelementptr inbounds i8, ptr %12, i64 40
  store i64 4, ptr %.fca.7.0.2.gep103, align 8, !tbaa !65
  %266 = call {} @_FortranASumDim(ptr nonnull %12, ptr nonnull %2, i32 1, ptr nonnull @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 88, ptr null)
  %.fca.0.load105 = load ptr, ptr %12, align 8, !tbaa !65
  store ptr %.fca.0.load105, ptr %1, align 8, !tbaa !65
  %.fca.1.gep1096 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 4, ptr %.fca.1.gep1096, align 8, !tbaa !65
  %.fca.2.gep1098 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 20180515, ptr %.fca.2.gep1098, align 8, !tbaa !65
  %.fca.3.gep1100 = getelementptr inbounds i8, ptr %1, i64 20
  store i8 1, ptr %.fca.3.gep1100, align 4, !tbaa !65
  %.fca.4.gep1102 = getelementptr inbounds i8, ptr %1, i64 21
  store i8 27, ptr %.fca.4.gep1102, align 1, !tbaa !65
  %.fca.5.gep1104 = getelementptr inbounds i8, ptr %1, i64 22
  store i8 0, ptr %.fca.5.gep1104, align 2, !tbaa !65
  %.fca.6.gep1106 = getelementptr inbounds i8, ptr %1, i64 23
  store i8 0, ptr %.fca.6.gep1106, align 1, !tbaa !65
  %.fca.7.0.0.gep1108 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 1, ptr %.fca.7.0.0.gep1108, align 8, !tbaa !65
  %.fca.7.0.1.gep1110 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 3, ptr %.fca.7.0.1.gep1110, align 8, !tbaa !65
  %.fca.7.0.2.gep1112 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 4, ptr %.fca.7.0.2.gep1112, align 8, !tbaa !65
  %267 = call i1 @_FortranAioOutputDescriptor(ptr %203, ptr nonnull %1)
  call void @free(ptr %.fca.0.load105)
  %268 = call i32 @_FortranAioEndIoStatement(ptr %203)
  %269 = call ptr @_FortranAioBeginExternalFormattedOutput(ptr nonnull @_QQclX283346382E3329, i64 7, ptr null, i32 6, ptr nonnull @_QQclX048f7abf306ccbd44697fb2f0418b13e, i32 89)
  store ptr @_QFEa, ptr %0, align 8, !tbaa !65
  %.fca.1.gep1114 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 8, ptr %.fca.1.gep1114, align 8, !tbaa !65
  %.fca.2.gep1115 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 20180515, ptr %.fca.2.gep1115, align 8, !tbaa !65
  %.fca.3.gep1116 = getelementptr inbounds i8, ptr %0, i64 20
  store i8 1, ptr %.fca.3.gep1116, align 4, !tbaa !65
  %.fca.4.gep1117 = getelementptr inbounds i8, ptr %0, i64 21
  store i8 28, ptr %.fca.4.gep1117, align 1, !tbaa !65
  %.fca.5.gep1118 = getelementptr inbounds i8, ptr %0, i64 22
  store i8 0, ptr %.fca.5.gep1118, align 2, !tbaa !65
  %.fca.6.gep1119 = getelementptr inbounds i8, ptr %0, i64 23
  store i8 0, ptr %.fca.6.gep1119, align 1, !tbaa !65
  %.fca.7.0.0.gep1120 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 1, ptr %.fca.7.0.0.gep1120, align 8, !tbaa !65
  %.fca.7.0.1.gep1121 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 3, ptr %.fca.7.0.1.gep1121, align 8, !tbaa !65
  %.fca.7.0.2.gep1122 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 32, ptr %.fca.7.0.2.gep1122, align 8, !tbaa !65
  %270 = call i1 @_FortranAioOutputDescriptor(ptr %269, ptr nonnull %0)
  %271 = call i32 @_FortranAioEndIoStatement(ptr %269)
  %.unpack1300 = load ptr, ptr @_QFEm, align 16, !tbaa !65
  call void @free(ptr %.unpack1300)
  store ptr null, ptr @_QFEm, align 16, !tbaa !65
  store i64 8, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 8), align 8, !tbaa !65
  store i32 20180515, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 16), align 16, !tbaa !65
  store i8 2, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 20), align 4, !tbaa !65
  store i8 28, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 21), align 1, !tbaa !65
  store i8 2, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 22), align 2, !tbaa !65
  store i8 0, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 23), align 1, !tbaa !65
  store i64 1, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 24), align 8, !tbaa !65
  store i64 0, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 32), align 16, !tbaa !65
  store i64 8, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 40), align 8, !tbaa !65
  store i64 1, ptr getelementptr inbounds (i8, ptr @_QFEm, i64 48), align 16, !tbaa !65
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) getelementptr inbounds (i8, ptr @_QFEm, i64 56), i8 0, i64 16, i1 false)
  %.unpack1316 = load ptr, ptr @_QFEmt, align 16, !tbaa !65
  call void @free(ptr %.unpack1316)
  store ptr null, ptr @_QFEmt, align 16, !tbaa !65
  store i64 8, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 8), align 8, !tbaa !65
  store i32 20180515, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 16), align 16, !tbaa !65
  store i8 2, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 20), align 4, !tbaa !65
  store i8 28, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 21), align 1, !tbaa !65
  store i8 2, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 22), align 2, !tbaa !65
  store i8 0, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 23), align 1, !tbaa !65
  store i64 1, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 24), align 8, !tbaa !65
  store i64 0, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 32), align 16, !tbaa !65
  store i64 8, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 40), align 8, !tbaa !65
  store i64 1, ptr getelementptr inbounds (i8, ptr @_QFEmt, i64 48), align 16, !tbaa !65
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) getelementptr inbounds (i8, ptr @_QFEmt, i64 56), i8 0, i64 16, i1 false)
  ret void
}

declare ptr @_FortranAioBeginExternalListOutput(i32, ptr, i32) local_unnamed_addr

declare zeroext i1 @_FortranAioOutputReal64(ptr, double) local_unnamed_addr

declare i32 @_FortranAioEndIoStatement(ptr) local_unnamed_addr

declare zeroext i1 @_FortranAioOutputInteger32(ptr, i32) local_unnamed_addr

declare zeroext i1 @_FortranAioOutputDescriptor(ptr, ptr) local_unnamed_addr

declare ptr @_FortranAioBeginExternalFormattedOutput(ptr, i64, ptr, i32, ptr, i32) local_unnamed_addr

declare void @_FortranAProgramStart(i32, ptr, ptr, ptr) local_unnamed_addr

declare void @_FortranAProgramEndStatement() local_unnamed_addr

define noundef i32 @main(i32 %0, ptr %1, ptr %2) local_unnamed_addr #5 {
  tail call void @_FortranAProgramStart(i32 %0, ptr %1, ptr %2, ptr null)
  tail call void @_QQmain()
  tail call void @_FortranAProgramEndStatement()
  ret i32 0
}

declare {} @_FortranASumDim(ptr, ptr, i32, ptr, i32, ptr) local_unnamed_addr

declare double @_FortranAProductReal8(ptr, ptr, i32, i32, ptr) local_unnamed_addr

declare {} @_FortranAMatmulReal8Real8(ptr, ptr, ptr, ptr, i32) local_unnamed_addr

declare {} @_FortranAAssign(ptr, ptr, ptr, i32) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64" }
attributes #3 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) "target-cpu"="x86-64" }
attributes #4 = { nounwind "target-cpu"="x86-64" }
attributes #5 = { "target-cpu"="x86-64" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!4, !4, i64 0}
!4 = !{!"dummy arg data/_QMarray_opsFfillEn", !5, i64 0}
!5 = !{!"dummy arg data", !6, i64 0}
!6 = !{!"any data access", !7, i64 0}
!7 = !{!"any access", !8, i64 0}
!8 = !{!"Flang function root _QMarray_opsPfill"}
!9 = !{!10, !10, i64 0}
!10 = !{!"dummy arg data/_QMarray_opsFfillEa", !5, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !13, !12}
!15 = !{!16, !16, i64 0}
!16 = !{!"descriptor member", !17, i64 0}
!17 = !{!"any access", !18, i64 0}
!18 = !{!"Flang function root _QMarray_opsPtrace"}
!19 = !{!20, !20, i64 0}
!20 = !{!"dummy arg data/_QMarray_opsFtraceEm", !21, i64 0}
!21 = !{!"dummy arg data", !22, i64 0}
!22 = !{!"any data access", !17, i64 0}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = !{!26, !26, i64 0}
!26 = !{!"dummy arg data/_QMarray_opsFstencilEn", !27, i64 0}
!27 = !{!"dummy arg data", !28, i64 0}
!28 = !{!"any data access", !29, i64 0}
!29 = !{!"any access", !30, i64 0}
!30 = !{!"Flang function root _QMarray_opsPstencil"}
!31 = !{!32, !32, i64 0}
!32 = !{!"dummy arg data/_QMarray_opsFstencilEu", !27, i64 0}
!33 = !{!34, !34, i64 0}
!34 = !{!"dummy arg data/_QMarray_opsFstencilEv", !27, i64 0}
!35 = distinct !{!35, !12, !13}
!36 = distinct !{!36, !12}
!37 = !{!38, !38, i64 0}
!38 = !{!"descriptor member", !39, i64 0}
!39 = !{!"any access", !40, i64 0}
!40 = !{!"Flang function root _QMarray_opsPclamp"}
!41 = !{!42, !42, i64 0}
!42 = !{!"dummy arg data/_QMarray_opsFclampElo", !43, i64 0}
!43 = !{!"dummy arg data", !44, i64 0}
!44 = !{!"any data access", !39, i64 0}
!45 = !{!46, !46, i64 0}
!46 = !{!"dummy arg data/_QMarray_opsFclampEa", !43, i64 0}
!47 = !{!44, !44, i64 0}
!48 = !{!49, !49, i64 0}
!49 = !{!"dummy arg data/_QMarray_opsFclampEhi", !43, i64 0}
!50 = !{!51, !51, i64 0}
!51 = !{!"descriptor member", !52, i64 0}
!52 = !{!"any access", !53, i64 0}
!53 = !{!"Flang function root _QMarray_opsPcount_positive"}
!54 = !{!55, !55, i64 0}
!55 = !{!"dummy arg data/_QMarray_opsFcount_positiveEa", !56, i64 0}
!56 = !{!"dummy arg data", !57, i64 0}
!57 = !{!"any data access", !52, i64 0}
!58 = !{!59, !59, i64 0}
!59 = !{!"global data/_QFEb", !60, i64 0}
!60 = !{!"global data", !61, i64 0}
!61 = !{!"any data access", !62, i64 0}
!62 = !{!"any access", !63, i64 0}
!63 = !{!"Flang function root _QQmain"}
!64 = !{!60, !60, i64 0}
!65 = !{!66, !66, i64 0}
!66 = !{!"descriptor member", !62, i64 0}
!67 = !{!61, !61, i64 0}
!68 = !{!69, !69, i64 0}
!69 = !{!"direct data/_QFEm", !70, i64 0}
!70 = !{!"direct data", !61, i64 0}
!71 = !{!72, !72, i64 0}
!72 = !{!"any data access", !73, i64 0}
!73 = !{!"any access", !74, i64 0}
!74 = !{!"Flang function root _FortranAMinlocInteger4x1_i32_contract_simplified"}
!75 = !{!76, !76, i64 0}
!76 = !{!"descriptor member", !77, i64 0}
!77 = !{!"any access", !78, i64 0}
!78 = !{!"Flang function root _FortranASumReal8x1_contract_simplified"}
!79 = !{!80, !80, i64 0}
!80 = !{!"any data access", !77, i64 0}
!81 = distinct !{!81, !24}
!82 = !{!83, !83, i64 0}
!83 = !{!"any data access", !84, i64 0}
!84 = !{!"any access", !85, i64 0}
!85 = !{!"Flang function root _FortranAMaxvalReal8x2_contract_simplified"}
!86 = distinct !{!86, !24}
!87 = !{!88, !88, i64 0}
!88 = !{!"descriptor member", !89, i64 0}
!89 = !{!"any access", !90, i64 0}
!90 = !{!"Flang function root _FortranADotProductReal8_contract_f64_f64_simplified"}
!91 = !{!92, !92, i64 0}
!92 = !{!"any data access", !89, i64 0}
