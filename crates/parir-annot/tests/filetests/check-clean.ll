; RUN: parir check %s | FileCheck %s
; Lowered annotations pass the lints: the output of ivdep-lower on the seed's example.

define void @f(ptr %a, ptr %b, i1 %c) {
entry:
  br label %outer

outer:
  store i32 0, ptr %a, align 4, !llvm.access.group !0
  br label %inner

inner:
  store i32 1, ptr %b, align 4, !llvm.access.group !1
  br i1 %c, label %inner, label %latch, !llvm.loop !2

latch:
  br i1 %c, label %outer, label %x, !llvm.loop !5

x:
  ret void
}

!0 = distinct !{}
!1 = distinct !{}
!2 = distinct !{!2, !3, !4}
!3 = !{!"llvm.loop.mustprogress"}
!4 = !{!"llvm.loop.parallel_accesses", !1}
!5 = distinct !{!5, !3, !6}
!6 = !{!"llvm.loop.no_depends_safelen", !0, !1, i32 5}

; CHECK: ; no warnings
