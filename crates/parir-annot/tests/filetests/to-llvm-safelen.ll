; RUN: parir opt -passes=ivdep-to-llvm %s | FileCheck %s
; safelen S → llvm.loop.vectorize.width = largest power of two ≤ S (5 → 4) and
; llvm.loop.vectorize.enable, as clang does for `omp simd safelen`; with no_depends covering
; the other accesses. A smaller width already on the loop is kept (second loop: 2 ≤ 8).

define void @f(ptr noalias %a, ptr noalias %b, i1 %c) {
entry:
  br label %h

h:
  %x = load i32, ptr %a, align 4, !llvm.access.group !0
  store i32 %x, ptr %b, align 4, !llvm.access.group !1
  br i1 %c, label %h, label %h2, !llvm.loop !2

h2:
  store i32 0, ptr %a, align 4, !llvm.access.group !6
  br i1 %c, label %h2, label %out, !llvm.loop !7

out:
  ret void
}

!0 = distinct !{}
!1 = distinct !{}
!2 = distinct !{!2, !3, !4}
!3 = !{!"llvm.loop.no_depends", !0}
!4 = !{!"llvm.loop.no_depends_safelen", !1, i32 5}
!6 = distinct !{}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.no_depends_safelen", !6, i32 8}
!9 = !{!"llvm.loop.vectorize.width", i32 2}

; CHECK: define void @f(ptr noalias %a, ptr noalias %b, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %h, %entry
; CHECK-NEXT:   %x = load i32, ptr %a, align 4, !llvm.access.group !0
; CHECK-NEXT:   store i32 %x, ptr %b, align 4, !llvm.access.group !1
; CHECK-NEXT:   br i1 %c, label %h, label %h2, !llvm.loop !2
; CHECK: h2:                                               ; preds = %h2, %h
; CHECK-NEXT:   store i32 0, ptr %a, align 4, !llvm.access.group !7
; CHECK-NEXT:   br i1 %c, label %h2, label %out, !llvm.loop !8
; CHECK: out:                                              ; preds = %h2
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{}
; CHECK-NEXT: !2 = distinct !{!2, !3, !4, !5, !6}
; CHECK-NEXT: !3 = !{!"llvm.loop.no_depends", !0}
; CHECK-NEXT: !4 = !{!"llvm.loop.no_depends_safelen", !1, i32 5}
; CHECK-NEXT: !5 = !{!"llvm.loop.vectorize.width", i32 4}
; CHECK-NEXT: !6 = !{!"llvm.loop.vectorize.enable", i1 true}
; CHECK-NEXT: !7 = distinct !{}
; CHECK-NEXT: !8 = distinct !{!8, !9, !10, !6}
; CHECK-NEXT: !9 = !{!"llvm.loop.no_depends_safelen", !7, i32 8}
; CHECK-NEXT: !10 = !{!"llvm.loop.vectorize.width", i32 2}
