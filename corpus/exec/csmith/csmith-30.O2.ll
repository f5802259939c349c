; ModuleID = '/tmp/hc/gen/tmp.Vb9iH5/p.c'
source_filename = "/tmp/hc/gen/tmp.Vb9iH5/p.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.U2 = type { i32 }
%struct.S0 = type <{ [17 x i8], i16 }>

@g_24.0 = internal unnamed_addr global i32 1333319627, align 4
@.str.1 = private unnamed_addr constant [8 x i8] c"g_24.f0\00", align 1
@g_57 = internal global [4 x i32] [i32 1493280512, i32 1493280512, i32 1493280512, i32 1493280512], align 16
@.str.2 = private unnamed_addr constant [8 x i8] c"g_57[i]\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@g_62 = internal global i32 3, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"g_62\00", align 1
@g_63 = internal global i32 1, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"g_63\00", align 1
@g_64 = internal global i32 -1, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"g_64\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"g_78.f0\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"g_78.f1\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"g_78.f2\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"g_78.f3\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"g_78.f4\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"g_78.f5\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"g_78.f6\00", align 1
@.str.14 = private unnamed_addr constant [8 x i8] c"g_78.f7\00", align 1
@g_85 = internal unnamed_addr global i32 -10, align 4
@.str.15 = private unnamed_addr constant [5 x i8] c"g_85\00", align 1
@g_94.2 = internal unnamed_addr global i64 1, align 16
@.str.16 = private unnamed_addr constant [8 x i8] c"g_94[i]\00", align 1
@g_101 = internal unnamed_addr global i64 -2, align 8
@.str.17 = private unnamed_addr constant [6 x i8] c"g_101\00", align 1
@g_104 = internal global %union.U2 { i32 -1261689323 }, align 4
@.str.18 = private unnamed_addr constant [9 x i8] c"g_104.f0\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"g_104.f1\00", align 1
@.str.20 = private unnamed_addr constant [9 x i8] c"g_193[i]\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"g_197\00", align 1
@.str.22 = private unnamed_addr constant [12 x i8] c"g_230[i].f0\00", align 1
@.str.23 = private unnamed_addr constant [12 x i8] c"g_230[i].f1\00", align 1
@g_263 = internal unnamed_addr global i8 5, align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"g_263\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"g_358\00", align 1
@g_398 = internal unnamed_addr global i16 -4, align 2
@.str.26 = private unnamed_addr constant [6 x i8] c"g_398\00", align 1
@g_401 = internal unnamed_addr global i8 -10, align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"g_401\00", align 1
@g_403 = internal unnamed_addr global i8 -75, align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"g_403\00", align 1
@.str.29 = private unnamed_addr constant [15 x i8] c"g_420[i][j][k]\00", align 1
@.str.30 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_432 = internal unnamed_addr global i8 4, align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"g_432\00", align 1
@g_434 = internal unnamed_addr global i8 6, align 1
@.str.32 = private unnamed_addr constant [6 x i8] c"g_434\00", align 1
@.str.33 = private unnamed_addr constant [6 x i8] c"g_495\00", align 1
@.str.34 = private unnamed_addr constant [12 x i8] c"g_525[i].f0\00", align 1
@.str.35 = private unnamed_addr constant [12 x i8] c"g_525[i].f1\00", align 1
@.str.36 = private unnamed_addr constant [12 x i8] c"g_525[i].f2\00", align 1
@.str.37 = private unnamed_addr constant [12 x i8] c"g_525[i].f3\00", align 1
@.str.38 = private unnamed_addr constant [12 x i8] c"g_525[i].f4\00", align 1
@.str.39 = private unnamed_addr constant [12 x i8] c"g_525[i].f5\00", align 1
@.str.40 = private unnamed_addr constant [12 x i8] c"g_525[i].f6\00", align 1
@.str.41 = private unnamed_addr constant [12 x i8] c"g_525[i].f7\00", align 1
@.str.42 = private unnamed_addr constant [6 x i8] c"g_543\00", align 1
@g_616 = internal unnamed_addr global i32 -1063781737, align 4
@.str.43 = private unnamed_addr constant [6 x i8] c"g_616\00", align 1
@g_638 = internal unnamed_addr global i32 -1620024573, align 4
@.str.44 = private unnamed_addr constant [6 x i8] c"g_638\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@g_377 = internal global ptr @g_64, align 8
@g_252 = internal unnamed_addr global ptr @g_64, align 8
@g_376 = internal global ptr @g_377, align 8
@g_285 = internal unnamed_addr global [3 x [5 x [2 x ptr]]] [[5 x [2 x ptr]] [[2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr null, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286]], [5 x [2 x ptr]] [[2 x ptr] [ptr null, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr null, ptr @g_286]], [5 x [2 x ptr]] [[2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr null, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286], [2 x ptr] [ptr @g_286, ptr @g_286]]], align 16
@g_201 = internal global ptr null, align 8
@g_286 = internal global ptr null, align 8
@.str.50 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@g_78 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 82, i8 46, i8 0, i8 -32, i8 51, i8 -10, i8 -1, i8 -9, i8 -25, i8 7, i8 0, i8 -42, i8 -1, i8 59, i8 -48, i8 0, i8 0, i8 -2, i8 0 }, align 16
@g_525 = internal global [1 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 16, i8 -35, i8 -1, i8 -97, i8 102, i8 14, i8 0, i8 112, i8 72, i8 -1, i8 -1, i8 34, i8 1, i8 108, i8 69, i8 0, i8 0, i8 -65, i8 0 }], align 16
@.str.53 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [6 x [4 x [4 x i32]]], align 16
  %4 = alloca %struct.S0, align 1
  %5 = alloca i32, align 4
  %6 = alloca %struct.S0, align 1
  %7 = alloca ptr, align 8
  %8 = alloca %struct.S0, align 1
  %9 = icmp eq i32 %0, 2
  br i1 %9, label %10, label %26

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !5
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = add nsw i32 %14, -49
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %10
  %18 = getelementptr inbounds i8, ptr %12, i64 1
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  br label %21

21:                                               ; preds = %10, %17
  %22 = phi i32 [ %15, %10 ], [ %20, %17 ]
  %23 = icmp ne i32 %22, 0
  %24 = xor i1 %23, true
  %25 = zext i1 %24 to i32
  br label %26

26:                                               ; preds = %2, %21
  %27 = phi i1 [ true, %2 ], [ %23, %21 ]
  %28 = phi i32 [ 0, %2 ], [ %25, %21 ]
  br label %29

29:                                               ; preds = %29, %26
  %30 = phi i64 [ 0, %26 ], [ %73, %29 ]
  %31 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %26 ], [ %74, %29 ]
  %32 = and <4 x i32> %31, <i32 1, i32 1, i32 1, i32 1>
  %33 = icmp eq <4 x i32> %32, zeroinitializer
  %34 = lshr <4 x i32> %31, <i32 1, i32 1, i32 1, i32 1>
  %35 = xor <4 x i32> %34, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %36 = select <4 x i1> %33, <4 x i32> %34, <4 x i32> %35
  %37 = and <4 x i32> %36, <i32 1, i32 1, i32 1, i32 1>
  %38 = icmp eq <4 x i32> %37, zeroinitializer
  %39 = lshr <4 x i32> %36, <i32 1, i32 1, i32 1, i32 1>
  %40 = xor <4 x i32> %39, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %41 = select <4 x i1> %38, <4 x i32> %39, <4 x i32> %40
  %42 = and <4 x i32> %41, <i32 1, i32 1, i32 1, i32 1>
  %43 = icmp eq <4 x i32> %42, zeroinitializer
  %44 = lshr <4 x i32> %41, <i32 1, i32 1, i32 1, i32 1>
  %45 = xor <4 x i32> %44, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %46 = select <4 x i1> %43, <4 x i32> %44, <4 x i32> %45
  %47 = and <4 x i32> %46, <i32 1, i32 1, i32 1, i32 1>
  %48 = icmp eq <4 x i32> %47, zeroinitializer
  %49 = lshr <4 x i32> %46, <i32 1, i32 1, i32 1, i32 1>
  %50 = xor <4 x i32> %49, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %51 = select <4 x i1> %48, <4 x i32> %49, <4 x i32> %50
  %52 = and <4 x i32> %51, <i32 1, i32 1, i32 1, i32 1>
  %53 = icmp eq <4 x i32> %52, zeroinitializer
  %54 = lshr <4 x i32> %51, <i32 1, i32 1, i32 1, i32 1>
  %55 = xor <4 x i32> %54, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %56 = select <4 x i1> %53, <4 x i32> %54, <4 x i32> %55
  %57 = and <4 x i32> %56, <i32 1, i32 1, i32 1, i32 1>
  %58 = icmp eq <4 x i32> %57, zeroinitializer
  %59 = lshr <4 x i32> %56, <i32 1, i32 1, i32 1, i32 1>
  %60 = xor <4 x i32> %59, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %61 = select <4 x i1> %58, <4 x i32> %59, <4 x i32> %60
  %62 = and <4 x i32> %61, <i32 1, i32 1, i32 1, i32 1>
  %63 = icmp eq <4 x i32> %62, zeroinitializer
  %64 = lshr <4 x i32> %61, <i32 1, i32 1, i32 1, i32 1>
  %65 = xor <4 x i32> %64, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %66 = select <4 x i1> %63, <4 x i32> %64, <4 x i32> %65
  %67 = and <4 x i32> %66, <i32 1, i32 1, i32 1, i32 1>
  %68 = icmp eq <4 x i32> %67, zeroinitializer
  %69 = lshr <4 x i32> %66, <i32 1, i32 1, i32 1, i32 1>
  %70 = xor <4 x i32> %69, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %71 = select <4 x i1> %68, <4 x i32> %69, <4 x i32> %70
  %72 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %30
  store <4 x i32> %71, ptr %72, align 16, !tbaa !9
  %73 = add nuw i64 %30, 4
  %74 = add <4 x i32> %31, <i32 4, i32 4, i32 4, i32 4>
  %75 = icmp eq i64 %73, 256
  br i1 %75, label %76, label %29, !llvm.loop !11

76:                                               ; preds = %29
  call void @llvm.lifetime.start.p0(i64 19, ptr nonnull %8)
  %77 = load i32, ptr @g_24.0, align 4, !noalias !15
  call void @llvm.lifetime.start.p0(i64 19, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 19, ptr nonnull %6)
  %78 = load i32, ptr @g_85, align 4, !tbaa !9, !noalias !15
  %79 = load i64, ptr @g_94.2, align 16, !tbaa !18, !noalias !15
  store i32 0, ptr @g_24.0, align 4, !tbaa !20, !noalias !15
  %80 = or i64 %79, 1
  br label %81

81:                                               ; preds = %159, %76
  %82 = phi i64 [ 0, %76 ], [ %164, %159 ]
  %83 = phi i32 [ %78, %76 ], [ %160, %159 ]
  %84 = getelementptr inbounds [4 x i32], ptr @g_57, i64 0, i64 %82
  %85 = icmp eq i64 %82, 0
  store i32 4, ptr @g_64, align 4, !tbaa !9, !noalias !15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %4, ptr align 1 @g_78, i64 19, i1 true), !tbaa.struct !21, !noalias !15
  %86 = add i32 %83, -1
  store i32 %86, ptr @g_85, align 4, !tbaa !9, !noalias !15
  %87 = load volatile i136, ptr @g_78, align 16, !noalias !15
  store i64 %80, ptr @g_94.2, align 16, !tbaa !18, !noalias !15
  br i1 %85, label %95, label %88

88:                                               ; preds = %81
  %89 = load volatile i32, ptr @g_63, align 4, !tbaa !9, !noalias !15
  store volatile i32 %89, ptr @g_63, align 4, !tbaa !9, !noalias !15
  %90 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %91 = shl i136 %90, 77
  %92 = ashr i136 %91, 106
  %93 = trunc nsw i136 %92 to i32
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %97, label %159

95:                                               ; preds = %81
  %96 = load volatile i32, ptr @g_104, align 4, !tbaa !20, !noalias !15
  store volatile i32 %96, ptr %5, align 4, !tbaa !20, !noalias !15
  store i32 0, ptr getelementptr inbounds (i8, ptr @g_57, i64 4), align 4, !tbaa !9, !noalias !15
  br label %97

97:                                               ; preds = %95, %88
  %98 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %99 = shl i136 %98, 77
  %100 = ashr i136 %99, 106
  %101 = trunc nsw i136 %100 to i32
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %103, label %159

103:                                              ; preds = %97
  store i32 4, ptr @g_64, align 4, !tbaa !9, !noalias !15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %4, ptr align 1 @g_78, i64 19, i1 true), !tbaa.struct !21, !noalias !15
  %104 = add i32 %83, -2
  store i32 %104, ptr @g_85, align 4, !tbaa !9, !noalias !15
  %105 = load volatile i136, ptr @g_78, align 16, !noalias !15
  store i64 %80, ptr @g_94.2, align 16, !tbaa !18, !noalias !15
  store i32 0, ptr %84, align 4, !tbaa !9, !noalias !15
  br i1 %85, label %113, label %106

106:                                              ; preds = %103
  %107 = load volatile i32, ptr @g_63, align 4, !tbaa !9, !noalias !15
  store volatile i32 %107, ptr @g_63, align 4, !tbaa !9, !noalias !15
  %108 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %109 = shl i136 %108, 77
  %110 = ashr i136 %109, 106
  %111 = trunc nsw i136 %110 to i32
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %115, label %159

113:                                              ; preds = %103
  %114 = load volatile i32, ptr @g_104, align 4, !tbaa !20, !noalias !15
  store volatile i32 %114, ptr %5, align 4, !tbaa !20, !noalias !15
  store i32 0, ptr getelementptr inbounds (i8, ptr @g_57, i64 4), align 4, !tbaa !9, !noalias !15
  br label %115

115:                                              ; preds = %113, %106
  %116 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %117 = shl i136 %116, 77
  %118 = ashr i136 %117, 106
  %119 = trunc nsw i136 %118 to i32
  %120 = icmp eq i32 %119, 0
  br i1 %120, label %121, label %159

121:                                              ; preds = %115
  store i32 4, ptr @g_64, align 4, !tbaa !9, !noalias !15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %4, ptr align 1 @g_78, i64 19, i1 true), !tbaa.struct !21, !noalias !15
  %122 = add i32 %83, -3
  store i32 %122, ptr @g_85, align 4, !tbaa !9, !noalias !15
  %123 = load volatile i136, ptr @g_78, align 16, !noalias !15
  store i64 %80, ptr @g_94.2, align 16, !tbaa !18, !noalias !15
  br i1 %85, label %131, label %124

124:                                              ; preds = %121
  %125 = load volatile i32, ptr @g_63, align 4, !tbaa !9, !noalias !15
  store volatile i32 %125, ptr @g_63, align 4, !tbaa !9, !noalias !15
  %126 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %127 = shl i136 %126, 77
  %128 = ashr i136 %127, 106
  %129 = trunc nsw i136 %128 to i32
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %133, label %159

131:                                              ; preds = %121
  %132 = load volatile i32, ptr @g_104, align 4, !tbaa !20, !noalias !15
  store volatile i32 %132, ptr %5, align 4, !tbaa !20, !noalias !15
  store i32 0, ptr getelementptr inbounds (i8, ptr @g_57, i64 4), align 4, !tbaa !9, !noalias !15
  br label %133

133:                                              ; preds = %131, %124
  %134 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %135 = shl i136 %134, 77
  %136 = ashr i136 %135, 106
  %137 = trunc nsw i136 %136 to i32
  %138 = icmp eq i32 %137, 0
  br i1 %138, label %139, label %159

139:                                              ; preds = %133
  store i32 4, ptr @g_64, align 4, !tbaa !9, !noalias !15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %4, ptr align 1 @g_78, i64 19, i1 true), !tbaa.struct !21, !noalias !15
  %140 = add i32 %83, -4
  store i32 %140, ptr @g_85, align 4, !tbaa !9, !noalias !15
  %141 = load volatile i136, ptr @g_78, align 16, !noalias !15
  store i64 %80, ptr @g_94.2, align 16, !tbaa !18, !noalias !15
  br i1 %85, label %149, label %142

142:                                              ; preds = %139
  %143 = load volatile i32, ptr @g_63, align 4, !tbaa !9, !noalias !15
  store volatile i32 %143, ptr @g_63, align 4, !tbaa !9, !noalias !15
  %144 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %145 = shl i136 %144, 77
  %146 = ashr i136 %145, 106
  %147 = trunc nsw i136 %146 to i32
  %148 = icmp eq i32 %147, 0
  br i1 %148, label %151, label %159

149:                                              ; preds = %139
  %150 = load volatile i32, ptr @g_104, align 4, !tbaa !20, !noalias !15
  store volatile i32 %150, ptr %5, align 4, !tbaa !20, !noalias !15
  store i32 0, ptr getelementptr inbounds (i8, ptr @g_57, i64 4), align 4, !tbaa !9, !noalias !15
  br label %151

151:                                              ; preds = %149, %142
  %152 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %153 = shl i136 %152, 77
  %154 = ashr i136 %153, 106
  %155 = trunc nsw i136 %154 to i32
  %156 = icmp ne i32 %155, 0
  %157 = xor i1 %156, true
  %158 = sext i1 %157 to i8
  br label %159

159:                                              ; preds = %151, %142, %133, %124, %115, %106, %97, %88
  %160 = phi i32 [ %86, %88 ], [ %86, %97 ], [ %104, %106 ], [ %104, %115 ], [ %122, %124 ], [ %122, %133 ], [ %140, %142 ], [ %140, %151 ]
  %161 = phi i1 [ false, %88 ], [ false, %97 ], [ false, %106 ], [ false, %115 ], [ false, %124 ], [ false, %133 ], [ true, %142 ], [ %156, %151 ]
  %162 = phi i1 [ true, %88 ], [ true, %97 ], [ true, %106 ], [ true, %115 ], [ true, %124 ], [ true, %133 ], [ false, %142 ], [ false, %151 ]
  %163 = phi i8 [ 3, %88 ], [ 3, %97 ], [ 2, %106 ], [ 2, %115 ], [ 1, %124 ], [ 1, %133 ], [ 0, %142 ], [ %158, %151 ]
  store i32 1779059541, ptr %84, align 4, !tbaa !9, !noalias !15
  %164 = add nuw nsw i64 %82, 1
  %165 = trunc nuw nsw i64 %164 to i32
  store i32 %165, ptr @g_24.0, align 4, !tbaa !20, !noalias !15
  %166 = icmp eq i64 %164, 4
  br i1 %166, label %167, label %81, !llvm.loop !22

167:                                              ; preds = %159
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %6, ptr align 1 @g_78, i64 19, i1 true), !tbaa.struct !21, !noalias !15
  %168 = sext i8 %163 to i64
  %169 = load i32, ptr getelementptr inbounds (i8, ptr @g_57, i64 4), align 4, !tbaa !9, !noalias !15
  %170 = trunc i64 %80 to i32
  %171 = icmp ugt i32 %170, 15
  %172 = shl nuw i32 1, %170
  %173 = and i32 %172, 43690
  %174 = select i1 %171, i32 1, i32 %173
  %175 = zext nneg i32 %174 to i64
  br i1 %161, label %180, label %176

176:                                              ; preds = %167
  %177 = sext i8 %163 to i32
  %178 = sdiv i32 %174, %177
  %179 = sext i32 %178 to i64
  br label %180

180:                                              ; preds = %176, %167
  %181 = phi i64 [ %179, %176 ], [ %175, %167 ]
  %182 = icmp sgt i64 %181, 0
  %183 = and i1 %162, %182
  %184 = sub nuw nsw i64 9223372036854775807, %168
  %185 = icmp ult i64 %184, %181
  %186 = select i1 %183, i1 %185, i1 false
  %187 = select i1 %186, i64 0, i64 %168
  %188 = add nsw i64 %187, %181
  %189 = icmp eq i64 %188, 0
  br i1 %189, label %195, label %190

190:                                              ; preds = %180
  %191 = sext i8 %163 to i32
  %192 = trunc nsw i64 %188 to i32
  %193 = srem i32 %191, %192
  %194 = trunc nsw i32 %193 to i8
  br label %195

195:                                              ; preds = %190, %180
  %196 = phi i8 [ %194, %190 ], [ %163, %180 ]
  %197 = trunc i32 %169 to i8
  %198 = sub i8 0, %197
  %199 = icmp eq i8 %196, %198
  br i1 %199, label %203, label %200

200:                                              ; preds = %195
  %201 = xor i32 %169, 5
  store i32 %201, ptr getelementptr inbounds (i8, ptr @g_57, i64 4), align 4, !tbaa !9, !noalias !15
  %202 = trunc i32 %201 to i8
  br label %221

203:                                              ; preds = %195
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #4, !noalias !15
  br i1 %161, label %207, label %204

204:                                              ; preds = %203
  %205 = load volatile i32, ptr @g_63, align 4, !tbaa !9, !noalias !15
  %206 = load volatile ptr, ptr @g_201, align 8, !tbaa !5, !noalias !15
  br label %207

207:                                              ; preds = %204, %203
  %208 = sext i8 %163 to i32
  %209 = load volatile i32, ptr @g_104, align 4, !noalias !15
  %210 = and i32 %209, 33554431
  store i32 %210, ptr @g_85, align 4, !tbaa !9, !noalias !15
  %211 = icmp uge i32 %210, %208
  %212 = zext i1 %211 to i8
  %213 = load i8, ptr @g_263, align 1, !tbaa !20, !noalias !15
  %214 = add i8 %213, -1
  store i8 %214, ptr @g_263, align 1, !tbaa !20, !noalias !15
  %215 = icmp eq i8 %213, %212
  br i1 %215, label %217, label %216

216:                                              ; preds = %207
  store ptr %7, ptr getelementptr inbounds (i8, ptr @g_285, i64 16), align 16, !tbaa !5, !noalias !15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #4, !noalias !15
  br label %221

217:                                              ; preds = %207
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #4, !noalias !15
  %218 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %219 = lshr i136 %218, 59
  %220 = trunc i136 %219 to i8
  br label %221

221:                                              ; preds = %217, %216, %200
  %222 = phi i32 [ %160, %200 ], [ %210, %217 ], [ %210, %216 ]
  %223 = phi i8 [ %202, %200 ], [ %220, %217 ], [ %163, %216 ]
  call void @llvm.lifetime.end.p0(i64 19, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 19, ptr nonnull %6)
  %224 = icmp sgt i8 %223, -1
  %225 = zext i1 %224 to i8
  %226 = shl nuw i8 %223, %225
  %227 = trunc i32 %77 to i8
  %228 = mul i8 %226, %227
  call void @llvm.lifetime.start.p0(i64 384, ptr nonnull %3) #4, !noalias !15
  %229 = load ptr, ptr @g_252, align 8, !tbaa !5, !noalias !15
  %230 = load volatile i32, ptr @g_63, align 4, !tbaa !9, !noalias !15
  %231 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %232 = load volatile ptr, ptr @g_376, align 8, !tbaa !5, !noalias !15
  store ptr %229, ptr %232, align 8, !tbaa !5, !noalias !15
  %233 = sext i8 %228 to i16
  %234 = icmp eq i8 %228, 0
  %235 = load i8, ptr @g_401, align 1, !tbaa !20, !noalias !15
  %236 = and i8 %235, 1
  %237 = add nsw i8 %236, -1
  br i1 %234, label %246, label %238

238:                                              ; preds = %221
  %239 = icmp eq i8 %228, -1
  %240 = icmp eq i8 %237, -128
  %241 = and i1 %239, %240
  br i1 %241, label %246, label %242

242:                                              ; preds = %238
  %243 = sext i8 %237 to i16
  %244 = sdiv i16 %243, %233
  %245 = trunc i16 %244 to i8
  br label %246

246:                                              ; preds = %242, %238, %221
  %247 = phi i8 [ %245, %242 ], [ -128, %238 ], [ %237, %221 ]
  %248 = lshr i8 %247, 7
  %249 = zext nneg i8 %248 to i32
  store i32 %249, ptr %229, align 4, !tbaa !9, !noalias !15
  %250 = getelementptr inbounds i8, ptr %3, i64 380
  store i8 %236, ptr @g_401, align 1, !tbaa !20, !noalias !15
  store i8 %237, ptr @g_403, align 1, !tbaa !20, !noalias !15
  store ptr %250, ptr @g_252, align 8, !tbaa !5, !noalias !15
  %251 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %252 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %253 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %254 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %255 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %256 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %257 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %258 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %259 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %260 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %261 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %262 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %263 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %264 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %265 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %266 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %267 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %268 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %269 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %270 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %271 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %272 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %273 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %274 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %275 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %276 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %277 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %278 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %279 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %280 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %281 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %282 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %283 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %284 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %285 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %286 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %287 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %288 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %289 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %290 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %291 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %292 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %293 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %294 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %295 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %296 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %297 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %298 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %299 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %300 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %301 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %302 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %303 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %304 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %305 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %306 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %307 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %308 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %309 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %310 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %311 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %312 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %313 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %314 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %315 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %316 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %317 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %318 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %319 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %320 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %321 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %322 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %323 = shl i32 %222, 16
  store i8 1, ptr @g_263, align 1, !tbaa !20, !noalias !15
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %3) #4, !noalias !15
  %324 = add i32 %323, 16777215
  %325 = icmp ult i32 %324, -65537
  %326 = zext i1 %325 to i32
  %327 = or i32 %77, %326
  %328 = icmp eq i32 %327, 0
  %329 = load ptr, ptr @g_377, align 8, !noalias !15
  br i1 %328, label %330, label %341

330:                                              ; preds = %246
  %331 = load i8, ptr @g_432, align 1, !tbaa !20, !noalias !15
  %332 = load volatile i32, ptr @g_63, align 4, !tbaa !9, !noalias !15
  %333 = icmp eq i8 %331, 1
  br i1 %333, label %346, label %334

334:                                              ; preds = %346, %330
  %335 = phi i16 [ 5, %330 ], [ 6, %346 ]
  %336 = phi i8 [ %331, %330 ], [ 0, %346 ]
  store i32 245, ptr %329, align 4, !tbaa !9, !noalias !15
  %337 = load volatile ptr, ptr @g_376, align 8, !tbaa !5, !noalias !15
  %338 = load ptr, ptr %337, align 8, !tbaa !5, !noalias !15
  %339 = load i32, ptr %338, align 4, !tbaa !9, !noalias !15
  store i32 %339, ptr %329, align 4, !tbaa !9, !noalias !15
  %340 = xor i8 %336, 1
  store ptr null, ptr @g_252, align 8, !tbaa !5, !noalias !15
  store i8 1, ptr @g_263, align 1, !tbaa !20, !noalias !15
  store i8 %340, ptr @g_432, align 1, !tbaa !20, !noalias !15
  store i8 %340, ptr @g_434, align 1, !tbaa !20, !noalias !15
  store i16 %335, ptr @g_398, align 2, !tbaa !23, !noalias !15
  br label %341

341:                                              ; preds = %334, %246
  store i32 180, ptr %329, align 4, !tbaa !9, !noalias !15
  %342 = load volatile ptr, ptr @g_376, align 8, !tbaa !5, !noalias !15
  %343 = load ptr, ptr %342, align 8, !tbaa !5, !noalias !15
  %344 = load i32, ptr %343, align 4, !tbaa !9, !noalias !15
  %345 = icmp eq i32 %344, 0
  br i1 %345, label %348, label %365

346:                                              ; preds = %330
  %347 = load volatile i32, ptr @g_63, align 4, !tbaa !9, !noalias !15
  br label %334

348:                                              ; preds = %341
  store i32 1, ptr %329, align 4, !tbaa !9, !noalias !15
  store ptr getelementptr inbounds (i8, ptr @g_57, i64 8), ptr @g_252, align 8, !tbaa !5, !noalias !15
  %349 = load i32, ptr @g_616, align 4, !tbaa !9, !noalias !15
  %350 = and i32 %349, 1
  store i32 %350, ptr @g_616, align 4, !tbaa !9, !noalias !15
  %351 = load volatile i136, ptr @g_78, align 16, !noalias !15
  %352 = freeze i136 %351
  %353 = lshr i136 %352, 106
  %354 = trunc i136 %353 to i16
  %355 = icmp eq i16 %354, 0
  br i1 %355, label %362, label %356

356:                                              ; preds = %348
  %357 = add i16 %354, 1
  %358 = icmp ult i16 %357, 3
  %359 = lshr i16 %354, 15
  %360 = select i1 %358, i16 %359, i16 0
  %361 = zext nneg i16 %360 to i32
  br label %362

362:                                              ; preds = %356, %348
  %363 = phi i32 [ %361, %356 ], [ 0, %348 ]
  store i32 %363, ptr getelementptr inbounds (i8, ptr @g_57, i64 8), align 8, !tbaa !9, !noalias !15
  %364 = load i32, ptr %329, align 4, !tbaa !9, !noalias !15
  br label %365

365:                                              ; preds = %341, %362
  %366 = phi i32 [ 180, %341 ], [ %364, %362 ]
  %367 = load i32, ptr @g_638, align 4, !tbaa !9, !noalias !15
  %368 = or i32 %367, 251
  store i32 %368, ptr @g_638, align 4, !tbaa !9, !noalias !15
  %369 = and i32 %368, %366
  store i32 %369, ptr %329, align 4, !tbaa !9, !noalias !15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %8, ptr align 16 @g_525, i64 19, i1 true), !tbaa.struct !21
  call void @llvm.lifetime.end.p0(i64 19, ptr nonnull %8)
  call fastcc void @transparent_crc(i64 noundef %164, ptr noundef nonnull @.str.1, i32 noundef %28)
  %370 = load i32, ptr @g_57, align 16, !tbaa !9
  %371 = sext i32 %370 to i64
  call fastcc void @transparent_crc(i64 noundef %371, ptr noundef nonnull @.str.2, i32 noundef %28)
  br i1 %27, label %372, label %379

372:                                              ; preds = %365
  %373 = load i32, ptr getelementptr inbounds (i8, ptr @g_57, i64 4), align 4, !tbaa !9
  %374 = sext i32 %373 to i64
  call fastcc void @transparent_crc(i64 noundef %374, ptr noundef nonnull @.str.2, i32 noundef %28)
  %375 = load i32, ptr getelementptr inbounds (i8, ptr @g_57, i64 8), align 8, !tbaa !9
  %376 = sext i32 %375 to i64
  call fastcc void @transparent_crc(i64 noundef %376, ptr noundef nonnull @.str.2, i32 noundef %28)
  %377 = load i32, ptr getelementptr inbounds (i8, ptr @g_57, i64 12), align 4, !tbaa !9
  %378 = sext i32 %377 to i64
  call fastcc void @transparent_crc(i64 noundef %378, ptr noundef nonnull @.str.2, i32 noundef %28)
  br label %390

379:                                              ; preds = %365
  %380 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %381 = load i32, ptr getelementptr inbounds (i8, ptr @g_57, i64 4), align 4, !tbaa !9
  %382 = sext i32 %381 to i64
  call fastcc void @transparent_crc(i64 noundef %382, ptr noundef nonnull @.str.2, i32 noundef %28)
  %383 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  %384 = load i32, ptr getelementptr inbounds (i8, ptr @g_57, i64 8), align 8, !tbaa !9
  %385 = sext i32 %384 to i64
  call fastcc void @transparent_crc(i64 noundef %385, ptr noundef nonnull @.str.2, i32 noundef %28)
  %386 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2)
  %387 = load i32, ptr getelementptr inbounds (i8, ptr @g_57, i64 12), align 4, !tbaa !9
  %388 = sext i32 %387 to i64
  call fastcc void @transparent_crc(i64 noundef %388, ptr noundef nonnull @.str.2, i32 noundef %28)
  %389 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3)
  br label %390

390:                                              ; preds = %372, %379
  %391 = load volatile i32, ptr @g_62, align 4, !tbaa !9
  %392 = sext i32 %391 to i64
  call fastcc void @transparent_crc(i64 noundef %392, ptr noundef nonnull @.str.4, i32 noundef %28)
  %393 = load volatile i32, ptr @g_63, align 4, !tbaa !9
  %394 = sext i32 %393 to i64
  call fastcc void @transparent_crc(i64 noundef %394, ptr noundef nonnull @.str.5, i32 noundef %28)
  %395 = load i32, ptr @g_64, align 4, !tbaa !9
  %396 = sext i32 %395 to i64
  call fastcc void @transparent_crc(i64 noundef %396, ptr noundef nonnull @.str.6, i32 noundef %28)
  %397 = load volatile i136, ptr @g_78, align 16
  %398 = shl i136 %397, 107
  %399 = ashr exact i136 %398, 107
  %400 = trunc nsw i136 %399 to i64
  call fastcc void @transparent_crc(i64 noundef %400, ptr noundef nonnull @.str.7, i32 noundef %28)
  %401 = load volatile i136, ptr @g_78, align 16
  %402 = shl i136 %401, 77
  %403 = ashr i136 %402, 106
  %404 = trunc nsw i136 %403 to i64
  call fastcc void @transparent_crc(i64 noundef %404, ptr noundef nonnull @.str.8, i32 noundef %28)
  %405 = load volatile i136, ptr @g_78, align 16
  %406 = shl i136 %405, 69
  %407 = ashr i136 %406, 128
  %408 = trunc nsw i136 %407 to i64
  call fastcc void @transparent_crc(i64 noundef %408, ptr noundef nonnull @.str.9, i32 noundef %28)
  %409 = load volatile i136, ptr @g_78, align 16
  %410 = shl i136 %409, 49
  %411 = ashr i136 %410, 116
  %412 = trunc nsw i136 %411 to i64
  call fastcc void @transparent_crc(i64 noundef %412, ptr noundef nonnull @.str.10, i32 noundef %28)
  %413 = load volatile i136, ptr @g_78, align 16
  %414 = shl i136 %413, 30
  %415 = ashr i136 %414, 117
  %416 = trunc nsw i136 %415 to i64
  call fastcc void @transparent_crc(i64 noundef %416, ptr noundef nonnull @.str.11, i32 noundef %28)
  %417 = load volatile i136, ptr @g_78, align 16
  %418 = lshr i136 %417, 106
  %419 = trunc nuw nsw i136 %418 to i64
  call fastcc void @transparent_crc(i64 noundef %419, ptr noundef nonnull @.str.12, i32 noundef %28)
  %420 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_78, i64 17), align 1
  %421 = shl i16 %420, 12
  %422 = ashr exact i16 %421, 12
  %423 = sext i16 %422 to i64
  call fastcc void @transparent_crc(i64 noundef %423, ptr noundef nonnull @.str.13, i32 noundef %28)
  %424 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_78, i64 17), align 1
  %425 = lshr i16 %424, 4
  %426 = and i16 %425, 511
  %427 = zext nneg i16 %426 to i64
  call fastcc void @transparent_crc(i64 noundef %427, ptr noundef nonnull @.str.14, i32 noundef %28)
  %428 = load i32, ptr @g_85, align 4, !tbaa !9
  %429 = zext i32 %428 to i64
  call fastcc void @transparent_crc(i64 noundef %429, ptr noundef nonnull @.str.15, i32 noundef %28)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.16, i32 noundef %28)
  br i1 %27, label %430, label %432

430:                                              ; preds = %390
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.16, i32 noundef %28)
  %431 = load i64, ptr @g_94.2, align 16, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %431, ptr noundef nonnull @.str.16, i32 noundef %28)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.16, i32 noundef %28)
  br label %438

432:                                              ; preds = %390
  %433 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.16, i32 noundef %28)
  %434 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  %435 = load i64, ptr @g_94.2, align 16, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %435, ptr noundef nonnull @.str.16, i32 noundef %28)
  %436 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.16, i32 noundef %28)
  %437 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3)
  br label %438

438:                                              ; preds = %430, %432
  %439 = load i64, ptr @g_101, align 8, !tbaa !18
  call fastcc void @transparent_crc(i64 noundef %439, ptr noundef nonnull @.str.17, i32 noundef %28)
  %440 = load volatile i32, ptr @g_104, align 4, !tbaa !20
  %441 = zext i32 %440 to i64
  call fastcc void @transparent_crc(i64 noundef %441, ptr noundef nonnull @.str.18, i32 noundef %28)
  %442 = load volatile i32, ptr @g_104, align 4
  %443 = and i32 %442, 33554431
  %444 = zext nneg i32 %443 to i64
  call fastcc void @transparent_crc(i64 noundef %444, ptr noundef nonnull @.str.19, i32 noundef %28)
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.20, i32 noundef %28)
  br i1 %27, label %445, label %446

445:                                              ; preds = %438
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.20, i32 noundef %28)
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.20, i32 noundef %28)
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.20, i32 noundef %28)
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.20, i32 noundef %28)
  br label %452

446:                                              ; preds = %438
  %447 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.20, i32 noundef %28)
  %448 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.20, i32 noundef %28)
  %449 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.20, i32 noundef %28)
  %450 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.20, i32 noundef %28)
  %451 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4)
  br label %452

452:                                              ; preds = %445, %446
  call fastcc void @transparent_crc(i64 noundef 59, ptr noundef nonnull @.str.21, i32 noundef %28)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.22, i32 noundef %28)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.23, i32 noundef %28)
  br i1 %27, label %455, label %453

453:                                              ; preds = %452
  %454 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  br label %455

455:                                              ; preds = %453, %452
  %456 = load i8, ptr @g_263, align 1, !tbaa !20
  %457 = zext i8 %456 to i64
  call fastcc void @transparent_crc(i64 noundef %457, ptr noundef nonnull @.str.24, i32 noundef %28)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.25, i32 noundef %28)
  %458 = load i16, ptr @g_398, align 2, !tbaa !23
  %459 = zext i16 %458 to i64
  call fastcc void @transparent_crc(i64 noundef %459, ptr noundef nonnull @.str.26, i32 noundef %28)
  %460 = load i8, ptr @g_401, align 1, !tbaa !20
  %461 = sext i8 %460 to i64
  call fastcc void @transparent_crc(i64 noundef %461, ptr noundef nonnull @.str.27, i32 noundef %28)
  %462 = load i8, ptr @g_403, align 1, !tbaa !20
  %463 = sext i8 %462 to i64
  call fastcc void @transparent_crc(i64 noundef %463, ptr noundef nonnull @.str.28, i32 noundef %28)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.29, i32 noundef %28)
  br i1 %27, label %464, label %465

464:                                              ; preds = %455
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.29, i32 noundef %28)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.29, i32 noundef %28)
  br label %469

465:                                              ; preds = %455
  %466 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.29, i32 noundef %28)
  %467 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef 0, i32 noundef 1, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.29, i32 noundef %28)
  %468 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef 0, i32 noundef 2, i32 noundef 0)
  br label %469

469:                                              ; preds = %464, %465
  %470 = load i8, ptr @g_432, align 1, !tbaa !20
  %471 = zext i8 %470 to i64
  call fastcc void @transparent_crc(i64 noundef %471, ptr noundef nonnull @.str.31, i32 noundef %28)
  %472 = load i8, ptr @g_434, align 1, !tbaa !20
  %473 = zext i8 %472 to i64
  call fastcc void @transparent_crc(i64 noundef %473, ptr noundef nonnull @.str.32, i32 noundef %28)
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.33, i32 noundef %28)
  %474 = load volatile i136, ptr @g_525, align 16
  %475 = shl i136 %474, 107
  %476 = ashr exact i136 %475, 107
  %477 = trunc nsw i136 %476 to i64
  call fastcc void @transparent_crc(i64 noundef %477, ptr noundef nonnull @.str.34, i32 noundef %28)
  %478 = load volatile i136, ptr @g_525, align 16
  %479 = shl i136 %478, 77
  %480 = ashr i136 %479, 106
  %481 = trunc nsw i136 %480 to i64
  call fastcc void @transparent_crc(i64 noundef %481, ptr noundef nonnull @.str.35, i32 noundef %28)
  %482 = load volatile i136, ptr @g_525, align 16
  %483 = shl i136 %482, 69
  %484 = ashr i136 %483, 128
  %485 = trunc nsw i136 %484 to i64
  call fastcc void @transparent_crc(i64 noundef %485, ptr noundef nonnull @.str.36, i32 noundef %28)
  %486 = load volatile i136, ptr @g_525, align 16
  %487 = shl i136 %486, 49
  %488 = ashr i136 %487, 116
  %489 = trunc nsw i136 %488 to i64
  call fastcc void @transparent_crc(i64 noundef %489, ptr noundef nonnull @.str.37, i32 noundef %28)
  %490 = load volatile i136, ptr @g_525, align 16
  %491 = shl i136 %490, 30
  %492 = ashr i136 %491, 117
  %493 = trunc nsw i136 %492 to i64
  call fastcc void @transparent_crc(i64 noundef %493, ptr noundef nonnull @.str.38, i32 noundef %28)
  %494 = load volatile i136, ptr @g_525, align 16
  %495 = lshr i136 %494, 106
  %496 = trunc nuw nsw i136 %495 to i64
  call fastcc void @transparent_crc(i64 noundef %496, ptr noundef nonnull @.str.39, i32 noundef %28)
  %497 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_525, i64 17), align 1
  %498 = shl i16 %497, 12
  %499 = ashr exact i16 %498, 12
  %500 = sext i16 %499 to i64
  call fastcc void @transparent_crc(i64 noundef %500, ptr noundef nonnull @.str.40, i32 noundef %28)
  %501 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_525, i64 17), align 1
  %502 = lshr i16 %501, 4
  %503 = and i16 %502, 511
  %504 = zext nneg i16 %503 to i64
  call fastcc void @transparent_crc(i64 noundef %504, ptr noundef nonnull @.str.41, i32 noundef %28)
  br i1 %27, label %507, label %505

505:                                              ; preds = %469
  %506 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  br label %507

507:                                              ; preds = %505, %469
  call fastcc void @transparent_crc(i64 noundef 367669606, ptr noundef nonnull @.str.42, i32 noundef %28)
  %508 = load i32, ptr @g_616, align 4, !tbaa !9
  %509 = zext i32 %508 to i64
  call fastcc void @transparent_crc(i64 noundef %509, ptr noundef nonnull @.str.43, i32 noundef %28)
  %510 = load i32, ptr @g_638, align 4, !tbaa !9
  %511 = sext i32 %510 to i64
  call fastcc void @transparent_crc(i64 noundef %511, ptr noundef nonnull @.str.44, i32 noundef %28)
  %512 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %513 = xor i32 %512, -1
  %514 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.53, i32 noundef %513)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %5 = lshr i32 %4, 8
  %6 = zext i32 %4 to i64
  %7 = xor i64 %6, %0
  %8 = and i64 %7, 255
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !9
  %11 = xor i32 %5, %10
  %12 = lshr i64 %0, 8
  %13 = lshr i32 %11, 8
  %14 = zext i32 %11 to i64
  %15 = xor i64 %12, %14
  %16 = and i64 %15, 255
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !9
  %19 = xor i32 %13, %18
  %20 = lshr i64 %0, 16
  %21 = lshr i32 %19, 8
  %22 = zext i32 %19 to i64
  %23 = xor i64 %20, %22
  %24 = and i64 %23, 255
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !9
  %27 = xor i32 %21, %26
  %28 = lshr i64 %0, 24
  %29 = lshr i32 %27, 8
  %30 = zext i32 %27 to i64
  %31 = xor i64 %28, %30
  %32 = and i64 %31, 255
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !9
  %35 = xor i32 %29, %34
  %36 = lshr i64 %0, 32
  %37 = lshr i32 %35, 8
  %38 = zext i32 %35 to i64
  %39 = xor i64 %36, %38
  %40 = and i64 %39, 255
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !9
  %43 = xor i32 %37, %42
  %44 = lshr i64 %0, 40
  %45 = lshr i32 %43, 8
  %46 = zext i32 %43 to i64
  %47 = xor i64 %44, %46
  %48 = and i64 %47, 255
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !9
  %51 = xor i32 %45, %50
  %52 = lshr i64 %0, 48
  %53 = lshr i32 %51, 8
  %54 = zext i32 %51 to i64
  %55 = xor i64 %52, %54
  %56 = and i64 %55, 255
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !9
  %59 = xor i32 %53, %58
  %60 = lshr i64 %0, 56
  %61 = lshr i32 %59, 8
  %62 = and i32 %59, 255
  %63 = zext nneg i32 %62 to i64
  %64 = xor i64 %60, %63
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !9
  %67 = xor i32 %61, %66
  store i32 %67, ptr @crc32_context, align 4, !tbaa !9
  %68 = icmp eq i32 %2, 0
  br i1 %68, label %73, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  %71 = zext i32 %70 to i64
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = !{!16}
!16 = distinct !{!16, !17, !"func_1: argument 0"}
!17 = distinct !{!17, !"func_1"}
!18 = !{!19, !19, i64 0}
!19 = !{!"long", !7, i64 0}
!20 = !{!7, !7, i64 0}
!21 = !{i64 0, i64 17, !20, i64 17, i64 2, !20}
!22 = distinct !{!22, !12}
!23 = !{!24, !24, i64 0}
!24 = !{!"short", !7, i64 0}
