; ModuleID = '/tmp/hc/gen/tmp.W8zCj0/p.c'
source_filename = "/tmp/hc/gen/tmp.W8zCj0/p.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g_2 = internal unnamed_addr global [5 x [6 x [5 x i32]]] [[6 x [5 x i32]] [[5 x i32] [i32 2026677913, i32 0, i32 -1094325150, i32 -1673210654, i32 -1], [5 x i32] [i32 -1, i32 26030143, i32 -932801075, i32 1872383377, i32 1170964972], [5 x i32] [i32 -1, i32 1, i32 -801803689, i32 7, i32 -1094325150], [5 x i32] [i32 6, i32 -1462964809, i32 0, i32 -1724965284, i32 1872383377], [5 x i32] [i32 609621516, i32 0, i32 -1462964809, i32 -801803689, i32 -1007355776], [5 x i32] [i32 -1, i32 -8, i32 -1462964809, i32 -1, i32 0]], [6 x [5 x i32]] [[5 x i32] [i32 0, i32 609621516, i32 0, i32 561010964, i32 0], [5 x i32] [i32 1488166176, i32 1488166176, i32 -801803689, i32 -1, i32 514223704], [5 x i32] [i32 -1724965284, i32 1170964972, i32 -932801075, i32 1488166176, i32 -1], [5 x i32] [i32 0, i32 1, i32 -1038594470, i32 -1, i32 1170964972], [5 x i32] [i32 -1, i32 26030143, i32 -1007355776, i32 514223704, i32 6], [5 x i32] [i32 1763056985, i32 -1295674424, i32 1820626979, i32 0, i32 -8]], [6 x [5 x i32]] [[5 x i32] [i32 1872383377, i32 6, i32 -1673210654, i32 0, i32 -932801075], [5 x i32] [i32 0, i32 -1462964809, i32 -801803689, i32 -1007355776, i32 -1121274354], [5 x i32] [i32 0, i32 -9, i32 514223704, i32 1872383377, i32 -1], [5 x i32] [i32 1872383377, i32 -1094325150, i32 -1, i32 -1094325150, i32 1872383377], [5 x i32] [i32 1763056985, i32 -1673210654, i32 -8, i32 1170964972, i32 -1295674424], [5 x i32] [i32 -1, i32 -1, i32 -516562442, i32 -1, i32 1257319043]], [6 x [5 x i32]] [[5 x i32] [i32 -9, i32 2026677913, i32 1257319043, i32 -1673210654, i32 -1295674424], [5 x i32] [i32 1820626979, i32 -1, i32 -1, i32 1, i32 1872383377], [5 x i32] [i32 -1295674424, i32 1820626979, i32 0, i32 -8, i32 -1], [5 x i32] [i32 0, i32 -1724965284, i32 1872383377, i32 -1263162930, i32 -1121274354], [5 x i32] [i32 3, i32 514223704, i32 0, i32 -1263162930, i32 -932801075], [5 x i32] [i32 6, i32 1170964972, i32 3, i32 -8, i32 -8]], [6 x [5 x i32]] [[5 x i32] [i32 1, i32 7, i32 1, i32 1, i32 6], [5 x i32] [i32 0, i32 0, i32 -1, i32 -1673210654, i32 1170964972], [5 x i32] [i32 609621516, i32 -1, i32 -9, i32 -1, i32 0], [5 x i32] [i32 -1724965284, i32 -1007355776, i32 -1, i32 1170964972, i32 -1], [5 x i32] [i32 1, i32 -1, i32 1, i32 -1094325150, i32 2026677913], [5 x i32] [i32 83088614, i32 -1038594470, i32 3, i32 1872383377, i32 0]]], align 16
@.str.1 = private unnamed_addr constant [13 x i8] c"g_2[i][j][k]\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

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
  %63 = load i32, ptr getelementptr inbounds (i8, ptr @g_2, i64 532), align 4, !tbaa !9
  %64 = and i32 %63, -7
  store i32 %64, ptr getelementptr inbounds (i8, ptr @g_2, i64 532), align 4, !tbaa !9
  %65 = load i32, ptr @crc32_context, align 4, !tbaa !9
  br label %66

66:                                               ; preds = %62, %157
  %67 = phi i32 [ %65, %62 ], [ %151, %157 ]
  %68 = phi i64 [ 0, %62 ], [ %158, %157 ]
  %69 = trunc nuw nsw i64 %68 to i32
  br label %70

70:                                               ; preds = %66, %154
  %71 = phi i32 [ %67, %66 ], [ %151, %154 ]
  %72 = phi i64 [ 0, %66 ], [ %155, %154 ]
  %73 = trunc nuw nsw i64 %72 to i32
  br label %74

74:                                               ; preds = %70, %150
  %75 = phi i32 [ %71, %70 ], [ %151, %150 ]
  %76 = phi i64 [ 0, %70 ], [ %152, %150 ]
  %77 = getelementptr inbounds [5 x [6 x [5 x i32]]], ptr @g_2, i64 0, i64 %68, i64 %72, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !9
  %79 = sext i32 %78 to i64
  %80 = lshr i32 %75, 8
  %81 = zext i32 %75 to i64
  %82 = xor i64 %81, %79
  %83 = and i64 %82, 255
  %84 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !9
  %86 = xor i32 %80, %85
  %87 = lshr i64 %79, 8
  %88 = lshr i32 %86, 8
  %89 = zext i32 %86 to i64
  %90 = xor i64 %87, %89
  %91 = and i64 %90, 255
  %92 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !9
  %94 = xor i32 %88, %93
  %95 = lshr i64 %79, 16
  %96 = lshr i32 %94, 8
  %97 = zext i32 %94 to i64
  %98 = xor i64 %95, %97
  %99 = and i64 %98, 255
  %100 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !9
  %102 = xor i32 %96, %101
  %103 = lshr i64 %79, 24
  %104 = lshr i32 %102, 8
  %105 = zext i32 %102 to i64
  %106 = xor i64 %103, %105
  %107 = and i64 %106, 255
  %108 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !9
  %110 = xor i32 %104, %109
  %111 = lshr i64 %79, 32
  %112 = lshr i32 %110, 8
  %113 = zext i32 %110 to i64
  %114 = xor i64 %111, %113
  %115 = and i64 %114, 255
  %116 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !9
  %118 = xor i32 %112, %117
  %119 = lshr i64 %79, 40
  %120 = lshr i32 %118, 8
  %121 = zext i32 %118 to i64
  %122 = xor i64 %119, %121
  %123 = and i64 %122, 255
  %124 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !9
  %126 = xor i32 %120, %125
  %127 = lshr i64 %79, 48
  %128 = lshr i32 %126, 8
  %129 = zext i32 %126 to i64
  %130 = xor i64 %127, %129
  %131 = and i64 %130, 255
  %132 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %131
  %133 = load i32, ptr %132, align 4, !tbaa !9
  %134 = xor i32 %128, %133
  %135 = lshr i64 %79, 56
  %136 = lshr i32 %134, 8
  %137 = and i32 %134, 255
  %138 = zext nneg i32 %137 to i64
  %139 = xor i64 %135, %138
  %140 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %139
  %141 = load i32, ptr %140, align 4, !tbaa !9
  %142 = xor i32 %136, %141
  store i32 %142, ptr @crc32_context, align 4, !tbaa !9
  br i1 %14, label %150, label %143

143:                                              ; preds = %74
  %144 = xor i32 %142, -1
  %145 = zext i32 %144 to i64
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i64 noundef %145)
  %147 = trunc nuw nsw i64 %76 to i32
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %69, i32 noundef %73, i32 noundef %147)
  %149 = load i32, ptr @crc32_context, align 4, !tbaa !9
  br label %150

150:                                              ; preds = %74, %143
  %151 = phi i32 [ %142, %74 ], [ %149, %143 ]
  %152 = add nuw nsw i64 %76, 1
  %153 = icmp eq i64 %152, 5
  br i1 %153, label %154, label %74, !llvm.loop !15

154:                                              ; preds = %150
  %155 = add nuw nsw i64 %72, 1
  %156 = icmp eq i64 %155, 6
  br i1 %156, label %157, label %70, !llvm.loop !16

157:                                              ; preds = %154
  %158 = add nuw nsw i64 %68, 1
  %159 = icmp eq i64 %158, 5
  br i1 %159, label %160, label %66, !llvm.loop !17

160:                                              ; preds = %157
  %161 = xor i32 %151, -1
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %161)
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
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
