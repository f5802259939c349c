; ModuleID = '<stdin>'
source_filename = "c_debug_info.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, ptr, ptr, i32, i8 }

@default_size = dso_local local_unnamed_addr constant i32 -1, align 4, !dbg !0
@__const.main.keys = private unnamed_addr constant [7 x i32] [i32 5, i32 3, i32 8, i32 1, i32 4, i32 7, i32 9], align 16
@alloc_node.alloc_count = internal unnamed_addr global i32 0, align 4, !dbg !20
@pool_used = internal unnamed_addr global i64 0, align 8, !dbg !37
@pool = internal global [16 x %struct.node] zeroinitializer, align 16, !dbg !42

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @insert(ptr noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 !dbg !57 {
    #dbg_value(ptr %0, !67, !DIExpression(), !76)
    #dbg_value(i32 %1, !68, !DIExpression(), !76)
    #dbg_value(ptr %2, !69, !DIExpression(), !76)
    #dbg_value(i32 %1, !35, !DIExpression(), !77)
  %4 = load i32, ptr @alloc_node.alloc_count, align 4, !dbg !79, !tbaa !80
  %5 = add nsw i32 %4, 1, !dbg !79
  store i32 %5, ptr @alloc_node.alloc_count, align 4, !dbg !79, !tbaa !80
  %6 = load i64, ptr @pool_used, align 8, !dbg !84, !tbaa !86
  %7 = icmp ugt i64 %6, 15, !dbg !88
  br i1 %7, label %49, label %8, !dbg !89

8:                                                ; preds = %3
  %9 = add nuw nsw i64 %6, 1, !dbg !90
  store i64 %9, ptr @pool_used, align 8, !dbg !90, !tbaa !86
  %10 = getelementptr inbounds [16 x %struct.node], ptr @pool, i64 0, i64 %6, !dbg !91
    #dbg_value(ptr %10, !36, !DIExpression(), !77)
  store i32 %1, ptr %10, align 16, !dbg !92, !tbaa !93
  %11 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !96
  %12 = srem i32 %1, 3, !dbg !97
  %13 = icmp eq i32 %12, 0, !dbg !98
  %14 = icmp eq i32 %12, 1, !dbg !99
  %15 = select i1 %14, i32 5, i32 6, !dbg !99
  %16 = select i1 %13, i32 0, i32 %15, !dbg !99
  %17 = getelementptr inbounds i8, ptr %10, i64 24, !dbg !100
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false), !dbg !101
  store i32 %16, ptr %17, align 8, !dbg !102, !tbaa !103
  %18 = getelementptr inbounds i8, ptr %10, i64 28, !dbg !104
  %19 = trunc i32 %5 to i8, !dbg !105
  %20 = and i8 %19, 7, !dbg !105
  %21 = load i8, ptr %18, align 4, !dbg !105
  %22 = and i8 %21, -8, !dbg !105
  %23 = or disjoint i8 %22, %20, !dbg !105
  store i8 %23, ptr %18, align 4, !dbg !105
    #dbg_value(ptr %10, !70, !DIExpression(), !76)
  %24 = icmp eq ptr %0, null, !dbg !106
  br i1 %24, label %49, label %25, !dbg !108

25:                                               ; preds = %33, %8
  %26 = phi ptr [ %34, %33 ], [ %0, %8 ], !dbg !76
    #dbg_value(ptr %26, !71, !DIExpression(), !76)
  %27 = tail call i32 %2(ptr noundef nonnull %10, ptr noundef nonnull %26) #6, !dbg !109
    #dbg_value(i32 %27, !72, !DIExpression(), !110)
  %28 = icmp slt i32 %27, 0, !dbg !111
  br i1 %28, label %29, label %35, !dbg !113

29:                                               ; preds = %25
  %30 = getelementptr inbounds i8, ptr %26, i64 8, !dbg !114
  %31 = load ptr, ptr %30, align 8, !dbg !114, !tbaa !117
  %32 = icmp eq ptr %31, null, !dbg !118
  br i1 %32, label %39, label %33, !dbg !119

33:                                               ; preds = %35, %29
  %34 = phi ptr [ %31, %29 ], [ %37, %35 ]
  br label %25, !dbg !109

35:                                               ; preds = %25
  %36 = getelementptr inbounds i8, ptr %26, i64 16, !dbg !120
  %37 = load ptr, ptr %36, align 8, !dbg !120, !tbaa !123
  %38 = icmp eq ptr %37, null, !dbg !124
  br i1 %38, label %39, label %33, !dbg !125

39:                                               ; preds = %35, %29
  %40 = phi i64 [ 8, %29 ], [ 16, %35 ]
  %41 = getelementptr inbounds i8, ptr %26, i64 %40
  store ptr %10, ptr %41, align 8, !dbg !126, !tbaa !127
  %42 = getelementptr inbounds i8, ptr %26, i64 28, !dbg !126
  %43 = load i8, ptr %42, align 4, !dbg !126
  %44 = load i8, ptr %18, align 4, !dbg !126
  %45 = and i8 %43, -8, !dbg !126
  %46 = add i8 %45, 8, !dbg !126
  %47 = and i8 %44, 7, !dbg !126
  %48 = or disjoint i8 %47, %46, !dbg !126
  store i8 %48, ptr %18, align 4, !dbg !126
  br label %49, !dbg !128

49:                                               ; preds = %39, %8, %3
  %50 = phi ptr [ %10, %8 ], [ %0, %3 ], [ %0, %39 ], !dbg !76
  ret ptr %50, !dbg !128
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @height(ptr noundef readonly %0) local_unnamed_addr #1 !dbg !129 {
    #dbg_value(ptr %0, !133, !DIExpression(), !136)
  %2 = icmp eq ptr %0, null, !dbg !137
  br i1 %2, label %3, label %5, !dbg !139

3:                                                ; preds = %5, %1
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !140

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !141
  %7 = load ptr, ptr %6, align 8, !dbg !141, !tbaa !117
  %8 = tail call i32 @height(ptr noundef %7), !dbg !142
    #dbg_value(i32 %8, !134, !DIExpression(), !136)
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !143
  %10 = load ptr, ptr %9, align 8, !dbg !143, !tbaa !123
  %11 = tail call i32 @height(ptr noundef %10), !dbg !144
    #dbg_value(i32 %11, !135, !DIExpression(), !136)
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11), !dbg !145
  %13 = add nsw i32 %12, 1, !dbg !146
  br label %3, !dbg !140
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @mix(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !147 {
    #dbg_value(ptr %0, !167, !DIExpression(), !183)
    #dbg_value(ptr %1, !168, !DIExpression(), !183)
    #dbg_value(double 0.000000e+00, !169, !DIExpression(), !183)
    #dbg_value(i32 0, !170, !DIExpression(), !184)
  %3 = load double, ptr %0, align 8
    #dbg_value(double 0.000000e+00, !169, !DIExpression(), !183)
    #dbg_value(i32 0, !170, !DIExpression(), !184)
    #dbg_value(double 0.000000e+00, !169, !DIExpression(), !183)
    #dbg_value(i64 0, !170, !DIExpression(), !184)
    #dbg_value(ptr %1, !172, !DIExpression(), !185)
    #dbg_value(i32 0, !176, !DIExpression(), !186)
    #dbg_value(double 0.000000e+00, !169, !DIExpression(), !183)
    #dbg_value(i64 0, !176, !DIExpression(), !186)
  %4 = load i32, ptr %1, align 4, !dbg !187, !tbaa !80
    #dbg_value(i32 %4, !178, !DIExpression(), !188)
  %5 = sitofp i32 %4 to double, !dbg !189
  %6 = tail call double @llvm.fmuladd.f64(double %5, double %3, double 0.000000e+00), !dbg !190
    #dbg_value(double %6, !169, !DIExpression(), !183)
    #dbg_value(i64 1, !176, !DIExpression(), !186)
  %7 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !187
  %8 = load i32, ptr %7, align 4, !dbg !187, !tbaa !80
    #dbg_value(i32 %8, !178, !DIExpression(), !188)
  %9 = sitofp i32 %8 to double, !dbg !189
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %3, double %6), !dbg !190
    #dbg_value(double %10, !169, !DIExpression(), !183)
    #dbg_value(i64 2, !176, !DIExpression(), !186)
  %11 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !187
  %12 = load i32, ptr %11, align 4, !dbg !187, !tbaa !80
    #dbg_value(i32 %12, !178, !DIExpression(), !188)
  %13 = sitofp i32 %12 to double, !dbg !189
  %14 = tail call double @llvm.fmuladd.f64(double %13, double %3, double %10), !dbg !190
    #dbg_value(double %14, !169, !DIExpression(), !183)
    #dbg_value(i64 3, !176, !DIExpression(), !186)
    #dbg_value(i64 1, !170, !DIExpression(), !184)
  %15 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !191
    #dbg_value(ptr %15, !172, !DIExpression(), !185)
    #dbg_value(i32 0, !176, !DIExpression(), !186)
    #dbg_value(double %14, !169, !DIExpression(), !183)
    #dbg_value(i64 0, !176, !DIExpression(), !186)
  %16 = load i32, ptr %15, align 4, !dbg !187, !tbaa !80
    #dbg_value(i32 %16, !178, !DIExpression(), !188)
  %17 = sitofp i32 %16 to double, !dbg !189
  %18 = tail call double @llvm.fmuladd.f64(double %17, double %3, double %14), !dbg !190
    #dbg_value(double %18, !169, !DIExpression(), !183)
    #dbg_value(i64 1, !176, !DIExpression(), !186)
  %19 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !187
  %20 = load i32, ptr %19, align 4, !dbg !187, !tbaa !80
    #dbg_value(i32 %20, !178, !DIExpression(), !188)
  %21 = sitofp i32 %20 to double, !dbg !189
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %3, double %18), !dbg !190
    #dbg_value(double %22, !169, !DIExpression(), !183)
    #dbg_value(i64 2, !176, !DIExpression(), !186)
  %23 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !187
  %24 = load i32, ptr %23, align 4, !dbg !187, !tbaa !80
    #dbg_value(i32 %24, !178, !DIExpression(), !188)
  %25 = sitofp i32 %24 to double, !dbg !189
  %26 = tail call double @llvm.fmuladd.f64(double %25, double %3, double %22), !dbg !190
    #dbg_value(double %26, !169, !DIExpression(), !183)
    #dbg_value(i64 3, !176, !DIExpression(), !186)
    #dbg_value(i64 2, !170, !DIExpression(), !184)
  %27 = bitcast double %3 to i64, !dbg !192
    #dbg_value(i64 %27, !181, !DIExpression(), !193)
  %28 = sitofp i64 %27 to double, !dbg !194
  %29 = fadd double %26, %28, !dbg !195
    #dbg_value(double %29, !169, !DIExpression(), !183)
  ret double %29, !dbg !196
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @main() local_unnamed_addr #4 !dbg !197 {
    #dbg_value(ptr null, !201, !DIExpression(), !213)
    #dbg_value(i64 0, !206, !DIExpression(), !214)
  %1 = load i32, ptr @alloc_node.alloc_count, align 4, !tbaa !80
  %2 = load i64, ptr @pool_used, align 8, !tbaa !86
    #dbg_value(i64 0, !206, !DIExpression(), !214)
    #dbg_value(ptr null, !201, !DIExpression(), !213)
  br label %5, !dbg !215

3:                                                ; preds = %55
    #dbg_value(i64 4602678819172646912, !208, !DIExpression(), !213)
    #dbg_value(i32 1, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !213)
    #dbg_value(i32 2, !209, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !213)
    #dbg_value(i32 3, !209, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !213)
    #dbg_value(i32 4, !209, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !213)
    #dbg_value(i32 5, !209, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !213)
    #dbg_value(i32 6, !209, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !213)
  %4 = tail call i32 @height(ptr noundef %57), !dbg !216
  ret i32 poison, !dbg !217

5:                                                ; preds = %55, %0
  %6 = phi i64 [ 0, %0 ], [ %58, %55 ]
  %7 = phi ptr [ null, %0 ], [ %57, %55 ]
  %8 = phi i32 [ %1, %0 ], [ %12, %55 ]
  %9 = phi i64 [ %2, %0 ], [ %56, %55 ]
    #dbg_value(i64 %6, !206, !DIExpression(), !214)
    #dbg_value(ptr %7, !201, !DIExpression(), !213)
  %10 = getelementptr inbounds [7 x i32], ptr @__const.main.keys, i64 0, i64 %6, !dbg !218
  %11 = load i32, ptr %10, align 4, !dbg !218, !tbaa !80
    #dbg_value(ptr %7, !67, !DIExpression(), !220)
    #dbg_value(i32 %11, !68, !DIExpression(), !220)
    #dbg_value(ptr poison, !69, !DIExpression(), !220)
    #dbg_value(i32 %11, !35, !DIExpression(), !222)
  %12 = add nsw i32 %8, 1, !dbg !224
  store i32 %12, ptr @alloc_node.alloc_count, align 4, !dbg !224, !tbaa !80
  %13 = icmp ugt i64 %9, 15, !dbg !225
  br i1 %13, label %55, label %14, !dbg !226

14:                                               ; preds = %5
  %15 = add nuw nsw i64 %9, 1, !dbg !227
  store i64 %15, ptr @pool_used, align 8, !dbg !227, !tbaa !86
  %16 = getelementptr inbounds [16 x %struct.node], ptr @pool, i64 0, i64 %9, !dbg !228
    #dbg_value(ptr %16, !36, !DIExpression(), !222)
  store i32 %11, ptr %16, align 16, !dbg !229, !tbaa !93
  %17 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !230
  %18 = srem i32 %11, 3, !dbg !231
  %19 = icmp eq i32 %18, 0, !dbg !232
  %20 = icmp eq i32 %18, 1, !dbg !233
  %21 = select i1 %20, i32 5, i32 6, !dbg !233
  %22 = select i1 %19, i32 0, i32 %21, !dbg !233
  %23 = getelementptr inbounds i8, ptr %16, i64 24, !dbg !234
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %17, i8 0, i64 16, i1 false), !dbg !235
  store i32 %22, ptr %23, align 8, !dbg !236, !tbaa !103
  %24 = getelementptr inbounds i8, ptr %16, i64 28, !dbg !237
  %25 = trunc i32 %12 to i8, !dbg !238
  %26 = and i8 %25, 7, !dbg !238
  %27 = load i8, ptr %24, align 4, !dbg !238
  %28 = and i8 %27, -8, !dbg !238
  %29 = or disjoint i8 %28, %26, !dbg !238
  store i8 %29, ptr %24, align 4, !dbg !238
    #dbg_value(ptr %16, !70, !DIExpression(), !220)
  %30 = icmp eq ptr %7, null, !dbg !239
  br i1 %30, label %55, label %31, !dbg !240

31:                                               ; preds = %43, %14
  %32 = phi ptr [ %44, %43 ], [ %7, %14 ], !dbg !220
    #dbg_value(ptr %32, !71, !DIExpression(), !220)
    #dbg_value(ptr %16, !241, !DIExpression(), !245)
    #dbg_value(ptr %32, !244, !DIExpression(), !245)
  %33 = load i32, ptr %32, align 8, !dbg !247, !tbaa !93
  %34 = icmp slt i32 %11, %33, !dbg !248
    #dbg_value(!DIArgList(i1 %34, i32 %11, i32 %33), !72, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_le, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !249)
  br i1 %34, label %35, label %39, !dbg !250

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !251
  %37 = load ptr, ptr %36, align 8, !dbg !251, !tbaa !117
  %38 = icmp eq ptr %37, null, !dbg !252
  br i1 %38, label %45, label %43, !dbg !253

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %32, i64 16, !dbg !254
  %41 = load ptr, ptr %40, align 8, !dbg !254, !tbaa !123
  %42 = icmp eq ptr %41, null, !dbg !255
  br i1 %42, label %45, label %43, !dbg !256

43:                                               ; preds = %39, %35
  %44 = phi ptr [ %37, %35 ], [ %41, %39 ]
  br label %31, !dbg !247

45:                                               ; preds = %39, %35
  %46 = phi i64 [ 8, %35 ], [ 16, %39 ]
  %47 = getelementptr inbounds i8, ptr %32, i64 %46
  store ptr %16, ptr %47, align 8, !dbg !257, !tbaa !127
  %48 = getelementptr inbounds i8, ptr %32, i64 28, !dbg !257
  %49 = load i8, ptr %48, align 4, !dbg !257
  %50 = load i8, ptr %24, align 4, !dbg !257
  %51 = and i8 %49, -8, !dbg !257
  %52 = add i8 %51, 8, !dbg !257
  %53 = and i8 %50, 7, !dbg !257
  %54 = or disjoint i8 %53, %52, !dbg !257
  store i8 %54, ptr %24, align 4, !dbg !257
  br label %55, !dbg !258

55:                                               ; preds = %45, %14, %5
  %56 = phi i64 [ %15, %14 ], [ %9, %5 ], [ %15, %45 ]
  %57 = phi ptr [ %16, %14 ], [ %7, %5 ], [ %7, %45 ], !dbg !220
    #dbg_value(ptr %57, !201, !DIExpression(), !213)
  %58 = add nuw nsw i64 %6, 1, !dbg !259
    #dbg_value(i64 %58, !206, !DIExpression(), !214)
  %59 = icmp eq i64 %58, 7, !dbg !260
  br i1 %59, label %3, label %5, !dbg !215, !llvm.loop !261
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "default_size", scope: !2, file: !3, line: 29, type: !47, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !16, globals: !19, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c_debug_info.c", directory: ".", checksumkind: CSK_MD5, checksum: "db3a065ec07e9001fa8727e73fc18655")
!4 = !{!5, !10}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 9, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !9}
!8 = !DIEnumerator(name: "SMALL", value: -1)
!9 = !DIEnumerator(name: "LARGE", value: 1000)
!10 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !3, line: 8, baseType: !11, size: 32, elements: !12)
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !{!13, !14, !15}
!13 = !DIEnumerator(name: "RED", value: 0)
!14 = !DIEnumerator(name: "GREEN", value: 5)
!15 = !DIEnumerator(name: "BLUE", value: 6)
!16 = !{!17, !6, !10, !18}
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !3, line: 7, baseType: !11)
!19 = !{!0, !20, !37, !42}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "alloc_count", scope: !22, file: !3, line: 36, type: !6, isLocal: true, isDefinition: true)
!22 = distinct !DISubprogram(name: "alloc_node", scope: !3, file: !3, line: 35, type: !23, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !34)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !6}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 11, size: 256, elements: !27)
!27 = !{!28, !29, !30, !31, !32, !33}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !26, file: !3, line: 12, baseType: !6, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !26, file: !3, line: 13, baseType: !25, size: 64, offset: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !26, file: !3, line: 13, baseType: !25, size: 64, offset: 128)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !26, file: !3, line: 14, baseType: !10, size: 32, offset: 192)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !26, file: !3, line: 15, baseType: !11, size: 3, offset: 224, flags: DIFlagBitField, extraData: i64 224)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "depth", scope: !26, file: !3, line: 16, baseType: !11, size: 5, offset: 227, flags: DIFlagBitField, extraData: i64 224)
!34 = !{!35, !36}
!35 = !DILocalVariable(name: "key", arg: 1, scope: !22, file: !3, line: 35, type: !6)
!36 = !DILocalVariable(name: "n", scope: !22, file: !3, line: 40, type: !25)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "pool_used", scope: !2, file: !3, line: 28, type: !39, isLocal: true, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !40, line: 18, baseType: !41)
!40 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "pool", scope: !2, file: !3, line: 27, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 4096, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 16)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_kind", file: !3, line: 9, baseType: !5)
!49 = !{i32 7, !"Dwarf Version", i32 5}
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 1, !"wchar_size", i32 4}
!52 = !{i32 8, !"PIC Level", i32 2}
!53 = !{i32 7, !"PIE Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "insert", scope: !3, file: !3, line: 48, type: !58, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!58 = !DISubroutineType(types: !59)
!59 = !{!25, !25, !6, !60}
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "cmp_fn", file: !3, line: 25, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DISubroutineType(types: !63)
!63 = !{!6, !64, !64}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!66 = !{!67, !68, !69, !70, !71, !72}
!67 = !DILocalVariable(name: "root", arg: 1, scope: !57, file: !3, line: 48, type: !25)
!68 = !DILocalVariable(name: "key", arg: 2, scope: !57, file: !3, line: 48, type: !6)
!69 = !DILocalVariable(name: "cmp", arg: 3, scope: !57, file: !3, line: 48, type: !60)
!70 = !DILocalVariable(name: "fresh", scope: !57, file: !3, line: 49, type: !25)
!71 = !DILocalVariable(name: "cur", scope: !57, file: !3, line: 54, type: !25)
!72 = !DILocalVariable(name: "c", scope: !73, file: !3, line: 56, type: !6)
!73 = distinct !DILexicalBlock(scope: !74, file: !3, line: 55, column: 12)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 55, column: 3)
!75 = distinct !DILexicalBlock(scope: !57, file: !3, line: 55, column: 3)
!76 = !DILocation(line: 0, scope: !57)
!77 = !DILocation(line: 0, scope: !22, inlinedAt: !78)
!78 = distinct !DILocation(line: 49, column: 24, scope: !57)
!79 = !DILocation(line: 37, column: 14, scope: !22, inlinedAt: !78)
!80 = !{!81, !81, i64 0}
!81 = !{!"int", !82, i64 0}
!82 = !{!"omnipotent char", !83, i64 0}
!83 = !{!"Simple C/C++ TBAA"}
!84 = !DILocation(line: 38, column: 7, scope: !85, inlinedAt: !78)
!85 = distinct !DILexicalBlock(scope: !22, file: !3, line: 38, column: 7)
!86 = !{!87, !87, i64 0}
!87 = !{!"long", !82, i64 0}
!88 = !DILocation(line: 38, column: 17, scope: !85, inlinedAt: !78)
!89 = !DILocation(line: 38, column: 7, scope: !22, inlinedAt: !78)
!90 = !DILocation(line: 40, column: 35, scope: !22, inlinedAt: !78)
!91 = !DILocation(line: 40, column: 21, scope: !22, inlinedAt: !78)
!92 = !DILocation(line: 41, column: 10, scope: !22, inlinedAt: !78)
!93 = !{!94, !81, i64 0}
!94 = !{!"node", !81, i64 0, !95, i64 8, !95, i64 16, !81, i64 24, !81, i64 28, !81, i64 28}
!95 = !{!"any pointer", !82, i64 0}
!96 = !DILocation(line: 42, column: 6, scope: !22, inlinedAt: !78)
!97 = !DILocation(line: 43, column: 27, scope: !22, inlinedAt: !78)
!98 = !DILocation(line: 43, column: 31, scope: !22, inlinedAt: !78)
!99 = !DILocation(line: 43, column: 23, scope: !22, inlinedAt: !78)
!100 = !DILocation(line: 43, column: 6, scope: !22, inlinedAt: !78)
!101 = !DILocation(line: 42, column: 11, scope: !22, inlinedAt: !78)
!102 = !DILocation(line: 43, column: 8, scope: !22, inlinedAt: !78)
!103 = !{!94, !81, i64 24}
!104 = !DILocation(line: 44, column: 6, scope: !22, inlinedAt: !78)
!105 = !DILocation(line: 44, column: 12, scope: !22, inlinedAt: !78)
!106 = !DILocation(line: 52, column: 8, scope: !107)
!107 = distinct !DILexicalBlock(scope: !57, file: !3, line: 52, column: 7)
!108 = !DILocation(line: 52, column: 7, scope: !57)
!109 = !DILocation(line: 56, column: 13, scope: !73)
!110 = !DILocation(line: 0, scope: !73)
!111 = !DILocation(line: 57, column: 11, scope: !112)
!112 = distinct !DILexicalBlock(scope: !73, file: !3, line: 57, column: 9)
!113 = !DILocation(line: 57, column: 9, scope: !73)
!114 = !DILocation(line: 58, column: 17, scope: !115)
!115 = distinct !DILexicalBlock(scope: !116, file: !3, line: 58, column: 11)
!116 = distinct !DILexicalBlock(scope: !112, file: !3, line: 57, column: 16)
!117 = !{!94, !95, i64 8}
!118 = !DILocation(line: 58, column: 12, scope: !115)
!119 = !DILocation(line: 58, column: 11, scope: !116)
!120 = !DILocation(line: 65, column: 17, scope: !121)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 65, column: 11)
!122 = distinct !DILexicalBlock(scope: !112, file: !3, line: 64, column: 12)
!123 = !{!94, !95, i64 16}
!124 = !DILocation(line: 65, column: 12, scope: !121)
!125 = !DILocation(line: 65, column: 11, scope: !122)
!126 = !DILocation(line: 0, scope: !112)
!127 = !{!95, !95, i64 0}
!128 = !DILocation(line: 74, column: 1, scope: !57)
!129 = distinct !DISubprogram(name: "height", scope: !3, file: !3, line: 76, type: !130, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{!6, !64}
!132 = !{!133, !134, !135}
!133 = !DILocalVariable(name: "n", arg: 1, scope: !129, file: !3, line: 76, type: !64)
!134 = !DILocalVariable(name: "l", scope: !129, file: !3, line: 79, type: !6)
!135 = !DILocalVariable(name: "r", scope: !129, file: !3, line: 79, type: !6)
!136 = !DILocation(line: 0, scope: !129)
!137 = !DILocation(line: 77, column: 8, scope: !138)
!138 = distinct !DILexicalBlock(scope: !129, file: !3, line: 77, column: 7)
!139 = !DILocation(line: 77, column: 7, scope: !129)
!140 = !DILocation(line: 81, column: 1, scope: !129)
!141 = !DILocation(line: 79, column: 21, scope: !129)
!142 = !DILocation(line: 79, column: 11, scope: !129)
!143 = !DILocation(line: 79, column: 42, scope: !129)
!144 = !DILocation(line: 79, column: 32, scope: !129)
!145 = !DILocation(line: 80, column: 15, scope: !129)
!146 = !DILocation(line: 80, column: 12, scope: !129)
!147 = distinct !DISubprogram(name: "mix", scope: !3, file: !3, line: 83, type: !148, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !166)
!148 = !DISubroutineType(types: !149)
!149 = !{!17, !150, !161}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !3, line: 19, size: 64, elements: !152)
!152 = !{!153, !155, !156}
!153 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !151, file: !3, line: 20, baseType: !154, size: 64)
!154 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !151, file: !3, line: 21, baseType: !17, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !151, file: !3, line: 22, baseType: !157, size: 64)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 64, elements: !159)
!158 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!159 = !{!160}
!160 = !DISubrange(count: 8)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !163, size: 96, elements: !164)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!164 = !{!165}
!165 = !DISubrange(count: 3)
!166 = !{!167, !168, !169, !170, !172, !176, !178, !181}
!167 = !DILocalVariable(name: "v", arg: 1, scope: !147, file: !3, line: 83, type: !150)
!168 = !DILocalVariable(name: "matrix", arg: 2, scope: !147, file: !3, line: 83, type: !161)
!169 = !DILocalVariable(name: "acc", scope: !147, file: !3, line: 84, type: !17)
!170 = !DILocalVariable(name: "i", scope: !171, file: !3, line: 85, type: !6)
!171 = distinct !DILexicalBlock(scope: !147, file: !3, line: 85, column: 3)
!172 = !DILocalVariable(name: "row", scope: !173, file: !3, line: 86, type: !175)
!173 = distinct !DILexicalBlock(scope: !174, file: !3, line: 85, column: 31)
!174 = distinct !DILexicalBlock(scope: !171, file: !3, line: 85, column: 3)
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!176 = !DILocalVariable(name: "j", scope: !177, file: !3, line: 87, type: !6)
!177 = distinct !DILexicalBlock(scope: !173, file: !3, line: 87, column: 5)
!178 = !DILocalVariable(name: "cell", scope: !179, file: !3, line: 88, type: !6)
!179 = distinct !DILexicalBlock(scope: !180, file: !3, line: 87, column: 33)
!180 = distinct !DILexicalBlock(scope: !177, file: !3, line: 87, column: 5)
!181 = !DILocalVariable(name: "shadow", scope: !182, file: !3, line: 93, type: !154)
!182 = distinct !DILexicalBlock(scope: !147, file: !3, line: 92, column: 3)
!183 = !DILocation(line: 0, scope: !147)
!184 = !DILocation(line: 0, scope: !171)
!185 = !DILocation(line: 0, scope: !173)
!186 = !DILocation(line: 0, scope: !177)
!187 = !DILocation(line: 88, column: 18, scope: !179)
!188 = !DILocation(line: 0, scope: !179)
!189 = !DILocation(line: 89, column: 14, scope: !179)
!190 = !DILocation(line: 89, column: 11, scope: !179)
!191 = !DILocation(line: 86, column: 22, scope: !173)
!192 = !DILocation(line: 93, column: 22, scope: !182)
!193 = !DILocation(line: 0, scope: !182)
!194 = !DILocation(line: 94, column: 12, scope: !182)
!195 = !DILocation(line: 94, column: 9, scope: !182)
!196 = !DILocation(line: 96, column: 3, scope: !147)
!197 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 99, type: !198, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{!6}
!200 = !{!201, !202, !206, !208, !209}
!201 = !DILocalVariable(name: "root", scope: !197, file: !3, line: 100, type: !25)
!202 = !DILocalVariable(name: "keys", scope: !197, file: !3, line: 101, type: !203)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 224, elements: !204)
!204 = !{!205}
!205 = !DISubrange(count: 7)
!206 = !DILocalVariable(name: "i", scope: !207, file: !3, line: 102, type: !39)
!207 = distinct !DILexicalBlock(scope: !197, file: !3, line: 102, column: 3)
!208 = !DILocalVariable(name: "v", scope: !197, file: !3, line: 104, type: !151)
!209 = !DILocalVariable(name: "m", scope: !197, file: !3, line: 105, type: !210)
!210 = !DICompositeType(tag: DW_TAG_array_type, baseType: !163, size: 192, elements: !211)
!211 = !{!212, !165}
!212 = !DISubrange(count: 2)
!213 = !DILocation(line: 0, scope: !197)
!214 = !DILocation(line: 0, scope: !207)
!215 = !DILocation(line: 102, column: 3, scope: !207)
!216 = !DILocation(line: 106, column: 10, scope: !197)
!217 = !DILocation(line: 106, column: 3, scope: !197)
!218 = !DILocation(line: 103, column: 25, scope: !219)
!219 = distinct !DILexicalBlock(scope: !207, file: !3, line: 102, column: 3)
!220 = !DILocation(line: 0, scope: !57, inlinedAt: !221)
!221 = distinct !DILocation(line: 103, column: 12, scope: !219)
!222 = !DILocation(line: 0, scope: !22, inlinedAt: !223)
!223 = distinct !DILocation(line: 49, column: 24, scope: !57, inlinedAt: !221)
!224 = !DILocation(line: 37, column: 14, scope: !22, inlinedAt: !223)
!225 = !DILocation(line: 38, column: 17, scope: !85, inlinedAt: !223)
!226 = !DILocation(line: 38, column: 7, scope: !22, inlinedAt: !223)
!227 = !DILocation(line: 40, column: 35, scope: !22, inlinedAt: !223)
!228 = !DILocation(line: 40, column: 21, scope: !22, inlinedAt: !223)
!229 = !DILocation(line: 41, column: 10, scope: !22, inlinedAt: !223)
!230 = !DILocation(line: 42, column: 6, scope: !22, inlinedAt: !223)
!231 = !DILocation(line: 43, column: 27, scope: !22, inlinedAt: !223)
!232 = !DILocation(line: 43, column: 31, scope: !22, inlinedAt: !223)
!233 = !DILocation(line: 43, column: 23, scope: !22, inlinedAt: !223)
!234 = !DILocation(line: 43, column: 6, scope: !22, inlinedAt: !223)
!235 = !DILocation(line: 42, column: 11, scope: !22, inlinedAt: !223)
!236 = !DILocation(line: 43, column: 8, scope: !22, inlinedAt: !223)
!237 = !DILocation(line: 44, column: 6, scope: !22, inlinedAt: !223)
!238 = !DILocation(line: 44, column: 12, scope: !22, inlinedAt: !223)
!239 = !DILocation(line: 52, column: 8, scope: !107, inlinedAt: !221)
!240 = !DILocation(line: 52, column: 7, scope: !57, inlinedAt: !221)
!241 = !DILocalVariable(name: "a", arg: 1, scope: !242, file: !3, line: 31, type: !64)
!242 = distinct !DISubprogram(name: "cmp_keys", scope: !3, file: !3, line: 31, type: !62, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !243)
!243 = !{!241, !244}
!244 = !DILocalVariable(name: "b", arg: 2, scope: !242, file: !3, line: 31, type: !64)
!245 = !DILocation(line: 0, scope: !242, inlinedAt: !246)
!246 = distinct !DILocation(line: 56, column: 13, scope: !73, inlinedAt: !221)
!247 = !DILocation(line: 32, column: 23, scope: !242, inlinedAt: !246)
!248 = !DILocation(line: 32, column: 38, scope: !242, inlinedAt: !246)
!249 = !DILocation(line: 0, scope: !73, inlinedAt: !221)
!250 = !DILocation(line: 57, column: 9, scope: !73, inlinedAt: !221)
!251 = !DILocation(line: 58, column: 17, scope: !115, inlinedAt: !221)
!252 = !DILocation(line: 58, column: 12, scope: !115, inlinedAt: !221)
!253 = !DILocation(line: 58, column: 11, scope: !116, inlinedAt: !221)
!254 = !DILocation(line: 65, column: 17, scope: !121, inlinedAt: !221)
!255 = !DILocation(line: 65, column: 12, scope: !121, inlinedAt: !221)
!256 = !DILocation(line: 65, column: 11, scope: !122, inlinedAt: !221)
!257 = !DILocation(line: 0, scope: !112, inlinedAt: !221)
!258 = !DILocation(line: 74, column: 1, scope: !57, inlinedAt: !221)
!259 = !DILocation(line: 102, column: 57, scope: !219)
!260 = !DILocation(line: 102, column: 24, scope: !219)
!261 = distinct !{!261, !215, !262, !263}
!262 = !DILocation(line: 103, column: 42, scope: !207)
!263 = !{!"llvm.loop.mustprogress"}
