; ModuleID = '/tmp/hc/gen/tmp.ePIyYl/p.c'
source_filename = "/tmp/hc/gen/tmp.ePIyYl/p.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %13

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

13:                                               ; preds = %2, %4, %9
  %14 = phi i1 [ true, %2 ], [ true, %4 ], [ %12, %9 ]
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %59, %15 ]
  %17 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %13 ], [ %60, %15 ]
  %18 = and <4 x i32> %17, <i32 1, i32 1, i32 1, i32 1>
  %19 = icmp eq <4 x i32> %18, zeroinitializer
  %20 = lshr <4 x i32> %17, <i32 1, i32 1, i32 1, i32 1>
  %21 = xor <4 x i32> %20, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %22 = select <4 x i1> %19, <4 x i32> %20, <4 x i32> %21
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
  %58 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16
  store <4 x i32> %57, ptr %58, align 16, !tbaa !9
  %59 = add nuw i64 %16, 4
  %60 = add <4 x i32> %17, <i32 4, i32 4, i32 4, i32 4>
  %61 = icmp eq i64 %59, 256
  br i1 %61, label %62, label %15, !llvm.loop !11

62:                                               ; preds = %15
  %63 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %64 = lshr i32 %63, 8
  %65 = and i32 %63, 255
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !9
  %69 = xor i32 %64, %68
  %70 = lshr i32 %69, 8
  %71 = and i32 %69, 255
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !9
  %75 = xor i32 %70, %74
  %76 = lshr i32 %75, 8
  %77 = and i32 %75, 255
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !9
  %81 = xor i32 %76, %80
  %82 = lshr i32 %81, 8
  %83 = and i32 %81, 255
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !9
  %87 = xor i32 %82, %86
  %88 = lshr i32 %87, 8
  %89 = and i32 %87, 255
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !9
  %93 = xor i32 %88, %92
  %94 = lshr i32 %93, 8
  %95 = and i32 %93, 255
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !9
  %99 = xor i32 %94, %98
  %100 = lshr i32 %99, 8
  %101 = and i32 %99, 255
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !9
  %105 = xor i32 %100, %104
  %106 = lshr i32 %105, 8
  %107 = and i32 %105, 255
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !9
  %111 = xor i32 %106, %110
  store i32 %111, ptr @crc32_context, align 4, !tbaa !9
  br i1 %14, label %117, label %112

112:                                              ; preds = %62
  %113 = xor i32 %111, -1
  %114 = zext i32 %113 to i64
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.1, i64 noundef %114)
  %116 = load i32, ptr @crc32_context, align 4, !tbaa !9
  br label %117

117:                                              ; preds = %62, %112
  %118 = phi i32 [ %111, %62 ], [ %116, %112 ]
  %119 = xor i32 %118, -1
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %119)
  ret i32 0
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
