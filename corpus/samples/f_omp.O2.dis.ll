; ModuleID = '<stdin>'
source_filename = "FIRModule"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, ptr }

$_QQclX2F746D702F70617269722D636F727075732D7372632F665F6F6D702E66393000 = comdat any

@_QFEx = internal global [100 x float] zeroinitializer
@_QFEy = internal global [100 x float] zeroinitializer
@_QQclX2F746D702F70617269722D636F727075732D7372632F665F6F6D702E66393000 = linkonce constant [32 x i8] c"/tmp/parir-corpus-src/f_omp.f90\00", comdat
@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr @0 }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer, align 8
@.gomp_critical_user_.var = common global [8 x i32] zeroinitializer, align 8

; Function Attrs: nounwind
define void @_QMpar_kernelsPaxpy(ptr %0, ptr %1, ptr %2, ptr %3) local_unnamed_addr #0 {
entry:
  %structArg = alloca { ptr, ptr, ptr, ptr, ptr, ptr }, align 8
  %.reloaded = alloca i64, align 8
  %.reloaded5 = alloca i64, align 8
  %4 = load i32, ptr %0, align 4, !tbaa !4
  %5 = tail call i32 @llvm.smax.i32(i32 %4, i32 0)
  %6 = zext nneg i32 %5 to i64
  %omp_global_thread_num = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1)
  store i64 %6, ptr %.reloaded, align 8
  store i64 %6, ptr %.reloaded5, align 8
  store ptr %.reloaded, ptr %structArg, align 8
  %gep_.reloaded5 = getelementptr inbounds i8, ptr %structArg, i64 8
  store ptr %.reloaded5, ptr %gep_.reloaded5, align 8
  %gep_ = getelementptr inbounds i8, ptr %structArg, i64 16
  store ptr %0, ptr %gep_, align 8
  %gep_6 = getelementptr inbounds i8, ptr %structArg, i64 24
  store ptr %1, ptr %gep_6, align 8
  %gep_7 = getelementptr inbounds i8, ptr %structArg, i64 32
  store ptr %2, ptr %gep_7, align 8
  %gep_8 = getelementptr inbounds i8, ptr %structArg, i64 40
  store ptr %3, ptr %gep_8, align 8
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 1, ptr nonnull @_QMpar_kernelsPaxpy..omp_par, ptr nonnull %structArg)
  ret void
}

; Function Attrs: nounwind
define internal void @_QMpar_kernelsPaxpy..omp_par(ptr noalias nocapture readnone %tid.addr, ptr noalias nocapture readnone %zero.addr, ptr nocapture readonly %0) #0 {
omp.par.entry:
  %gep_ = getelementptr i8, ptr %0, i64 16
  %loadgep_ = load ptr, ptr %gep_, align 8
  %gep_1 = getelementptr i8, ptr %0, i64 24
  %loadgep_2 = load ptr, ptr %gep_1, align 8
  %gep_3 = getelementptr i8, ptr %0, i64 32
  %loadgep_4 = load ptr, ptr %gep_3, align 8
  %gep_5 = getelementptr i8, ptr %0, i64 40
  %loadgep_6 = load ptr, ptr %gep_5, align 8
  %p.lastiter = alloca i32, align 4
  %p.lowerbound = alloca i32, align 4
  %p.upperbound = alloca i32, align 4
  %p.stride = alloca i32, align 4
  %1 = load i32, ptr %loadgep_, align 4, !tbaa !4
  %omp_loop.tripcount = tail call i32 @llvm.smax.i32(i32 %1, i32 0)
  store i32 0, ptr %p.lowerbound, align 4
  %2 = add nsw i32 %omp_loop.tripcount, -1
  store i32 %2, ptr %p.upperbound, align 4
  store i32 1, ptr %p.stride, align 4
  %omp_global_thread_num4 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1)
  call void @__kmpc_for_static_init_4u(ptr nonnull @1, i32 %omp_global_thread_num4, i32 34, ptr nonnull %p.lastiter, ptr nonnull %p.lowerbound, ptr nonnull %p.upperbound, ptr nonnull %p.stride, i32 1, i32 0)
  %3 = load i32, ptr %p.lowerbound, align 4
  %4 = load i32, ptr %p.upperbound, align 4
  %reass.sub = sub i32 %4, %3
  %omp_loop.cmp7.not = icmp eq i32 %reass.sub, -1
  br i1 %omp_loop.cmp7.not, label %omp_loop.exit, label %omp_loop.body.lr.ph

omp_loop.body.lr.ph:                              ; preds = %omp.par.entry
  %5 = add i32 %3, 1
  %6 = load float, ptr %loadgep_2, align 4, !tbaa !10
  %7 = add i32 %4, 1
  %8 = sub i32 %7, %3
  %min.iters.check = icmp ult i32 %8, 8
  br i1 %min.iters.check, label %omp_loop.body.preheader, label %vector.scevcheck

omp_loop.body.preheader:                          ; preds = %middle.block, %vector.scevcheck, %omp_loop.body.lr.ph
  %omp_loop.iv8.ph = phi i32 [ 0, %vector.scevcheck ], [ 0, %omp_loop.body.lr.ph ], [ %n.vec, %middle.block ]
  br label %omp_loop.body

vector.scevcheck:                                 ; preds = %omp_loop.body.lr.ph
  %9 = add i32 %3, 1
  %10 = add i32 %4, 1
  %11 = icmp slt i32 %10, %9
  br i1 %11, label %omp_loop.body.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i32 %8, -8
  %broadcast.splatinsert = insertelement <4 x float> poison, float %6, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %12 = add i32 %5, %index
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %13, -1
  %15 = getelementptr float, ptr %loadgep_4, i64 %14
  %16 = getelementptr i8, ptr %15, i64 16
  %wide.load = load <4 x float>, ptr %15, align 4, !tbaa !12
  %wide.load9 = load <4 x float>, ptr %16, align 4, !tbaa !12
  %17 = fmul contract <4 x float> %broadcast.splat, %wide.load
  %18 = fmul contract <4 x float> %broadcast.splat, %wide.load9
  %19 = getelementptr float, ptr %loadgep_6, i64 %14
  %20 = getelementptr i8, ptr %19, i64 16
  %wide.load10 = load <4 x float>, ptr %19, align 4, !tbaa !14
  %wide.load11 = load <4 x float>, ptr %20, align 4, !tbaa !14
  %21 = fadd contract <4 x float> %17, %wide.load10
  %22 = fadd contract <4 x float> %18, %wide.load11
  store <4 x float> %21, ptr %19, align 4, !tbaa !14
  store <4 x float> %22, ptr %20, align 4, !tbaa !14
  %index.next = add nuw i32 %index, 8
  %23 = icmp eq i32 %index.next, %n.vec
  br i1 %23, label %middle.block, label %vector.body, !llvm.loop !16

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %8, %n.vec
  br i1 %cmp.n, label %omp_loop.exit, label %omp_loop.body.preheader

omp_loop.exit:                                    ; preds = %omp_loop.body, %middle.block, %omp.par.entry
  call void @__kmpc_for_static_fini(ptr nonnull @1, i32 %omp_global_thread_num4)
  call void @__kmpc_barrier(ptr nonnull @2, i32 %omp_global_thread_num4)
  ret void

omp_loop.body:                                    ; preds = %omp_loop.body, %omp_loop.body.preheader
  %omp_loop.iv8 = phi i32 [ %omp_loop.next, %omp_loop.body ], [ %omp_loop.iv8.ph, %omp_loop.body.preheader ]
  %24 = add i32 %5, %omp_loop.iv8
  %25 = sext i32 %24 to i64
  %26 = add nsw i64 %25, -1
  %27 = getelementptr float, ptr %loadgep_4, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !12
  %29 = fmul contract float %6, %28
  %30 = getelementptr float, ptr %loadgep_6, i64 %26
  %31 = load float, ptr %30, align 4, !tbaa !14
  %32 = fadd contract float %29, %31
  store float %32, ptr %30, align 4, !tbaa !14
  %omp_loop.next = add nuw i32 %omp_loop.iv8, 1
  %exitcond.not = icmp eq i32 %omp_loop.iv8, %reass.sub
  br i1 %exitcond.not, label %omp_loop.exit, label %omp_loop.body, !llvm.loop !19
}

; Function Attrs: nounwind
define float @_QMpar_kernelsPnorm2sq(ptr %0, ptr %1) local_unnamed_addr #0 {
entry:
  %structArg = alloca { ptr, ptr, ptr, ptr }, align 8
  %.reloaded = alloca i64, align 8
  %2 = alloca float, align 4
  %3 = load i32, ptr %1, align 4, !tbaa !20
  %4 = tail call i32 @llvm.smax.i32(i32 %3, i32 0)
  %5 = zext nneg i32 %4 to i64
  store float 0.000000e+00, ptr %2, align 4, !tbaa !26
  %omp_global_thread_num = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1)
  store i64 %5, ptr %.reloaded, align 8
  store ptr %.reloaded, ptr %structArg, align 8
  %gep_ = getelementptr inbounds i8, ptr %structArg, i64 8
  store ptr %1, ptr %gep_, align 8
  %gep_7 = getelementptr inbounds i8, ptr %structArg, i64 16
  store ptr %2, ptr %gep_7, align 8
  %gep_8 = getelementptr inbounds i8, ptr %structArg, i64 24
  store ptr %0, ptr %gep_8, align 8
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 1, ptr nonnull @_QMpar_kernelsPnorm2sq..omp_par, ptr nonnull %structArg)
  %6 = load float, ptr %2, align 4, !tbaa !26
  ret float %6
}

; Function Attrs: nounwind
define internal void @_QMpar_kernelsPnorm2sq..omp_par(ptr noalias nocapture readnone %tid.addr, ptr noalias nocapture readnone %zero.addr, ptr nocapture readonly %0) #0 {
omp.par.entry:
  %gep_ = getelementptr i8, ptr %0, i64 8
  %loadgep_ = load ptr, ptr %gep_, align 8
  %gep_1 = getelementptr i8, ptr %0, i64 16
  %loadgep_2 = load ptr, ptr %gep_1, align 8
  %gep_3 = getelementptr i8, ptr %0, i64 24
  %loadgep_4 = load ptr, ptr %gep_3, align 8
  %p.lastiter = alloca i32, align 4
  %p.lowerbound = alloca i32, align 4
  %p.upperbound = alloca i32, align 4
  %p.stride = alloca i32, align 4
  %1 = alloca float, align 4
  %red.array = alloca [1 x ptr], align 8
  %2 = load i32, ptr %loadgep_, align 4, !tbaa !20
  store float 0.000000e+00, ptr %1, align 4
  %omp_loop.tripcount = tail call i32 @llvm.smax.i32(i32 %2, i32 0)
  store i32 0, ptr %p.lowerbound, align 4
  %3 = add nsw i32 %omp_loop.tripcount, -1
  store i32 %3, ptr %p.upperbound, align 4
  store i32 1, ptr %p.stride, align 4
  %omp_global_thread_num6 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1)
  call void @__kmpc_for_static_init_4u(ptr nonnull @1, i32 %omp_global_thread_num6, i32 34, ptr nonnull %p.lastiter, ptr nonnull %p.lowerbound, ptr nonnull %p.upperbound, ptr nonnull %p.stride, i32 1, i32 0)
  %4 = load i32, ptr %p.lowerbound, align 4
  %5 = load i32, ptr %p.upperbound, align 4
  %reass.sub = sub i32 %5, %4
  %invariant.gep = getelementptr i8, ptr %loadgep_4, i64 -4
  %omp_loop.cmp5.not = icmp eq i32 %reass.sub, -1
  br i1 %omp_loop.cmp5.not, label %omp_loop.exit, label %omp_loop.body.lr.ph

omp_loop.body.lr.ph:                              ; preds = %omp.par.entry
  %6 = add i32 %4, 1
  %7 = add i32 %5, 1
  %8 = sub i32 %7, %4
  %xtraiter = and i32 %8, 1
  %9 = icmp eq i32 %5, %4
  br i1 %9, label %omp_loop.exit.loopexit.unr-lcssa, label %omp_loop.body.lr.ph.new

omp_loop.body.lr.ph.new:                          ; preds = %omp_loop.body.lr.ph
  %unroll_iter = and i32 %8, -2
  br label %omp_loop.body

omp_loop.exit.loopexit.unr-lcssa:                 ; preds = %omp_loop.body, %omp_loop.body.lr.ph
  %omp_loop.iv6.unr = phi i32 [ 0, %omp_loop.body.lr.ph ], [ %omp_loop.next.1, %omp_loop.body ]
  %.unr = phi float [ 0.000000e+00, %omp_loop.body.lr.ph ], [ %26, %omp_loop.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %omp_loop.exit, label %omp_loop.body.epil

omp_loop.body.epil:                               ; preds = %omp_loop.exit.loopexit.unr-lcssa
  %10 = add i32 %6, %omp_loop.iv6.unr
  %11 = sext i32 %10 to i64
  %gep.epil = getelementptr float, ptr %invariant.gep, i64 %11
  %12 = load float, ptr %gep.epil, align 4, !tbaa !27
  %13 = fmul contract float %12, %12
  %14 = fadd contract float %.unr, %13
  store float %14, ptr %1, align 4, !tbaa !26
  br label %omp_loop.exit

omp_loop.exit:                                    ; preds = %omp_loop.body.epil, %omp_loop.exit.loopexit.unr-lcssa, %omp.par.entry
  call void @__kmpc_for_static_fini(ptr nonnull @1, i32 %omp_global_thread_num6)
  call void @__kmpc_barrier(ptr nonnull @2, i32 %omp_global_thread_num6)
  store ptr %1, ptr %red.array, align 8
  %reduce = call i32 @__kmpc_reduce(ptr nonnull @1, i32 %omp_global_thread_num6, i32 1, i64 8, ptr nonnull %red.array, ptr nonnull @.omp.reduction.func, ptr nonnull @.gomp_critical_user_.reduction.var)
  %cond = icmp eq i32 %reduce, 1
  br i1 %cond, label %reduce.switch.nonatomic, label %reduce.finalize

reduce.switch.nonatomic:                          ; preds = %omp_loop.exit
  %red.value.0 = load float, ptr %loadgep_2, align 4
  %red.private.value.0 = load float, ptr %1, align 4
  %15 = fadd contract float %red.value.0, %red.private.value.0
  store float %15, ptr %loadgep_2, align 4
  call void @__kmpc_end_reduce(ptr nonnull @1, i32 %omp_global_thread_num6, ptr nonnull @.gomp_critical_user_.reduction.var)
  br label %reduce.finalize

reduce.finalize:                                  ; preds = %reduce.switch.nonatomic, %omp_loop.exit
  call void @__kmpc_barrier(ptr nonnull @2, i32 %omp_global_thread_num6)
  ret void

omp_loop.body:                                    ; preds = %omp_loop.body, %omp_loop.body.lr.ph.new
  %omp_loop.iv6 = phi i32 [ 0, %omp_loop.body.lr.ph.new ], [ %omp_loop.next.1, %omp_loop.body ]
  %16 = phi float [ 0.000000e+00, %omp_loop.body.lr.ph.new ], [ %26, %omp_loop.body ]
  %niter = phi i32 [ 0, %omp_loop.body.lr.ph.new ], [ %niter.next.1, %omp_loop.body ]
  %17 = add i32 %6, %omp_loop.iv6
  %18 = sext i32 %17 to i64
  %gep = getelementptr float, ptr %invariant.gep, i64 %18
  %19 = load float, ptr %gep, align 4, !tbaa !27
  %20 = fmul contract float %19, %19
  %21 = fadd contract float %16, %20
  store float %21, ptr %1, align 4, !tbaa !26
  %omp_loop.next = or disjoint i32 %omp_loop.iv6, 1
  %22 = add i32 %6, %omp_loop.next
  %23 = sext i32 %22 to i64
  %gep.1 = getelementptr float, ptr %invariant.gep, i64 %23
  %24 = load float, ptr %gep.1, align 4, !tbaa !27
  %25 = fmul contract float %24, %24
  %26 = fadd contract float %21, %25
  store float %26, ptr %1, align 4, !tbaa !26
  %omp_loop.next.1 = add nuw i32 %omp_loop.iv6, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %omp_loop.exit.loopexit.unr-lcssa, label %omp_loop.body
}

; Function Attrs: nounwind
define i32 @_QMpar_kernelsPcount_threads() local_unnamed_addr #0 {
entry:
  %structArg = alloca { ptr }, align 8
  %0 = alloca i32, align 4
  store i32 0, ptr %0, align 4, !tbaa !29
  %omp_global_thread_num = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1)
  store ptr %0, ptr %structArg, align 8
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 1, ptr nonnull @_QMpar_kernelsPcount_threads..omp_par, ptr nonnull %structArg)
  %1 = load i32, ptr %0, align 4, !tbaa !29
  ret i32 %1
}

; Function Attrs: nounwind
define internal void @_QMpar_kernelsPcount_threads..omp_par(ptr noalias nocapture readnone %tid.addr, ptr noalias nocapture readnone %zero.addr, ptr nocapture readonly %0) #0 {
omp.par.entry:
  %loadgep_ = load ptr, ptr %0, align 8
  %1 = atomicrmw add ptr %loadgep_, i32 1 monotonic, align 4
  %omp_global_thread_num2 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1)
  tail call void @__kmpc_critical(ptr nonnull @1, i32 %omp_global_thread_num2, ptr nonnull @.gomp_critical_user_.var)
  tail call void @__kmpc_end_critical(ptr nonnull @1, i32 %omp_global_thread_num2, ptr nonnull @.gomp_critical_user_.var)
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define void @_QMpar_kernelsPrelax(ptr nocapture %0, ptr nocapture readonly %1) local_unnamed_addr #1 {
  %3 = load i32, ptr %1, align 4, !tbaa !33
  %4 = tail call i32 @llvm.smax.i32(i32 %3, i32 0)
  %5 = zext nneg i32 %4 to i64
  %6 = alloca float, i64 %5, align 4
  %7 = add i32 %3, -1
  %invariant.gep = getelementptr i8, ptr %0, i64 -4
  %invariant.gep7 = getelementptr i8, ptr %6, i64 -4
  %8 = icmp sgt i32 %7, 1
  br i1 %8, label %.lr.ph.preheader, label %._crit_edge13

.lr.ph.preheader:                                 ; preds = %2
  %9 = zext nneg i32 %7 to i64
  %10 = add nsw i64 %9, -1
  %min.iters.check = icmp ult i32 %7, 9
  br i1 %min.iters.check, label %.lr.ph.preheader18, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %.lr.ph.preheader
  %11 = add nsw i64 %9, -2
  %mul.overflow = icmp ugt i64 %11, 4294967295
  %12 = trunc i64 %11 to i32
  %13 = icmp ugt i32 %12, 2147483644
  %14 = or i1 %13, %mul.overflow
  br i1 %14, label %.lr.ph.preheader18, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %10, -8
  %ind.end = or disjoint i64 %n.vec, 2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = shl i64 %index, 32
  %15 = ashr exact i64 %offset.idx, 30
  %16 = getelementptr i8, ptr %0, i64 %15
  %17 = getelementptr i8, ptr %16, i64 16
  %wide.load = load <4 x float>, ptr %16, align 4, !tbaa !39
  %wide.load15 = load <4 x float>, ptr %17, align 4, !tbaa !39
  %18 = ashr exact i64 %offset.idx, 30
  %19 = or disjoint i64 %18, 12
  %20 = getelementptr i8, ptr %invariant.gep, i64 %19
  %21 = getelementptr i8, ptr %20, i64 16
  %wide.load16 = load <4 x float>, ptr %20, align 4, !tbaa !39
  %wide.load17 = load <4 x float>, ptr %21, align 4, !tbaa !39
  %22 = fadd contract <4 x float> %wide.load, %wide.load16
  %23 = fadd contract <4 x float> %wide.load15, %wide.load17
  %24 = fmul contract <4 x float> %22, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %25 = fmul contract <4 x float> %23, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %26 = ashr exact i64 %offset.idx, 30
  %27 = or disjoint i64 %26, 8
  %28 = getelementptr i8, ptr %invariant.gep7, i64 %27
  %29 = getelementptr i8, ptr %28, i64 16
  store <4 x float> %24, ptr %28, align 4, !tbaa !41
  store <4 x float> %25, ptr %29, align 4, !tbaa !41
  %index.next = add nuw i64 %index, 8
  %30 = icmp eq i64 %index.next, %n.vec
  br i1 %30, label %middle.block, label %vector.body, !llvm.loop !42

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %10, %n.vec
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph.preheader18

.lr.ph.preheader18:                               ; preds = %middle.block, %vector.scevcheck, %.lr.ph.preheader
  %.ph = phi i64 [ 2, %vector.scevcheck ], [ 2, %.lr.ph.preheader ], [ %ind.end, %middle.block ]
  %31 = add nsw i64 %.ph, %9
  %32 = and i64 %31, 1
  %lcmp.mod.not.not = icmp eq i64 %32, 0
  br i1 %lcmp.mod.not.not, label %.lr.ph.prol, label %.lr.ph.prol.loopexit

.lr.ph.prol:                                      ; preds = %.lr.ph.preheader18
  %33 = shl nsw i64 %.ph, 32
  %sext.prol = add nsw i64 %33, -4294967296
  %34 = ashr exact i64 %sext.prol, 30
  %gep.prol = getelementptr i8, ptr %invariant.gep, i64 %34
  %35 = load float, ptr %gep.prol, align 4, !tbaa !39
  %sext2.prol = add nuw i64 %33, 4294967296
  %36 = ashr exact i64 %sext2.prol, 30
  %gep6.prol = getelementptr i8, ptr %invariant.gep, i64 %36
  %37 = load float, ptr %gep6.prol, align 4, !tbaa !39
  %38 = fadd contract float %35, %37
  %39 = fmul contract float %38, 5.000000e-01
  %40 = shl nsw i64 %.ph, 2
  %gep8.prol = getelementptr i8, ptr %invariant.gep7, i64 %40
  store float %39, ptr %gep8.prol, align 4, !tbaa !41
  %41 = add nuw nsw i64 %.ph, 1
  br label %.lr.ph.prol.loopexit

.lr.ph.prol.loopexit:                             ; preds = %.lr.ph.prol, %.lr.ph.preheader18
  %.unr = phi i64 [ %.ph, %.lr.ph.preheader18 ], [ %41, %.lr.ph.prol ]
  %42 = icmp eq i64 %.ph, %9
  br i1 %42, label %._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph, %.lr.ph.prol.loopexit
  %43 = phi i64 [ %61, %.lr.ph ], [ %.unr, %.lr.ph.prol.loopexit ]
  %44 = shl i64 %43, 32
  %sext = add nsw i64 %44, -4294967296
  %45 = ashr exact i64 %sext, 30
  %gep = getelementptr i8, ptr %invariant.gep, i64 %45
  %46 = load float, ptr %gep, align 4, !tbaa !39
  %sext2 = add nuw i64 %44, 4294967296
  %47 = ashr exact i64 %sext2, 30
  %gep6 = getelementptr i8, ptr %invariant.gep, i64 %47
  %48 = load float, ptr %gep6, align 4, !tbaa !39
  %49 = fadd contract float %46, %48
  %50 = fmul contract float %49, 5.000000e-01
  %51 = ashr exact i64 %44, 30
  %gep8 = getelementptr i8, ptr %invariant.gep7, i64 %51
  store float %50, ptr %gep8, align 4, !tbaa !41
  %52 = add nuw nsw i64 %43, 1
  %53 = shl i64 %52, 32
  %sext.1 = add nsw i64 %53, -4294967296
  %54 = ashr exact i64 %sext.1, 30
  %gep.1 = getelementptr i8, ptr %invariant.gep, i64 %54
  %55 = load float, ptr %gep.1, align 4, !tbaa !39
  %sext2.1 = add nuw i64 %53, 4294967296
  %56 = ashr exact i64 %sext2.1, 30
  %gep6.1 = getelementptr i8, ptr %invariant.gep, i64 %56
  %57 = load float, ptr %gep6.1, align 4, !tbaa !39
  %58 = fadd contract float %55, %57
  %59 = fmul contract float %58, 5.000000e-01
  %60 = ashr exact i64 %53, 30
  %gep8.1 = getelementptr i8, ptr %invariant.gep7, i64 %60
  store float %59, ptr %gep8.1, align 4, !tbaa !41
  %61 = add nuw nsw i64 %43, 2
  %exitcond.not.1 = icmp eq i64 %52, %9
  br i1 %exitcond.not.1, label %._crit_edge, label %.lr.ph, !llvm.loop !43

._crit_edge:                                      ; preds = %.lr.ph, %.lr.ph.prol.loopexit, %middle.block
  br i1 %8, label %.lr.ph12.preheader, label %._crit_edge13

.lr.ph12.preheader:                               ; preds = %._crit_edge
  %scevgep = getelementptr i8, ptr %0, i64 4
  %scevgep14 = getelementptr i8, ptr %6, i64 4
  %62 = zext i32 %3 to i64
  %63 = shl nuw nsw i64 %62, 2
  %64 = add nsw i64 %63, -8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %scevgep, ptr align 4 %scevgep14, i64 %64, i1 false), !tbaa !41
  br label %._crit_edge13

._crit_edge13:                                    ; preds = %.lr.ph12.preheader, %._crit_edge, %2
  ret void
}

define void @_QQmain() local_unnamed_addr #2 {
vector.ph:
  %structArg.i8 = alloca { ptr }, align 8
  %0 = alloca i32, align 4
  %structArg.i2 = alloca { ptr, ptr, ptr, ptr }, align 8
  %.reloaded.i3 = alloca i64, align 8
  %1 = alloca float, align 4
  %structArg.i = alloca { ptr, ptr, ptr, ptr, ptr, ptr }, align 8
  %.reloaded.i = alloca i64, align 8
  %.reloaded5.i = alloca i64, align 8
  %2 = alloca i32, align 4
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr @_QFEx, align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 16), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 32), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 48), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 64), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 80), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 96), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 112), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 128), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 144), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 160), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 176), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 192), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 208), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 224), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 240), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 256), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 272), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 288), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 304), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 320), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 336), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 352), align 16, !tbaa !44
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 368), align 16, !tbaa !44
  store float 1.000000e+00, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 384), align 16, !tbaa !44
  store float 1.000000e+00, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 388), align 4, !tbaa !44
  store float 1.000000e+00, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 392), align 8, !tbaa !44
  store float 1.000000e+00, ptr getelementptr inbounds (i8, ptr @_QFEx, i64 396), align 4, !tbaa !44
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr @_QFEy, align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 16), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 32), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 48), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 64), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 80), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 96), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 112), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 128), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 144), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 160), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 176), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 192), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 208), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 224), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 240), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 256), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 272), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 288), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 304), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 320), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 336), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 352), align 16, !tbaa !50
  store <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 368), align 16, !tbaa !50
  store float 2.000000e+00, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 384), align 16, !tbaa !50
  store float 2.000000e+00, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 388), align 4, !tbaa !50
  store float 2.000000e+00, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 392), align 8, !tbaa !50
  store float 2.000000e+00, ptr getelementptr inbounds (i8, ptr @_QFEy, i64 396), align 4, !tbaa !50
  store i32 100, ptr %2, align 4, !tbaa !52
  store float 3.000000e+00, ptr %3, align 4, !tbaa !52
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %structArg.i)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.reloaded.i)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.reloaded5.i)
  %omp_global_thread_num.i9 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1)
  store i64 100, ptr %.reloaded.i, align 8
  store i64 100, ptr %.reloaded5.i, align 8
  store ptr %.reloaded.i, ptr %structArg.i, align 8
  %gep_.reloaded5.i = getelementptr inbounds i8, ptr %structArg.i, i64 8
  store ptr %.reloaded5.i, ptr %gep_.reloaded5.i, align 8
  %gep_.i = getelementptr inbounds i8, ptr %structArg.i, i64 16
  store ptr %2, ptr %gep_.i, align 8
  %gep_6.i = getelementptr inbounds i8, ptr %structArg.i, i64 24
  store ptr %3, ptr %gep_6.i, align 8
  %gep_7.i = getelementptr inbounds i8, ptr %structArg.i, i64 32
  store ptr @_QFEx, ptr %gep_7.i, align 8
  %gep_8.i = getelementptr inbounds i8, ptr %structArg.i, i64 40
  store ptr @_QFEy, ptr %gep_8.i, align 8
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 1, ptr nonnull @_QMpar_kernelsPaxpy..omp_par, ptr nonnull %structArg.i)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %structArg.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.reloaded.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.reloaded5.i)
  store i32 100, ptr %4, align 4, !tbaa !52
  call void @_QMpar_kernelsPrelax(ptr nonnull @_QFEy, ptr nonnull %4)
  %6 = call ptr @_FortranAioBeginExternalListOutput(i32 6, ptr nonnull @_QQclX2F746D702F70617269722D636F727075732D7372632F665F6F6D702E66393000, i32 67)
  store i32 100, ptr %5, align 4, !tbaa !52
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %structArg.i2)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.reloaded.i3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store float 0.000000e+00, ptr %1, align 4, !tbaa !26
  store i64 100, ptr %.reloaded.i3, align 8
  store ptr %.reloaded.i3, ptr %structArg.i2, align 8
  %gep_.i5 = getelementptr inbounds i8, ptr %structArg.i2, i64 8
  store ptr %5, ptr %gep_.i5, align 8
  %gep_7.i6 = getelementptr inbounds i8, ptr %structArg.i2, i64 16
  store ptr %1, ptr %gep_7.i6, align 8
  %gep_8.i7 = getelementptr inbounds i8, ptr %structArg.i2, i64 24
  store ptr @_QFEy, ptr %gep_8.i7, align 8
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 1, ptr nonnull @_QMpar_kernelsPnorm2sq..omp_par, ptr nonnull %structArg.i2)
  %7 = load float, ptr %1, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %structArg.i2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.reloaded.i3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  %8 = call i1 @_FortranAioOutputReal32(ptr %6, float %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %structArg.i8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %0)
  store i32 0, ptr %0, align 4, !tbaa !29
  store ptr %0, ptr %structArg.i8, align 8
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @1, i32 1, ptr nonnull @_QMpar_kernelsPcount_threads..omp_par, ptr nonnull %structArg.i8)
  %9 = load i32, ptr %0, align 4, !tbaa !29
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %structArg.i8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %0)
  %10 = call i1 @_FortranAioOutputInteger32(ptr %6, i32 %9)
  %11 = call i32 @_FortranAioEndIoStatement(ptr %6)
  ret void
}

declare ptr @_FortranAioBeginExternalListOutput(i32, ptr, i32) local_unnamed_addr

declare zeroext i1 @_FortranAioOutputReal32(ptr, float) local_unnamed_addr

declare zeroext i1 @_FortranAioOutputInteger32(ptr, i32) local_unnamed_addr

declare i32 @_FortranAioEndIoStatement(ptr) local_unnamed_addr

declare void @_FortranAProgramStart(i32, ptr, ptr, ptr) local_unnamed_addr

declare void @_FortranAProgramEndStatement() local_unnamed_addr

define noundef i32 @main(i32 %0, ptr %1, ptr %2) local_unnamed_addr #2 {
  tail call void @_FortranAProgramStart(i32 %0, ptr %1, ptr %2, ptr null)
  tail call void @_QQmain()
  tail call void @_FortranAProgramEndStatement()
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4u(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define internal void @.omp.reduction.func(ptr nocapture readonly %0, ptr nocapture readonly %1) #5 {
  %3 = load ptr, ptr %0, align 8
  %4 = load float, ptr %3, align 4
  %5 = load ptr, ptr %1, align 8
  %6 = load float, ptr %5, align 4
  %7 = fadd contract float %4, %6
  store float %7, ptr %3, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce(ptr, i32, i32, i64, ptr, ptr, ptr) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce(ptr, i32, ptr) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare void @__kmpc_critical(ptr, i32, ptr) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare void @__kmpc_end_critical(ptr, i32, ptr) local_unnamed_addr #4

; Function Attrs: nounwind
declare !callback !53 void @__kmpc_fork_call(ptr, i32, ptr, ...) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #8

attributes #0 = { nounwind "target-cpu"="x86-64" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64" }
attributes #2 = { "target-cpu"="x86-64" }
attributes #3 = { nounwind }
attributes #4 = { convergent nounwind }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 7, !"openmp", i32 11}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"dummy arg data/_QMpar_kernelsFaxpyEn", !6, i64 0}
!6 = !{!"dummy arg data", !7, i64 0}
!7 = !{!"any data access", !8, i64 0}
!8 = !{!"any access", !9, i64 0}
!9 = !{!"Flang function root _QMpar_kernelsPaxpy"}
!10 = !{!11, !11, i64 0}
!11 = !{!"dummy arg data/_QMpar_kernelsFaxpyEa", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"dummy arg data/_QMpar_kernelsFaxpyEx", !6, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"dummy arg data/_QMpar_kernelsFaxpyEy", !6, i64 0}
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !17}
!20 = !{!21, !21, i64 0}
!21 = !{!"dummy arg data/_QMpar_kernelsFnorm2sqEn", !22, i64 0}
!22 = !{!"dummy arg data", !23, i64 0}
!23 = !{!"any data access", !24, i64 0}
!24 = !{!"any access", !25, i64 0}
!25 = !{!"Flang function root _QMpar_kernelsPnorm2sq"}
!26 = !{!23, !23, i64 0}
!27 = !{!28, !28, i64 0}
!28 = !{!"dummy arg data/_QMpar_kernelsFnorm2sqEx", !22, i64 0}
!29 = !{!30, !30, i64 0}
!30 = !{!"any data access", !31, i64 0}
!31 = !{!"any access", !32, i64 0}
!32 = !{!"Flang function root _QMpar_kernelsPcount_threads"}
!33 = !{!34, !34, i64 0}
!34 = !{!"dummy arg data/_QMpar_kernelsFrelaxEn", !35, i64 0}
!35 = !{!"dummy arg data", !36, i64 0}
!36 = !{!"any data access", !37, i64 0}
!37 = !{!"any access", !38, i64 0}
!38 = !{!"Flang function root _QMpar_kernelsPrelax"}
!39 = !{!40, !40, i64 0}
!40 = !{!"dummy arg data/_QMpar_kernelsFrelaxEu", !35, i64 0}
!41 = !{!36, !36, i64 0}
!42 = distinct !{!42, !17, !18}
!43 = distinct !{!43, !17}
!44 = !{!45, !45, i64 0}
!45 = !{!"global data/_QFEx", !46, i64 0}
!46 = !{!"global data", !47, i64 0}
!47 = !{!"any data access", !48, i64 0}
!48 = !{!"any access", !49, i64 0}
!49 = !{!"Flang function root _QQmain"}
!50 = !{!51, !51, i64 0}
!51 = !{!"global data/_QFEy", !46, i64 0}
!52 = !{!47, !47, i64 0}
!53 = !{!54}
!54 = !{i64 2, i64 -1, i64 -1, i1 true}
