; ModuleID = '/tmp/hc/gen/tmp.BE9XO7/p.c'
source_filename = "/tmp/hc/gen/tmp.BE9XO7/p.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g_2 = internal global i32 -1407168979, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1
@g_7 = internal unnamed_addr global i32 -9, align 4
@.str.3 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %14

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %14

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp eq i8 %11, 0
  %13 = zext i1 %12 to i32
  br label %14

14:                                               ; preds = %2, %4, %9
  %15 = phi i32 [ 0, %2 ], [ 0, %4 ], [ %13, %9 ]
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %60, %16 ]
  %18 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %14 ], [ %61, %16 ]
  %19 = and <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>
  %20 = icmp eq <4 x i32> %19, zeroinitializer
  %21 = lshr <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>
  %22 = xor <4 x i32> %21, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %23 = select <4 x i1> %20, <4 x i32> %21, <4 x i32> %22
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %25 = icmp eq <4 x i32> %24, zeroinitializer
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>
  %30 = icmp eq <4 x i32> %29, zeroinitializer
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>
  %35 = icmp eq <4 x i32> %34, zeroinitializer
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>
  %40 = icmp eq <4 x i32> %39, zeroinitializer
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42
  %44 = and <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>
  %45 = icmp eq <4 x i32> %44, zeroinitializer
  %46 = lshr <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>
  %47 = xor <4 x i32> %46, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %48 = select <4 x i1> %45, <4 x i32> %46, <4 x i32> %47
  %49 = and <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>
  %50 = icmp eq <4 x i32> %49, zeroinitializer
  %51 = lshr <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>
  %52 = xor <4 x i32> %51, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %53 = select <4 x i1> %50, <4 x i32> %51, <4 x i32> %52
  %54 = and <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>
  %55 = icmp eq <4 x i32> %54, zeroinitializer
  %56 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>
  %57 = xor <4 x i32> %56, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %58 = select <4 x i1> %55, <4 x i32> %56, <4 x i32> %57
  %59 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %17
  store <4 x i32> %58, ptr %59, align 16, !tbaa !9
  %60 = add nuw i64 %17, 4
  %61 = add <4 x i32> %18, <i32 4, i32 4, i32 4, i32 4>
  %62 = icmp eq i64 %60, 256
  br i1 %62, label %63, label %16, !llvm.loop !11

63:                                               ; preds = %16
  %64 = load i32, ptr @g_7, align 4, !tbaa !9
  %65 = or i32 %64, 1049995992
  store i32 %65, ptr @g_7, align 4, !tbaa !9
  %66 = load volatile i32, ptr @g_2, align 4, !tbaa !9
  %67 = load volatile i32, ptr @g_2, align 4, !tbaa !9
  %68 = sext i32 %67 to i64
  tail call fastcc void @transparent_crc(i64 noundef %68, ptr noundef nonnull @.str.1, i32 noundef %15)
  tail call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.2, i32 noundef %15)
  %69 = load i32, ptr @g_7, align 4, !tbaa !9
  %70 = sext i32 %69 to i64
  tail call fastcc void @transparent_crc(i64 noundef %70, ptr noundef nonnull @.str.3, i32 noundef %15)
  %71 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %72 = xor i32 %71, -1
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %72)
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
