; RUN: parir check %s | FileCheck %s
; Loop transformation requests that cancel each other, reported before any pass runs
; (lint loop-transform-contradiction); the consistent loop in @ok is silent.

define void @f(i1 %c) {
entry:
  br label %a
a:
  br i1 %c, label %a, label %b, !llvm.loop !0
b:
  br i1 %c, label %b, label %x, !llvm.loop !3
x:
  ret void
}

define void @ok(i1 %c) {
entry:
  br label %a
a:
  br i1 %c, label %a, label %x, !llvm.loop !6
x:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"llvm.loop.unroll.count", i32 4}
!3 = distinct !{!3, !4, !5}
!4 = !{!"llvm.loop.vectorize.enable", i1 false}
!5 = !{!"llvm.loop.vectorize.width", i32 8}
!6 = distinct !{!6, !2}

; CHECK: ; WARNING: warning: <unknown>:0:0: llvm.loop.unroll.disable with llvm.loop.unroll.count: the loop is not unrolled [loop-transform-contradiction] (at loopmd-contradictions.ll:9:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: llvm.loop.vectorize.enable false with llvm.loop.vectorize.width > 1: the loop is not vectorized [loop-transform-contradiction] (at loopmd-contradictions.ll:11:3)
