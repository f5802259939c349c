; RUN: parir analyze -p 'print<loop-transforms>' %s | FileCheck %s
; The seed's "vectorize then unroll" chain (code-transformation-metadata.rst): the loop asks
; for vectorization, and the vectorized loop (followup_vectorized) for unrolling by 8, whose
; unrolled loop gets unroll.disable; the epilogue gets an empty followup (no attributes).
; disable_nonforced on the inner loop turns the unforced transformations off.

define void @f(ptr %a, i32 %n, i1 %c) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %j.next = add i32 %j, 1
  %e = icmp eq i32 %j.next, %n
  br i1 %e, label %outer.latch, label %inner, !llvm.loop !10
outer.latch:
  %i.next = add i32 %i, 1
  %d = icmp eq i32 %i.next, %n
  br i1 %d, label %exit, label %outer, !llvm.loop !0
exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.vectorize.enable", i1 true}
!2 = !{!"llvm.loop.vectorize.followup_vectorized", !4, !5}
!3 = !{!"llvm.loop.vectorize.followup_epilogue"}
!4 = !{!"llvm.loop.unroll.count", i32 8}
!5 = !{!"llvm.loop.unroll.followup_unrolled", !6}
!6 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.disable_nonforced"}
!12 = !{!"llvm.loop.interleave.count", i32 4}

; CHECK: ; PRINT: Loop transformations of @f:
; CHECK-NEXT: ; PRINT: loop %outer: depth 1, unroll unspecified, unroll-and-jam unspecified, vectorize forced, distribute unspecified, licm-versioning unspecified
; CHECK-NEXT: ; PRINT:   llvm.loop.vectorize.enable true [vectorize]
; CHECK-NEXT: ; PRINT:   llvm.loop.vectorize.followup_vectorized:
; CHECK-NEXT: ; PRINT:     llvm.loop.unroll.count 8
; CHECK-NEXT: ; PRINT:     llvm.loop.unroll.followup_unrolled:
; CHECK-NEXT: ; PRINT:       llvm.loop.unroll.disable
; CHECK-NEXT: ; PRINT:   llvm.loop.vectorize.followup_epilogue:
; CHECK-NEXT: ; PRINT:     (empty: the loop gets no attributes)
; CHECK-NEXT: ; PRINT: loop %inner: depth 2, unroll disabled, unroll-and-jam disabled, vectorize enabled, distribute disabled, licm-versioning disabled (disable_nonforced)
; CHECK-NEXT: ; PRINT:   llvm.loop.disable_nonforced [general]
; CHECK-NEXT: ; PRINT:   llvm.loop.interleave.count 4 [vectorize]
