; ModuleID = '<stdin>'
source_filename = "csmith-1002.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g_3 = internal global [8 x [10 x [2 x i32]]] [[10 x [2 x i32]] [[2 x i32] [i32 -1, i32 6], [2 x i32] [i32 -816240808, i32 9416884], [2 x i32] [i32 2054497746, i32 -820780742], [2 x i32] [i32 -1474657561, i32 -909293060], [2 x i32] [i32 -909293060, i32 -628173814], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 0, i32 1], [2 x i32] [i32 -820780742, i32 1], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 0, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 -909293060, i32 -909293060], [2 x i32] [i32 -1474657561, i32 -820780742], [2 x i32] [i32 2054497746, i32 9416884], [2 x i32] [i32 -816240808, i32 6], [2 x i32] [i32 -1, i32 -816240808], [2 x i32] [i32 1302880900, i32 0], [2 x i32] [i32 1302880900, i32 -816240808], [2 x i32] [i32 -1, i32 6], [2 x i32] [i32 -816240808, i32 9416884], [2 x i32] [i32 2054497746, i32 -820780742]], [10 x [2 x i32]] [[2 x i32] [i32 -1474657561, i32 -909293060], [2 x i32] [i32 -909293060, i32 -628173814], [2 x i32] [i32 0, i32 -1474657561], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1]], [10 x [2 x i32]] [[2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6], [2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6]], [10 x [2 x i32]] [[2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814]], [10 x [2 x i32]] [[2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 1809736950, i32 -909293060], [2 x i32] [i32 -816240808, i32 1809736950], [2 x i32] [i32 -820780742, i32 6], [2 x i32] [i32 -820780742, i32 1809736950], [2 x i32] [i32 -816240808, i32 -909293060], [2 x i32] [i32 1809736950, i32 1]], [10 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -628173814, i32 1302880900], [2 x i32] [i32 1302880900, i32 8], [2 x i32] [i32 2054497746, i32 -628173814], [2 x i32] [i32 6, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 6, i32 -628173814], [2 x i32] [i32 2054497746, i32 8], [2 x i32] [i32 1302880900, i32 1302880900], [2 x i32] [i32 -628173814, i32 0]]], align 16

; Function Attrs: nofree norecurse noreturn nounwind memory(readwrite, argmem: none) uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 128), align 16, !tbaa !5
  store volatile i32 %3, ptr getelementptr inbounds (i8, ptr @g_3, i64 76), align 4, !tbaa !5
  %4 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 128), align 16, !tbaa !5
  store volatile i32 %4, ptr getelementptr inbounds (i8, ptr @g_3, i64 76), align 4, !tbaa !5
  unreachable
}

attributes #0 = { nofree norecurse noreturn nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
