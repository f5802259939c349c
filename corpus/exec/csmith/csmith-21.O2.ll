; ModuleID = '/tmp/hc/gen/tmp.exvXNb/p.c'
source_filename = "/tmp/hc/gen/tmp.exvXNb/p.c"
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
  %66 = xor i32 %65, 79
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !9
  %70 = xor i32 %64, %69
  %71 = lshr i32 %70, 8
  %72 = and i32 %70, 255
  %73 = xor i32 %72, 249
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !9
  %77 = xor i32 %71, %76
  %78 = lshr i32 %77, 8
  %79 = and i32 %77, 255
  %80 = xor i32 %79, 48
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !9
  %84 = xor i32 %78, %83
  %85 = lshr i32 %84, 8
  %86 = and i32 %84, 255
  %87 = xor i32 %86, 119
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !9
  %91 = xor i32 %85, %90
  %92 = lshr i32 %91, 8
  %93 = and i32 %91, 255
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !9
  %97 = xor i32 %92, %96
  %98 = lshr i32 %97, 8
  %99 = and i32 %97, 255
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !9
  %103 = xor i32 %98, %102
  %104 = lshr i32 %103, 8
  %105 = and i32 %103, 255
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !9
  %109 = xor i32 %104, %108
  %110 = lshr i32 %109, 8
  %111 = and i32 %109, 255
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %112
  %114 = load i32, ptr %113, align 4, !tbaa !9
  %115 = xor i32 %110, %114
  store i32 %115, ptr @crc32_context, align 4, !tbaa !9
  br i1 %14, label %121, label %116

116:                                              ; preds = %62
  %117 = xor i32 %115, -1
  %118 = zext i32 %117 to i64
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.1, i64 noundef %118)
  %120 = load i32, ptr @crc32_context, align 4, !tbaa !9
  br label %121

121:                                              ; preds = %62, %116
  %122 = phi i32 [ %115, %62 ], [ %120, %116 ]
  %123 = xor i32 %122, -1
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %123)
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
