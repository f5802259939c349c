; ModuleID = '<stdin>'
source_filename = "c_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.op_entry = type { ptr, ptr, ptr }
%struct.rect = type { %struct.point, %struct.point, ptr }
%struct.point = type { i32, i32 }
%struct.packed_hdr = type <{ i8, i32, i16 }>

@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !0
@e2 = internal constant %struct.op_entry { ptr @.str.8, ptr @sub, ptr @e3 }, align 8, !dbg !7
@op_list = dso_local local_unnamed_addr constant %struct.op_entry { ptr @.str, ptr @add, ptr @e2 }, align 8, !dbg !17
@greeting = dso_local constant [14 x i8] c"hello, world\0A\00", align 1, !dbg !32
@.str.1 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !37
@.str.2 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !42
@.str.3 = private unnamed_addr constant [15 x i8] c"gamma\09\22quoted\22\00", align 1, !dbg !47
@messages = dso_local local_unnamed_addr constant [4 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr null], align 16, !dbg !52
@mutable_buf = dso_local local_unnamed_addr global [32 x i8] c"abc\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 16, !dbg !56
@matrix = dso_local global [3 x [3 x i32]] [[3 x i32] [i32 1, i32 2, i32 3], [3 x i32] [i32 4, i32 5, i32 6], [3 x i32] [i32 7, i32 8, i32 9]], align 16, !dbg !61
@partially = dso_local local_unnamed_addr global [10 x i32] [i32 0, i32 0, i32 5, i32 0, i32 0, i32 0, i32 0, i32 9, i32 0, i32 0], align 16, !dbg !66
@.str.4 = private unnamed_addr constant [5 x i8] c"unit\00", align 1, !dbg !71
@unit = dso_local local_unnamed_addr global %struct.rect { %struct.point zeroinitializer, %struct.point { i32 1, i32 1 }, ptr @.str.4 }, align 8, !dbg !73
@.str.5 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !84
@.str.6 = private unnamed_addr constant [2 x i8] c"b\00", align 1, !dbg !89
@rects = dso_local local_unnamed_addr global [2 x %struct.rect] [%struct.rect { %struct.point zeroinitializer, %struct.point { i32 2, i32 3 }, ptr @.str.5 }, %struct.rect { %struct.point zeroinitializer, %struct.point { i32 4, i32 4 }, ptr @.str.6 }], align 16, !dbg !91
@ptr_into_array = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @matrix, i64 20), align 8, !dbg !94
@ptr_into_string = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @greeting, i64 7), align 8, !dbg !97
@gv = dso_local local_unnamed_addr global { float, [4 x i8] } { float 1.500000e+00, [4 x i8] undef }, align 8, !dbg !99
@gflags = dso_local local_unnamed_addr global { i8, i8, [6 x i8], i8, i8, i8, i8, i8, i8, [2 x i8] } { i8 -37, i8 1, [6 x i8] undef, i8 21, i8 -51, i8 91, i8 7, i8 0, i8 1, [2 x i8] undef }, align 8, !dbg !113
@ghdr = dso_local local_unnamed_addr global %struct.packed_hdr <{ i8 1, i32 305419896, i16 -16657 }>, align 1, !dbg !125
@selfref = dso_local global ptr @selfref, align 8, !dbg !141
@zeros = dso_local global [100 x i32] zeroinitializer, align 16, !dbg !151
@addr_as_int = dso_local local_unnamed_addr global i64 ptrtoint (ptr @zeros to i64), align 8, !dbg !144
@.str.7 = private unnamed_addr constant [16 x i8] c"%s %d %d %d %f\0A\00", align 1, !dbg !146
@math_fn = dso_local local_unnamed_addr global ptr null, align 8, !dbg !156
@.str.8 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !161
@e3 = internal constant %struct.op_entry { ptr @.str.9, ptr @mul, ptr null }, align 8, !dbg !165
@.str.9 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !163

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 !dbg !180 {
    #dbg_value(i32 %0, !182, !DIExpression(), !184)
    #dbg_value(i32 %1, !183, !DIExpression(), !184)
  %3 = add nsw i32 %1, %0, !dbg !185
  ret i32 %3, !dbg !186
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @area(ptr nocapture noundef readonly %0) local_unnamed_addr #1 !dbg !187 {
    #dbg_value(ptr %0, !193, !DIExpression(), !194)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !195
  %3 = load i32, ptr %2, align 8, !dbg !196, !tbaa !197
  %4 = load i32, ptr %0, align 8, !dbg !204, !tbaa !205
  %5 = sub nsw i32 %3, %4, !dbg !206
  %6 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !207
  %7 = load i32, ptr %6, align 4, !dbg !207, !tbaa !208
  %8 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !209
  %9 = load i32, ptr %8, align 4, !dbg !209, !tbaa !210
  %10 = sub nsw i32 %7, %9, !dbg !211
  %11 = mul nsw i32 %10, %5, !dbg !212
  ret i32 %11, !dbg !213
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @translate(i64 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !214 {
  %4 = trunc i64 %0 to i32
  %5 = lshr i64 %0, 32
  %6 = trunc nuw i64 %5 to i32
    #dbg_value(i32 %4, !218, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !221)
    #dbg_value(i32 %6, !218, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !221)
    #dbg_value(i32 %1, !219, !DIExpression(), !221)
    #dbg_value(i32 %2, !220, !DIExpression(), !221)
  %7 = add nsw i32 %4, %1, !dbg !222
    #dbg_value(i32 %7, !218, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !221)
  %8 = add nsw i32 %6, %2, !dbg !223
    #dbg_value(i32 %8, !218, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !221)
  %9 = zext i32 %8 to i64, !dbg !224
  %10 = shl nuw i64 %9, 32, !dbg !224
  %11 = zext i32 %7 to i64, !dbg !224
  %12 = or disjoint i64 %10, %11, !dbg !224
  ret i64 %12, !dbg !224
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @grow(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.rect) align 8 %0, ptr nocapture noundef byval(%struct.rect) align 8 %1, i32 noundef %2) local_unnamed_addr #3 !dbg !225 {
    #dbg_declare(ptr %1, !229, !DIExpression(), !231)
    #dbg_value(i32 %2, !230, !DIExpression(), !232)
  %4 = load <4 x i32>, ptr %1, align 8, !dbg !233, !tbaa !234
  %5 = insertelement <4 x i32> poison, i32 %2, i64 0, !dbg !233
  %6 = shufflevector <4 x i32> %5, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !233
  %7 = sub nsw <4 x i32> %4, %6, !dbg !233
  %8 = add nsw <4 x i32> %4, %6, !dbg !233
  %9 = shufflevector <4 x i32> %7, <4 x i32> %8, <4 x i32> <i32 0, i32 1, i32 6, i32 7>, !dbg !233
  store <4 x i32> %9, ptr %1, align 8, !dbg !233, !tbaa !234
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !dbg !235, !tbaa.struct !236
  ret void, !dbg !238
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @pun(i32 noundef %0) local_unnamed_addr #0 !dbg !239 {
    #dbg_value(i32 %0, !243, !DIExpression(), !245)
    #dbg_value(i32 %0, !244, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !245)
  %2 = bitcast i32 %0 to float, !dbg !246
  ret float %2, !dbg !247
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @flag_ops(ptr nocapture noundef %0) local_unnamed_addr #3 !dbg !248 {
    #dbg_value(ptr %0, !253, !DIExpression(), !254)
  %2 = load i16, ptr %0, align 8, !dbg !255
  %3 = add i16 %2, 2, !dbg !256
  %4 = and i16 %3, 14, !dbg !256
  %5 = and i16 %2, -511, !dbg !256
  %6 = and i16 %2, 496, !dbg !257
  %7 = sub nsw i16 0, %6, !dbg !257
  %8 = and i16 %7, 496, !dbg !257
  %9 = or disjoint i16 %4, %5, !dbg !257
  %10 = or disjoint i16 %9, %8, !dbg !257
  store i16 %10, ptr %0, align 8, !dbg !257
  %11 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !258
  %12 = load i64, ptr %11, align 8, !dbg !259
  %13 = add i64 %12, 3, !dbg !259
  %14 = and i64 %13, 1099511627775, !dbg !259
  %15 = and i64 %12, -1099511627776, !dbg !259
  %16 = or disjoint i64 %14, %15, !dbg !259
  store i64 %16, ptr %11, align 8, !dbg !259
  %17 = and i16 %2, 1, !dbg !260
  %18 = icmp ne i16 %17, 0, !dbg !262
  %19 = and i64 %12, 1099511627776
  %20 = icmp eq i64 %19, 0
  %21 = select i1 %18, i1 %20, i1 false, !dbg !263
  br i1 %21, label %22, label %30, !dbg !263

22:                                               ; preds = %1
  %23 = lshr i16 %3, 1, !dbg !264
  %24 = and i16 %23, 7, !dbg !264
  %25 = zext nneg i16 %24 to i32, !dbg !264
  %26 = shl i16 %7, 7, !dbg !265
  %27 = ashr exact i16 %26, 11, !dbg !265
  %28 = sext i16 %27 to i32, !dbg !265
  %29 = add nsw i32 %25, %28, !dbg !266
  br label %33, !dbg !267

30:                                               ; preds = %1
  %31 = lshr i64 %13, 3, !dbg !268
  %32 = trunc i64 %31 to i32, !dbg !269
  br label %33, !dbg !270

33:                                               ; preds = %30, %22
  %34 = phi i32 [ %32, %30 ], [ %29, %22 ], !dbg !254
  ret i32 %34, !dbg !271
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @packed_len(ptr nocapture noundef readonly %0) local_unnamed_addr #1 !dbg !272 {
    #dbg_value(ptr %0, !278, !DIExpression(), !279)
  %2 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !280
  %3 = load i32, ptr %2, align 1, !dbg !280, !tbaa !281
  %4 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !284
  %5 = load i16, ptr %4, align 1, !dbg !284, !tbaa !285
  %6 = zext i16 %5 to i32, !dbg !286
  %7 = add i32 %3, %6, !dbg !287
  ret i32 %7, !dbg !288
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @flex_sum(ptr nocapture noundef readonly %0) local_unnamed_addr #4 !dbg !289 {
    #dbg_value(ptr %0, !302, !DIExpression(), !306)
    #dbg_value(double 0.000000e+00, !303, !DIExpression(), !306)
    #dbg_value(i32 0, !304, !DIExpression(), !307)
  %2 = load i32, ptr %0, align 8, !tbaa !234
    #dbg_value(i32 0, !304, !DIExpression(), !307)
    #dbg_value(double 0.000000e+00, !303, !DIExpression(), !306)
  %3 = icmp sgt i32 %2, 0, !dbg !308
  br i1 %3, label %4, label %26, !dbg !310

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = zext nneg i32 %2 to i64, !dbg !308
  %7 = and i64 %6, 7, !dbg !310
  %8 = icmp ult i32 %2, 8, !dbg !310
  br i1 %8, label %11, label %9, !dbg !310

9:                                                ; preds = %4
  %10 = and i64 %6, 2147483640, !dbg !310
  br label %28, !dbg !310

11:                                               ; preds = %28, %4
  %12 = phi double [ poison, %4 ], [ %62, %28 ]
  %13 = phi i64 [ 0, %4 ], [ %63, %28 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %62, %28 ]
  %15 = icmp eq i64 %7, 0, !dbg !310
  br i1 %15, label %26, label %16, !dbg !310

16:                                               ; preds = %16, %11
  %17 = phi i64 [ %23, %16 ], [ %13, %11 ]
  %18 = phi double [ %22, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %24, %16 ], [ 0, %11 ]
    #dbg_value(i64 %17, !304, !DIExpression(), !307)
    #dbg_value(double %18, !303, !DIExpression(), !306)
  %20 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %17, !dbg !311
  %21 = load double, ptr %20, align 8, !dbg !311, !tbaa !312
  %22 = fadd double %18, %21, !dbg !314
    #dbg_value(double %22, !303, !DIExpression(), !306)
  %23 = add nuw nsw i64 %17, 1, !dbg !315
    #dbg_value(i64 %23, !304, !DIExpression(), !307)
  %24 = add i64 %19, 1, !dbg !310
  %25 = icmp eq i64 %24, %7, !dbg !310
  br i1 %25, label %26, label %16, !dbg !310, !llvm.loop !316

26:                                               ; preds = %16, %11, %1
  %27 = phi double [ 0.000000e+00, %1 ], [ %12, %11 ], [ %22, %16 ], !dbg !306
  ret double %27, !dbg !318

28:                                               ; preds = %28, %9
  %29 = phi i64 [ 0, %9 ], [ %63, %28 ]
  %30 = phi double [ 0.000000e+00, %9 ], [ %62, %28 ]
  %31 = phi i64 [ 0, %9 ], [ %64, %28 ]
    #dbg_value(i64 %29, !304, !DIExpression(), !307)
    #dbg_value(double %30, !303, !DIExpression(), !306)
  %32 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %29, !dbg !311
  %33 = load double, ptr %32, align 8, !dbg !311, !tbaa !312
  %34 = fadd double %30, %33, !dbg !314
    #dbg_value(double %34, !303, !DIExpression(), !306)
  %35 = or disjoint i64 %29, 1, !dbg !315
    #dbg_value(i64 %35, !304, !DIExpression(), !307)
  %36 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %35, !dbg !311
  %37 = load double, ptr %36, align 8, !dbg !311, !tbaa !312
  %38 = fadd double %34, %37, !dbg !314
    #dbg_value(double %38, !303, !DIExpression(), !306)
  %39 = or disjoint i64 %29, 2, !dbg !315
    #dbg_value(i64 %39, !304, !DIExpression(), !307)
  %40 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %39, !dbg !311
  %41 = load double, ptr %40, align 8, !dbg !311, !tbaa !312
  %42 = fadd double %38, %41, !dbg !314
    #dbg_value(double %42, !303, !DIExpression(), !306)
  %43 = or disjoint i64 %29, 3, !dbg !315
    #dbg_value(i64 %43, !304, !DIExpression(), !307)
  %44 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %43, !dbg !311
  %45 = load double, ptr %44, align 8, !dbg !311, !tbaa !312
  %46 = fadd double %42, %45, !dbg !314
    #dbg_value(double %46, !303, !DIExpression(), !306)
  %47 = or disjoint i64 %29, 4, !dbg !315
    #dbg_value(i64 %47, !304, !DIExpression(), !307)
  %48 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %47, !dbg !311
  %49 = load double, ptr %48, align 8, !dbg !311, !tbaa !312
  %50 = fadd double %46, %49, !dbg !314
    #dbg_value(double %50, !303, !DIExpression(), !306)
  %51 = or disjoint i64 %29, 5, !dbg !315
    #dbg_value(i64 %51, !304, !DIExpression(), !307)
  %52 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %51, !dbg !311
  %53 = load double, ptr %52, align 8, !dbg !311, !tbaa !312
  %54 = fadd double %50, %53, !dbg !314
    #dbg_value(double %54, !303, !DIExpression(), !306)
  %55 = or disjoint i64 %29, 6, !dbg !315
    #dbg_value(i64 %55, !304, !DIExpression(), !307)
  %56 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %55, !dbg !311
  %57 = load double, ptr %56, align 8, !dbg !311, !tbaa !312
  %58 = fadd double %54, %57, !dbg !314
    #dbg_value(double %58, !303, !DIExpression(), !306)
  %59 = or disjoint i64 %29, 7, !dbg !315
    #dbg_value(i64 %59, !304, !DIExpression(), !307)
  %60 = getelementptr inbounds [0 x double], ptr %5, i64 0, i64 %59, !dbg !311
  %61 = load double, ptr %60, align 8, !dbg !311, !tbaa !312
  %62 = fadd double %58, %61, !dbg !314
    #dbg_value(double %62, !303, !DIExpression(), !306)
  %63 = add nuw nsw i64 %29, 8, !dbg !315
    #dbg_value(i64 %63, !304, !DIExpression(), !307)
  %64 = add i64 %31, 8, !dbg !310
  %65 = icmp eq i64 %64, %10, !dbg !310
  br i1 %65, label %11, label %28, !dbg !310, !llvm.loop !319
}

; Function Attrs: nounwind uwtable
define dso_local i32 @apply(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #5 !dbg !322 {
    #dbg_value(ptr %0, !326, !DIExpression(), !329)
    #dbg_value(i32 %1, !327, !DIExpression(), !329)
    #dbg_value(i32 %2, !328, !DIExpression(), !329)
  %4 = tail call i32 %0(i32 noundef %1, i32 noundef %2) #8, !dbg !330
  ret i32 %4, !dbg !331
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @apply_all(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !332 {
    #dbg_value(i32 %0, !334, !DIExpression(), !341)
    #dbg_value(i32 %1, !335, !DIExpression(), !341)
    #dbg_value(i32 0, !336, !DIExpression(), !341)
    #dbg_value(i32 0, !337, !DIExpression(), !342)
    #dbg_value(i64 0, !337, !DIExpression(), !342)
    #dbg_value(i32 0, !336, !DIExpression(), !341)
    #dbg_value(i32 %0, !182, !DIExpression(), !343)
    #dbg_value(i32 %1, !183, !DIExpression(), !343)
  %3 = add nsw i32 %1, %0, !dbg !346
    #dbg_value(i32 %3, !336, !DIExpression(), !341)
    #dbg_value(i64 1, !337, !DIExpression(), !342)
    #dbg_value(i32 %0, !336, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !341)
    #dbg_value(i64 2, !337, !DIExpression(), !342)
  %4 = add i32 %1, 2, !dbg !347
  %5 = mul i32 %4, %0, !dbg !347
    #dbg_value(i32 %5, !336, !DIExpression(), !341)
    #dbg_value(i64 3, !337, !DIExpression(), !342)
    #dbg_value(ptr @op_list, !339, !DIExpression(), !348)
    #dbg_value(i32 %5, !336, !DIExpression(), !341)
  %6 = add nsw i32 %3, %5, !dbg !349
    #dbg_value(i32 %6, !336, !DIExpression(), !341)
    #dbg_value(ptr @e2, !339, !DIExpression(), !348)
    #dbg_value(i32 %6, !336, !DIExpression(), !341)
    #dbg_value(ptr @e3, !339, !DIExpression(), !348)
    #dbg_value(i32 %6, !336, !DIExpression(), !341)
    #dbg_value(ptr null, !339, !DIExpression(), !348)
  ret i32 %6, !dbg !351
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @select_op(i32 noundef %0) local_unnamed_addr #0 !dbg !352 {
    #dbg_value(i32 %0, !356, !DIExpression(), !357)
  %2 = icmp eq i32 %0, 0, !dbg !358
  %3 = select i1 %2, ptr @add, ptr @sub, !dbg !358
  ret ptr %3, !dbg !359
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 !dbg !360 {
    #dbg_value(i32 %0, !362, !DIExpression(), !364)
    #dbg_value(i32 %1, !363, !DIExpression(), !364)
  %3 = sub nsw i32 %0, %1, !dbg !365
  ret i32 %3, !dbg !366
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #6 !dbg !367 {
    #dbg_value(i32 4, !371, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !373)
    #dbg_value(i64 25769803780, !371, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !373)
    #dbg_value(i32 poison, !229, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !374)
  %1 = load <2 x i32>, ptr @unit, align 8, !dbg !376
    #dbg_value(i32 poison, !229, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !374)
    #dbg_value(i32 poison, !229, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !374)
  %2 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @unit, i64 8), align 8, !dbg !376
    #dbg_value(i32 poison, !229, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !374)
    #dbg_value(ptr poison, !229, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !374)
    #dbg_value(i32 2, !230, !DIExpression(), !374)
    #dbg_value(i32 poison, !229, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !374)
    #dbg_value(i32 poison, !229, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !374)
    #dbg_value(i32 poison, !229, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !374)
    #dbg_value(i32 poison, !229, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !374)
    #dbg_value(i32 poison, !372, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !373)
    #dbg_value(i32 poison, !372, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !373)
    #dbg_value(i32 poison, !372, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !373)
    #dbg_value(i32 poison, !372, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !373)
    #dbg_value(ptr poison, !372, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !373)
    #dbg_value(ptr undef, !193, !DIExpression(), !377)
  %3 = sub <2 x i32> %2, %1, !dbg !379
  %4 = add <2 x i32> %3, <i32 4, i32 4>, !dbg !379
  %5 = extractelement <2 x i32> %4, i64 0, !dbg !380
  %6 = extractelement <2 x i32> %4, i64 1, !dbg !380
  %7 = mul nsw i32 %6, %5, !dbg !380
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %7, i32 noundef 4, i32 noundef 25, double noundef 1.000000e+00), !dbg !381
    #dbg_value(ptr @gflags, !253, !DIExpression(), !382)
  %9 = load i16, ptr @gflags, align 8, !dbg !384
  %10 = add i16 %9, 2, !dbg !385
  %11 = and i16 %10, 14, !dbg !385
  %12 = and i16 %9, -511, !dbg !385
  %13 = and i16 %9, 496, !dbg !386
  %14 = sub nsw i16 0, %13, !dbg !386
  %15 = and i16 %14, 496, !dbg !386
  %16 = or disjoint i16 %11, %12, !dbg !386
  %17 = or disjoint i16 %16, %15, !dbg !386
  store i16 %17, ptr @gflags, align 8, !dbg !386
  %18 = load i64, ptr getelementptr inbounds (i8, ptr @gflags, i64 8), align 8, !dbg !387
  %19 = add i64 %18, 3, !dbg !387
  %20 = and i64 %19, 1099511627775, !dbg !387
  %21 = and i64 %18, -1099511627776, !dbg !387
  %22 = or disjoint i64 %20, %21, !dbg !387
  store i64 %22, ptr getelementptr inbounds (i8, ptr @gflags, i64 8), align 8, !dbg !387
  %23 = and i16 %9, 1, !dbg !388
  %24 = icmp ne i16 %23, 0, !dbg !389
  %25 = and i64 %18, 1099511627776
  %26 = icmp eq i64 %25, 0
  %27 = select i1 %24, i1 %26, i1 false, !dbg !390
  br i1 %27, label %28, label %36, !dbg !390

28:                                               ; preds = %0
  %29 = lshr i16 %10, 1, !dbg !391
  %30 = and i16 %29, 7, !dbg !391
  %31 = zext nneg i16 %30 to i32, !dbg !391
  %32 = shl i16 %14, 7, !dbg !392
  %33 = ashr exact i16 %32, 11, !dbg !392
  %34 = sext i16 %33 to i32, !dbg !392
  %35 = add nsw i32 %31, %34, !dbg !393
  br label %39, !dbg !394

36:                                               ; preds = %0
  %37 = lshr i64 %19, 3, !dbg !395
  %38 = trunc i64 %37 to i32, !dbg !396
  br label %39, !dbg !397

39:                                               ; preds = %36, %28
  %40 = phi i32 [ %38, %36 ], [ %35, %28 ], !dbg !382
    #dbg_value(ptr @ghdr, !278, !DIExpression(), !398)
  %41 = load i32, ptr getelementptr inbounds (i8, ptr @ghdr, i64 1), align 1, !dbg !400, !tbaa !281
  %42 = load i16, ptr getelementptr inbounds (i8, ptr @ghdr, i64 5), align 1, !dbg !401, !tbaa !285
  %43 = zext i16 %42 to i32, !dbg !402
  %44 = load ptr, ptr @ptr_into_array, align 8, !dbg !403, !tbaa !237
  %45 = load i32, ptr %44, align 4, !dbg !404, !tbaa !234
  %46 = add i32 %40, 9, !dbg !405
  %47 = add i32 %46, %41, !dbg !406
  %48 = add i32 %47, %43, !dbg !407
  %49 = add nsw i32 %48, %45, !dbg !408
  ret i32 %49, !dbg !409
}

; Function Attrs: nofree nounwind
declare !dbg !410 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 !dbg !415 {
    #dbg_value(i32 %0, !417, !DIExpression(), !419)
    #dbg_value(i32 %1, !418, !DIExpression(), !419)
  %3 = mul nsw i32 %1, %0, !dbg !420
  ret i32 %3, !dbg !421
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

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!172, !173, !174, !175, !176, !177, !178}
!llvm.ident = !{!179}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "c_structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "76a3e8c53587bea3d82d54e42434079a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "e2", scope: !9, file: !2, line: 59, type: !19, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !16, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !14, !15}
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !12, line: 87, baseType: !13)
!12 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!13 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !{!0, !17, !32, !37, !42, !47, !52, !56, !61, !66, !71, !73, !84, !89, !91, !94, !97, !99, !113, !125, !141, !144, !146, !151, !156, !161, !7, !163, !165, !167}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "op_list", scope: !9, file: !2, line: 60, type: !19, isLocal: false, isDefinition: true)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "op_entry", file: !2, line: 52, size: 192, elements: !21)
!21 = !{!22, !25, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !2, line: 53, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !20, file: !2, line: 54, baseType: !26, size: 64, offset: 64)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !2, line: 44, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DISubroutineType(types: !29)
!29 = !{!14, !14, !14}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !20, file: !2, line: 55, baseType: !31, size: 64, offset: 128)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "greeting", scope: !9, file: !2, line: 62, type: !34, isLocal: false, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 112, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 14)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 6)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 5)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 15)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "messages", scope: !9, file: !2, line: 63, type: !54, isLocal: false, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 256, elements: !5)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "mutable_buf", scope: !9, file: !2, line: 64, type: !58, isLocal: false, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 32)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "matrix", scope: !9, file: !2, line: 65, type: !63, isLocal: false, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 288, elements: !64)
!64 = !{!65, !65}
!65 = !DISubrange(count: 3)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "partially", scope: !9, file: !2, line: 67, type: !68, isLocal: false, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 320, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 10)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !44, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "unit", scope: !9, file: !2, line: 68, type: !75, isLocal: false, isDefinition: true)
!75 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !2, line: 11, size: 192, elements: !76)
!76 = !{!77, !82, !83}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !75, file: !2, line: 12, baseType: !78, size: 64)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 7, size: 64, elements: !79)
!79 = !{!80, !81}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !78, file: !2, line: 8, baseType: !14, size: 32)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !78, file: !2, line: 8, baseType: !14, size: 32, offset: 32)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !75, file: !2, line: 12, baseType: !78, size: 64, offset: 64)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !75, file: !2, line: 13, baseType: !23, size: 64, offset: 128)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 2)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !86, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(name: "rects", scope: !9, file: !2, line: 69, type: !93, isLocal: false, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 384, elements: !87)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(name: "ptr_into_array", scope: !9, file: !2, line: 70, type: !96, isLocal: false, isDefinition: true)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(name: "ptr_into_string", scope: !9, file: !2, line: 71, type: !23, isLocal: false, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(name: "gv", scope: !9, file: !2, line: 72, type: !101, isLocal: false, isDefinition: true)
!101 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "value", file: !2, line: 16, size: 64, elements: !102)
!102 = !{!103, !104, !106, !107, !112}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !101, file: !2, line: 17, baseType: !14, size: 32)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !101, file: !2, line: 18, baseType: !105, size: 32)
!105 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !101, file: !2, line: 19, baseType: !15, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !101, file: !2, line: 20, baseType: !108, size: 64)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 64, elements: !110)
!109 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!110 = !{!111}
!111 = !DISubrange(count: 8)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !101, file: !2, line: 21, baseType: !78, size: 64)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(name: "gflags", scope: !9, file: !2, line: 73, type: !115, isLocal: false, isDefinition: true)
!115 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "flags", file: !2, line: 24, size: 128, elements: !116)
!116 = !{!117, !119, !120, !121, !123}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !115, file: !2, line: 25, baseType: !118, size: 1, flags: DIFlagBitField, extraData: i64 0)
!118 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !115, file: !2, line: 26, baseType: !118, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !115, file: !2, line: 27, baseType: !14, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !115, file: !2, line: 29, baseType: !122, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!122 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "done", scope: !115, file: !2, line: 30, baseType: !124, size: 1, offset: 104, flags: DIFlagBitField, extraData: i64 64)
!124 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "ghdr", scope: !9, file: !2, line: 74, type: !127, isLocal: false, isDefinition: true)
!127 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packed_hdr", file: !2, line: 33, size: 56, elements: !128)
!128 = !{!129, !134, !137}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !127, file: !2, line: 34, baseType: !130, size: 8)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !131, line: 24, baseType: !132)
!131 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !133, line: 38, baseType: !109)
!133 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!134 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !127, file: !2, line: 35, baseType: !135, size: 32, offset: 8)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !131, line: 26, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !133, line: 42, baseType: !118)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !127, file: !2, line: 36, baseType: !138, size: 16, offset: 40)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !131, line: 25, baseType: !139)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !133, line: 40, baseType: !140)
!140 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(name: "selfref", scope: !9, file: !2, line: 76, type: !143, isLocal: false, isDefinition: true)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(name: "addr_as_int", scope: !9, file: !2, line: 77, type: !11, isLocal: false, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !2, line: 137, type: !148, isLocal: true, isDefinition: true)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !149)
!149 = !{!150}
!150 = !DISubrange(count: 16)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(name: "zeros", scope: !9, file: !2, line: 66, type: !153, isLocal: false, isDefinition: true)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 3200, elements: !154)
!154 = !{!155}
!155 = !DISubrange(count: 100)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(name: "math_fn", scope: !9, file: !2, line: 75, type: !158, isLocal: false, isDefinition: true)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!159 = !DISubroutineType(types: !160)
!160 = !{!15, !15}
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !3, isLocal: true, isDefinition: true)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !3, isLocal: true, isDefinition: true)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(name: "e3", scope: !9, file: !2, line: 58, type: !19, isLocal: true, isDefinition: true)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(name: "ops", scope: !9, file: !2, line: 50, type: !169, isLocal: true, isDefinition: true)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !170, size: 192, elements: !171)
!170 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!171 = !{!65}
!172 = !{i32 7, !"Dwarf Version", i32 5}
!173 = !{i32 2, !"Debug Info Version", i32 3}
!174 = !{i32 1, !"wchar_size", i32 4}
!175 = !{i32 8, !"PIC Level", i32 2}
!176 = !{i32 7, !"PIE Level", i32 2}
!177 = !{i32 7, !"uwtable", i32 2}
!178 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!179 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!180 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 46, type: !28, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !181)
!181 = !{!182, !183}
!182 = !DILocalVariable(name: "a", arg: 1, scope: !180, file: !2, line: 46, type: !14)
!183 = !DILocalVariable(name: "b", arg: 2, scope: !180, file: !2, line: 46, type: !14)
!184 = !DILocation(line: 0, scope: !180)
!185 = !DILocation(line: 46, column: 41, scope: !180)
!186 = !DILocation(line: 46, column: 32, scope: !180)
!187 = distinct !DISubprogram(name: "area", scope: !2, file: !2, line: 79, type: !188, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !192)
!188 = !DISubroutineType(types: !189)
!189 = !{!14, !190}
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!192 = !{!193}
!193 = !DILocalVariable(name: "r", arg: 1, scope: !187, file: !2, line: 79, type: !190)
!194 = !DILocation(line: 0, scope: !187)
!195 = !DILocation(line: 80, column: 14, scope: !187)
!196 = !DILocation(line: 80, column: 17, scope: !187)
!197 = !{!198, !200, i64 8}
!198 = !{!"rect", !199, i64 0, !199, i64 8, !203, i64 16}
!199 = !{!"point", !200, i64 0, !200, i64 4}
!200 = !{!"int", !201, i64 0}
!201 = !{!"omnipotent char", !202, i64 0}
!202 = !{!"Simple C/C++ TBAA"}
!203 = !{!"any pointer", !201, i64 0}
!204 = !DILocation(line: 80, column: 27, scope: !187)
!205 = !{!198, !200, i64 0}
!206 = !DILocation(line: 80, column: 19, scope: !187)
!207 = !DILocation(line: 80, column: 39, scope: !187)
!208 = !{!198, !200, i64 12}
!209 = !DILocation(line: 80, column: 49, scope: !187)
!210 = !{!198, !200, i64 4}
!211 = !DILocation(line: 80, column: 41, scope: !187)
!212 = !DILocation(line: 80, column: 30, scope: !187)
!213 = !DILocation(line: 80, column: 3, scope: !187)
!214 = distinct !DISubprogram(name: "translate", scope: !2, file: !2, line: 83, type: !215, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !217)
!215 = !DISubroutineType(types: !216)
!216 = !{!78, !78, !14, !14}
!217 = !{!218, !219, !220}
!218 = !DILocalVariable(name: "p", arg: 1, scope: !214, file: !2, line: 83, type: !78)
!219 = !DILocalVariable(name: "dx", arg: 2, scope: !214, file: !2, line: 83, type: !14)
!220 = !DILocalVariable(name: "dy", arg: 3, scope: !214, file: !2, line: 83, type: !14)
!221 = !DILocation(line: 0, scope: !214)
!222 = !DILocation(line: 84, column: 7, scope: !214)
!223 = !DILocation(line: 85, column: 7, scope: !214)
!224 = !DILocation(line: 86, column: 3, scope: !214)
!225 = distinct !DISubprogram(name: "grow", scope: !2, file: !2, line: 89, type: !226, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !228)
!226 = !DISubroutineType(types: !227)
!227 = !{!75, !75, !14}
!228 = !{!229, !230}
!229 = !DILocalVariable(name: "r", arg: 1, scope: !225, file: !2, line: 89, type: !75)
!230 = !DILocalVariable(name: "d", arg: 2, scope: !225, file: !2, line: 89, type: !14)
!231 = !DILocation(line: 89, column: 30, scope: !225)
!232 = !DILocation(line: 0, scope: !225)
!233 = !DILocation(line: 90, column: 10, scope: !225)
!234 = !{!200, !200, i64 0}
!235 = !DILocation(line: 94, column: 10, scope: !225)
!236 = !{i64 0, i64 4, !234, i64 4, i64 4, !234, i64 8, i64 4, !234, i64 12, i64 4, !234, i64 16, i64 8, !237}
!237 = !{!203, !203, i64 0}
!238 = !DILocation(line: 94, column: 3, scope: !225)
!239 = distinct !DISubprogram(name: "pun", scope: !2, file: !2, line: 97, type: !240, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !242)
!240 = !DISubroutineType(types: !241)
!241 = !{!105, !14}
!242 = !{!243, !244}
!243 = !DILocalVariable(name: "i", arg: 1, scope: !239, file: !2, line: 97, type: !14)
!244 = !DILocalVariable(name: "v", scope: !239, file: !2, line: 98, type: !101)
!245 = !DILocation(line: 0, scope: !239)
!246 = !DILocation(line: 100, column: 12, scope: !239)
!247 = !DILocation(line: 100, column: 3, scope: !239)
!248 = distinct !DISubprogram(name: "flag_ops", scope: !2, file: !2, line: 103, type: !249, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !252)
!249 = !DISubroutineType(types: !250)
!250 = !{!14, !251}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!252 = !{!253}
!253 = !DILocalVariable(name: "f", arg: 1, scope: !248, file: !2, line: 103, type: !251)
!254 = !DILocation(line: 0, scope: !248)
!255 = !DILocation(line: 104, column: 17, scope: !248)
!256 = !DILocation(line: 104, column: 11, scope: !248)
!257 = !DILocation(line: 105, column: 12, scope: !248)
!258 = !DILocation(line: 106, column: 6, scope: !248)
!259 = !DILocation(line: 106, column: 10, scope: !248)
!260 = !DILocation(line: 107, column: 10, scope: !261)
!261 = distinct !DILexicalBlock(scope: !248, file: !2, line: 107, column: 7)
!262 = !DILocation(line: 107, column: 7, scope: !261)
!263 = !DILocation(line: 107, column: 16, scope: !261)
!264 = !DILocation(line: 108, column: 15, scope: !261)
!265 = !DILocation(line: 108, column: 25, scope: !261)
!266 = !DILocation(line: 108, column: 20, scope: !261)
!267 = !DILocation(line: 108, column: 5, scope: !261)
!268 = !DILocation(line: 109, column: 23, scope: !248)
!269 = !DILocation(line: 109, column: 10, scope: !248)
!270 = !DILocation(line: 109, column: 3, scope: !248)
!271 = !DILocation(line: 110, column: 1, scope: !248)
!272 = distinct !DISubprogram(name: "packed_len", scope: !2, file: !2, line: 112, type: !273, scopeLine: 112, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !277)
!273 = !DISubroutineType(types: !274)
!274 = !{!135, !275}
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 64)
!276 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !127)
!277 = !{!278}
!278 = !DILocalVariable(name: "h", arg: 1, scope: !272, file: !2, line: 112, type: !275)
!279 = !DILocation(line: 0, scope: !272)
!280 = !DILocation(line: 112, column: 61, scope: !272)
!281 = !{!282, !200, i64 1}
!282 = !{!"packed_hdr", !201, i64 0, !200, i64 1, !283, i64 5}
!283 = !{!"short", !201, i64 0}
!284 = !DILocation(line: 112, column: 73, scope: !272)
!285 = !{!282, !283, i64 5}
!286 = !DILocation(line: 112, column: 70, scope: !272)
!287 = !DILocation(line: 112, column: 68, scope: !272)
!288 = !DILocation(line: 112, column: 51, scope: !272)
!289 = distinct !DISubprogram(name: "flex_sum", scope: !2, file: !2, line: 114, type: !290, scopeLine: 114, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !301)
!290 = !DISubroutineType(types: !291)
!291 = !{!15, !292}
!292 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !293, size: 64)
!293 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !294)
!294 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "with_flex", file: !2, line: 39, size: 64, elements: !295)
!295 = !{!296, !297}
!296 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !294, file: !2, line: 40, baseType: !14, size: 32)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "items", scope: !294, file: !2, line: 41, baseType: !298, offset: 64)
!298 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, elements: !299)
!299 = !{!300}
!300 = !DISubrange(count: -1)
!301 = !{!302, !303, !304}
!302 = !DILocalVariable(name: "w", arg: 1, scope: !289, file: !2, line: 114, type: !292)
!303 = !DILocalVariable(name: "s", scope: !289, file: !2, line: 115, type: !15)
!304 = !DILocalVariable(name: "i", scope: !305, file: !2, line: 116, type: !14)
!305 = distinct !DILexicalBlock(scope: !289, file: !2, line: 116, column: 3)
!306 = !DILocation(line: 0, scope: !289)
!307 = !DILocation(line: 0, scope: !305)
!308 = !DILocation(line: 116, column: 21, scope: !309)
!309 = distinct !DILexicalBlock(scope: !305, file: !2, line: 116, column: 3)
!310 = !DILocation(line: 116, column: 3, scope: !305)
!311 = !DILocation(line: 117, column: 10, scope: !309)
!312 = !{!313, !313, i64 0}
!313 = !{!"double", !201, i64 0}
!314 = !DILocation(line: 117, column: 7, scope: !309)
!315 = !DILocation(line: 116, column: 30, scope: !309)
!316 = distinct !{!316, !317}
!317 = !{!"llvm.loop.unroll.disable"}
!318 = !DILocation(line: 118, column: 3, scope: !289)
!319 = distinct !{!319, !310, !320, !321}
!320 = !DILocation(line: 117, column: 20, scope: !305)
!321 = !{!"llvm.loop.mustprogress"}
!322 = distinct !DISubprogram(name: "apply", scope: !2, file: !2, line: 121, type: !323, scopeLine: 121, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !325)
!323 = !DISubroutineType(types: !324)
!324 = !{!14, !26, !14, !14}
!325 = !{!326, !327, !328}
!326 = !DILocalVariable(name: "f", arg: 1, scope: !322, file: !2, line: 121, type: !26)
!327 = !DILocalVariable(name: "a", arg: 2, scope: !322, file: !2, line: 121, type: !14)
!328 = !DILocalVariable(name: "b", arg: 3, scope: !322, file: !2, line: 121, type: !14)
!329 = !DILocation(line: 0, scope: !322)
!330 = !DILocation(line: 121, column: 43, scope: !322)
!331 = !DILocation(line: 121, column: 36, scope: !322)
!332 = distinct !DISubprogram(name: "apply_all", scope: !2, file: !2, line: 123, type: !28, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !333)
!333 = !{!334, !335, !336, !337, !339}
!334 = !DILocalVariable(name: "a", arg: 1, scope: !332, file: !2, line: 123, type: !14)
!335 = !DILocalVariable(name: "b", arg: 2, scope: !332, file: !2, line: 123, type: !14)
!336 = !DILocalVariable(name: "acc", scope: !332, file: !2, line: 124, type: !14)
!337 = !DILocalVariable(name: "i", scope: !338, file: !2, line: 125, type: !118)
!338 = distinct !DILexicalBlock(scope: !332, file: !2, line: 125, column: 3)
!339 = !DILocalVariable(name: "e", scope: !340, file: !2, line: 127, type: !31)
!340 = distinct !DILexicalBlock(scope: !332, file: !2, line: 127, column: 3)
!341 = !DILocation(line: 0, scope: !332)
!342 = !DILocation(line: 0, scope: !338)
!343 = !DILocation(line: 0, scope: !180, inlinedAt: !344)
!344 = distinct !DILocation(line: 126, column: 12, scope: !345)
!345 = distinct !DILexicalBlock(scope: !338, file: !2, line: 125, column: 3)
!346 = !DILocation(line: 46, column: 41, scope: !180, inlinedAt: !344)
!347 = !DILocation(line: 126, column: 9, scope: !345)
!348 = !DILocation(line: 0, scope: !340)
!349 = !DILocation(line: 128, column: 9, scope: !350)
!350 = distinct !DILexicalBlock(scope: !340, file: !2, line: 127, column: 3)
!351 = !DILocation(line: 129, column: 3, scope: !332)
!352 = distinct !DISubprogram(name: "select_op", scope: !2, file: !2, line: 132, type: !353, scopeLine: 132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !355)
!353 = !DISubroutineType(types: !354)
!354 = !{!27, !14}
!355 = !{!356}
!356 = !DILocalVariable(name: "k", arg: 1, scope: !352, file: !2, line: 132, type: !14)
!357 = !DILocation(line: 0, scope: !352)
!358 = !DILocation(line: 132, column: 44, scope: !352)
!359 = !DILocation(line: 132, column: 37, scope: !352)
!360 = distinct !DISubprogram(name: "sub", scope: !2, file: !2, line: 47, type: !28, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !361)
!361 = !{!362, !363}
!362 = !DILocalVariable(name: "a", arg: 1, scope: !360, file: !2, line: 47, type: !14)
!363 = !DILocalVariable(name: "b", arg: 2, scope: !360, file: !2, line: 47, type: !14)
!364 = !DILocation(line: 0, scope: !360)
!365 = !DILocation(line: 47, column: 41, scope: !360)
!366 = !DILocation(line: 47, column: 32, scope: !360)
!367 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 134, type: !368, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !370)
!368 = !DISubroutineType(types: !369)
!369 = !{!14}
!370 = !{!371, !372}
!371 = !DILocalVariable(name: "p", scope: !367, file: !2, line: 135, type: !78)
!372 = !DILocalVariable(name: "r", scope: !367, file: !2, line: 136, type: !75)
!373 = !DILocation(line: 0, scope: !367)
!374 = !DILocation(line: 0, scope: !225, inlinedAt: !375)
!375 = distinct !DILocation(line: 136, column: 19, scope: !367)
!376 = !DILocation(line: 90, column: 10, scope: !225, inlinedAt: !375)
!377 = !DILocation(line: 0, scope: !187, inlinedAt: !378)
!378 = distinct !DILocation(line: 137, column: 43, scope: !367)
!379 = !DILocation(line: 80, column: 41, scope: !187, inlinedAt: !378)
!380 = !DILocation(line: 80, column: 30, scope: !187, inlinedAt: !378)
!381 = !DILocation(line: 137, column: 3, scope: !367)
!382 = !DILocation(line: 0, scope: !248, inlinedAt: !383)
!383 = distinct !DILocation(line: 139, column: 10, scope: !367)
!384 = !DILocation(line: 104, column: 17, scope: !248, inlinedAt: !383)
!385 = !DILocation(line: 104, column: 11, scope: !248, inlinedAt: !383)
!386 = !DILocation(line: 105, column: 12, scope: !248, inlinedAt: !383)
!387 = !DILocation(line: 106, column: 10, scope: !248, inlinedAt: !383)
!388 = !DILocation(line: 107, column: 10, scope: !261, inlinedAt: !383)
!389 = !DILocation(line: 107, column: 7, scope: !261, inlinedAt: !383)
!390 = !DILocation(line: 107, column: 16, scope: !261, inlinedAt: !383)
!391 = !DILocation(line: 108, column: 15, scope: !261, inlinedAt: !383)
!392 = !DILocation(line: 108, column: 25, scope: !261, inlinedAt: !383)
!393 = !DILocation(line: 108, column: 20, scope: !261, inlinedAt: !383)
!394 = !DILocation(line: 108, column: 5, scope: !261, inlinedAt: !383)
!395 = !DILocation(line: 109, column: 23, scope: !248, inlinedAt: !383)
!396 = !DILocation(line: 109, column: 10, scope: !248, inlinedAt: !383)
!397 = !DILocation(line: 109, column: 3, scope: !248, inlinedAt: !383)
!398 = !DILocation(line: 0, scope: !272, inlinedAt: !399)
!399 = distinct !DILocation(line: 139, column: 35, scope: !367)
!400 = !DILocation(line: 112, column: 61, scope: !272, inlinedAt: !399)
!401 = !DILocation(line: 112, column: 73, scope: !272, inlinedAt: !399)
!402 = !DILocation(line: 112, column: 70, scope: !272, inlinedAt: !399)
!403 = !DILocation(line: 140, column: 30, scope: !367)
!404 = !DILocation(line: 140, column: 29, scope: !367)
!405 = !DILocation(line: 139, column: 28, scope: !367)
!406 = !DILocation(line: 139, column: 53, scope: !367)
!407 = !DILocation(line: 139, column: 74, scope: !367)
!408 = !DILocation(line: 140, column: 27, scope: !367)
!409 = !DILocation(line: 139, column: 3, scope: !367)
!410 = !DISubprogram(name: "printf", scope: !411, file: !411, line: 356, type: !412, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!412 = !DISubroutineType(types: !413)
!413 = !{!14, !414, null}
!414 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !23)
!415 = distinct !DISubprogram(name: "mul", scope: !2, file: !2, line: 48, type: !28, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !416)
!416 = !{!417, !418}
!417 = !DILocalVariable(name: "a", arg: 1, scope: !415, file: !2, line: 48, type: !14)
!418 = !DILocalVariable(name: "b", arg: 2, scope: !415, file: !2, line: 48, type: !14)
!419 = !DILocation(line: 0, scope: !415)
!420 = !DILocation(line: 48, column: 41, scope: !415)
!421 = !DILocation(line: 48, column: 32, scope: !415)
