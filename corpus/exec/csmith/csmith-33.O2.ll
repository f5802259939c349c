; ModuleID = '/tmp/hc/gen/tmp.0Gd9NE/p.c'
source_filename = "/tmp/hc/gen/tmp.0Gd9NE/p.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g_4 = internal global [3 x [2 x [5 x i32]]] [[2 x [5 x i32]] [[5 x i32] [i32 4, i32 4, i32 4, i32 4, i32 4], [5 x i32] [i32 699040013, i32 699040013, i32 699040013, i32 699040013, i32 699040013]], [2 x [5 x i32]] [[5 x i32] [i32 4, i32 4, i32 4, i32 4, i32 4], [5 x i32] [i32 699040013, i32 699040013, i32 699040013, i32 699040013, i32 699040013]], [2 x [5 x i32]] [[5 x i32] [i32 4, i32 4, i32 4, i32 4, i32 4], [5 x i32] [i32 699040013, i32 699040013, i32 699040013, i32 699040013, i32 699040013]]], align 16
@.str.1 = private unnamed_addr constant [13 x i8] c"g_4[i][j][k]\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@g_7 = internal global i32 -1239604656, align 4
@.str.3 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@g_3 = internal global ptr getelementptr inbounds (i8, ptr @g_4, i64 24), align 8
@g_6 = internal global ptr @g_7, align 8
@.str.4 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %17

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true
  %16 = zext i1 %15 to i32
  br label %17

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ]
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ]
  br label %20

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ]
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ]
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>
  %24 = icmp eq <4 x i32> %23, zeroinitializer
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>
  %29 = icmp eq <4 x i32> %28, zeroinitializer
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>
  %34 = icmp eq <4 x i32> %33, zeroinitializer
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>
  %39 = icmp eq <4 x i32> %38, zeroinitializer
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>
  %44 = icmp eq <4 x i32> %43, zeroinitializer
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>
  %49 = icmp eq <4 x i32> %48, zeroinitializer
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>
  %54 = icmp eq <4 x i32> %53, zeroinitializer
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>
  %59 = icmp eq <4 x i32> %58, zeroinitializer
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21
  store <4 x i32> %62, ptr %63, align 16, !tbaa !9
  %64 = add nuw i64 %21, 4
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>
  %66 = icmp eq i64 %64, 256
  br i1 %66, label %67, label %20, !llvm.loop !11

67:                                               ; preds = %20
  %68 = load volatile ptr, ptr @g_3, align 8, !tbaa !5
  store i32 -119, ptr %68, align 4, !tbaa !9
  store i32 0, ptr getelementptr inbounds (i8, ptr @g_4, i64 24), align 8, !tbaa !9
  %69 = load volatile ptr, ptr @g_6, align 8, !tbaa !5
  store i32 0, ptr %69, align 4, !tbaa !9
  %70 = load volatile ptr, ptr @g_6, align 8, !tbaa !5
  br label %71

71:                                               ; preds = %67, %152
  %72 = phi i64 [ 0, %67 ], [ %153, %152 ]
  %73 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 0, i64 0
  %74 = load i32, ptr %73, align 8, !tbaa !9
  %75 = sext i32 %74 to i64
  tail call fastcc void @transparent_crc(i64 noundef %75, ptr noundef nonnull @.str.1, i32 noundef %19)
  br i1 %18, label %76, label %104

76:                                               ; preds = %71
  %77 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 0, i64 1
  %78 = load i32, ptr %77, align 4, !tbaa !9
  %79 = sext i32 %78 to i64
  tail call fastcc void @transparent_crc(i64 noundef %79, ptr noundef nonnull @.str.1, i32 noundef %19)
  %80 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 0, i64 2
  %81 = load i32, ptr %80, align 8, !tbaa !9
  %82 = sext i32 %81 to i64
  tail call fastcc void @transparent_crc(i64 noundef %82, ptr noundef nonnull @.str.1, i32 noundef %19)
  %83 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 0, i64 3
  %84 = load i32, ptr %83, align 4, !tbaa !9
  %85 = sext i32 %84 to i64
  tail call fastcc void @transparent_crc(i64 noundef %85, ptr noundef nonnull @.str.1, i32 noundef %19)
  %86 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 0, i64 4
  %87 = load i32, ptr %86, align 8, !tbaa !9
  %88 = sext i32 %87 to i64
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.1, i32 noundef %19)
  %89 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 1, i64 0
  %90 = load i32, ptr %89, align 4, !tbaa !9
  %91 = sext i32 %90 to i64
  tail call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.1, i32 noundef %19)
  %92 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 1, i64 1
  %93 = load i32, ptr %92, align 8, !tbaa !9
  %94 = sext i32 %93 to i64
  tail call fastcc void @transparent_crc(i64 noundef %94, ptr noundef nonnull @.str.1, i32 noundef %19)
  %95 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 1, i64 2
  %96 = load i32, ptr %95, align 4, !tbaa !9
  %97 = sext i32 %96 to i64
  tail call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.1, i32 noundef %19)
  %98 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 1, i64 3
  %99 = load i32, ptr %98, align 8, !tbaa !9
  %100 = sext i32 %99 to i64
  tail call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.1, i32 noundef %19)
  %101 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 1, i64 4
  %102 = load i32, ptr %101, align 4, !tbaa !9
  %103 = sext i32 %102 to i64
  tail call fastcc void @transparent_crc(i64 noundef %103, ptr noundef nonnull @.str.1, i32 noundef %19)
  br label %152

104:                                              ; preds = %71
  %105 = trunc nuw nsw i64 %72 to i32
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %105, i32 noundef 0, i32 noundef 0)
  %107 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 0, i64 1
  %108 = load i32, ptr %107, align 4, !tbaa !9
  %109 = sext i32 %108 to i64
  tail call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.1, i32 noundef %19)
  %110 = trunc nuw nsw i64 %72 to i32
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %110, i32 noundef 0, i32 noundef 1)
  %112 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 0, i64 2
  %113 = load i32, ptr %112, align 8, !tbaa !9
  %114 = sext i32 %113 to i64
  tail call fastcc void @transparent_crc(i64 noundef %114, ptr noundef nonnull @.str.1, i32 noundef %19)
  %115 = trunc nuw nsw i64 %72 to i32
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %115, i32 noundef 0, i32 noundef 2)
  %117 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 0, i64 3
  %118 = load i32, ptr %117, align 4, !tbaa !9
  %119 = sext i32 %118 to i64
  tail call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.1, i32 noundef %19)
  %120 = trunc nuw nsw i64 %72 to i32
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %120, i32 noundef 0, i32 noundef 3)
  %122 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 0, i64 4
  %123 = load i32, ptr %122, align 8, !tbaa !9
  %124 = sext i32 %123 to i64
  tail call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.1, i32 noundef %19)
  %125 = trunc nuw nsw i64 %72 to i32
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %125, i32 noundef 0, i32 noundef 4)
  %127 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 1, i64 0
  %128 = load i32, ptr %127, align 4, !tbaa !9
  %129 = sext i32 %128 to i64
  tail call fastcc void @transparent_crc(i64 noundef %129, ptr noundef nonnull @.str.1, i32 noundef %19)
  %130 = trunc nuw nsw i64 %72 to i32
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %130, i32 noundef 1, i32 noundef 0)
  %132 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 1, i64 1
  %133 = load i32, ptr %132, align 8, !tbaa !9
  %134 = sext i32 %133 to i64
  tail call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.1, i32 noundef %19)
  %135 = trunc nuw nsw i64 %72 to i32
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %135, i32 noundef 1, i32 noundef 1)
  %137 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 1, i64 2
  %138 = load i32, ptr %137, align 4, !tbaa !9
  %139 = sext i32 %138 to i64
  tail call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.1, i32 noundef %19)
  %140 = trunc nuw nsw i64 %72 to i32
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %140, i32 noundef 1, i32 noundef 2)
  %142 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 1, i64 3
  %143 = load i32, ptr %142, align 8, !tbaa !9
  %144 = sext i32 %143 to i64
  tail call fastcc void @transparent_crc(i64 noundef %144, ptr noundef nonnull @.str.1, i32 noundef %19)
  %145 = trunc nuw nsw i64 %72 to i32
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %145, i32 noundef 1, i32 noundef 3)
  %147 = getelementptr inbounds [3 x [2 x [5 x i32]]], ptr @g_4, i64 0, i64 %72, i64 1, i64 4
  %148 = load i32, ptr %147, align 4, !tbaa !9
  %149 = sext i32 %148 to i64
  tail call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.1, i32 noundef %19)
  %150 = trunc nuw nsw i64 %72 to i32
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %150, i32 noundef 1, i32 noundef 4)
  br label %152

152:                                              ; preds = %76, %104
  %153 = add nuw nsw i64 %72, 1
  %154 = icmp eq i64 %153, 3
  br i1 %154, label %155, label %71, !llvm.loop !15

155:                                              ; preds = %152
  %156 = load i32, ptr @g_7, align 4, !tbaa !9
  %157 = sext i32 %156 to i64
  tail call fastcc void @transparent_crc(i64 noundef %157, ptr noundef nonnull @.str.3, i32 noundef %19)
  %158 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %159 = xor i32 %158, -1
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %159)
  ret i32 0
}

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
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!15 = distinct !{!15, !12}
