; RUN: parir opt -passes=csa-sections-to-directives %s | FileCheck %s
; CSA sections -> directives (issue 18, item 4): crates/parir-cli/tests/csa/sections.c
; (clang-19 -O1) after csa-builtins. The region of two sibling sections becomes
; DIR.OMP.PARALLEL.SECTIONS with one DIR.OMP.SECTION region per section, call for call, the
; global the region stores to directly listed SHARED; the CSA declarations go.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local local_unnamed_addr global [8 x i32] zeroinitializer, align 16
@B = dso_local local_unnamed_addr global [8 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 @llvm.csa.parallel.region.entry(i32 0)
  %2 = tail call i32 @llvm.csa.parallel.section.entry(i32 %1)
  store i32 7, ptr @A, align 16, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @B, i64 8), align 8, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %2)
  %3 = tail call i32 @llvm.csa.parallel.section.entry(i32 %1)
  store i32 9, ptr getelementptr inbounds (i8, ptr @B, i64 4), align 4, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %3)
  tail call void @llvm.csa.parallel.region.exit(i32 %1)
  %4 = load i32, ptr @A, align 16, !tbaa !5
  %5 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 4), align 4, !tbaa !5
  %6 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 8), align 8, !tbaa !5
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i32 noundef %5, i32 noundef %6)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.csa.parallel.region.entry(i32) #2

; Function Attrs: nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.csa.parallel.section.entry(i32) #2

; Function Attrs: nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.csa.parallel.section.exit(i32) #2

; Function Attrs: nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.csa.parallel.region.exit(i32) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(inaccessiblemem: readwrite) }

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

; CHECK: define dso_local noundef i32 @main() local_unnamed_addr #0 {
; CHECK-NEXT:   %1 = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.SECTIONS"(), "QUAL.OMP.SHARED"(ptr @A) ]
; CHECK-NEXT:   %2 = call token @llvm.directive.region.entry() [ "DIR.OMP.SECTION"() ]
; CHECK-NEXT:   store i32 7, ptr @A, align 16, !tbaa !5
; CHECK-NEXT:   store i32 1, ptr getelementptr inbounds (i8, ptr @B, i64 8), align 8, !tbaa !5
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %2) [ "DIR.OMP.END.SECTION"() ]
; CHECK-NEXT:   %3 = call token @llvm.directive.region.entry() [ "DIR.OMP.SECTION"() ]
; CHECK-NEXT:   store i32 9, ptr getelementptr inbounds (i8, ptr @B, i64 4), align 4, !tbaa !5
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %3) [ "DIR.OMP.END.SECTION"() ]
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %1) [ "DIR.OMP.END.PARALLEL.SECTIONS"() ]
; CHECK-NEXT:   %4 = load i32, ptr @A, align 16, !tbaa !5
; CHECK-NEXT:   %5 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 4), align 4, !tbaa !5
; CHECK-NEXT:   %6 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 8), align 8, !tbaa !5
; CHECK-NEXT:   %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i32 noundef %5, i32 noundef %6)
; CHECK-NEXT:   ret i32 0
; CHECK-NEXT: }
; CHECK: !0 = !{i32 1, !"wchar_size", i32 4}
; CHECK-NEXT: !1 = !{i32 8, !"PIC Level", i32 2}
; CHECK-NEXT: !2 = !{i32 7, !"PIE Level", i32 2}
; CHECK-NEXT: !3 = !{i32 7, !"uwtable", i32 2}
; CHECK-NEXT: !4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
; CHECK-NEXT: !5 = !{!6, !6, i64 0}
; CHECK-NEXT: !6 = !{!"int", !7, i64 0}
; CHECK-NEXT: !7 = !{!"omnipotent char", !8, i64 0}
; CHECK-NEXT: !8 = !{!"Simple C/C++ TBAA"}
