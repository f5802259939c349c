; Replacing an attribute puts the new value where the first one was and drops
; later duplicates; a loop without LoopID gets a fresh one on every latch.
; RUN: loop-attrs %s '@h %loop replace llvm.loop.vectorize.width i32 8' \
; RUN:   '@h %loop add llvm.loop.distribute.enable i1 true' \
; RUN:   '@h %second add llvm.loop.unroll.disable' | FileCheck %s --exact
define void @h(i1 %c, i1 %d) {
entry:
  br label %loop

loop:
  br i1 %c, label %loop, label %mid, !llvm.loop !0

mid:
  br label %second

second:
  br i1 %d, label %second.a, label %second.b

second.a:
  br i1 %c, label %second, label %exit

second.b:
  br i1 %c, label %second, label %exit

exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.vectorize.width", i32 4}
!2 = !{!"llvm.loop.mustprogress"}
!3 = !{!"llvm.loop.vectorize.width", i32 2}
; CHECK: ; ModuleID = 'replace_and_new_id.ll'
; CHECK: source_filename = "replace_and_new_id.ll"
; CHECK:
; CHECK: define void @h(i1 %c, i1 %d) {
; CHECK: entry:
; CHECK:   br label %loop
; CHECK:
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK:   br i1 %c, label %loop, label %mid, !llvm.loop !0
; CHECK:
; CHECK: mid:                                              ; preds = %loop
; CHECK:   br label %second
; CHECK:
; CHECK: second:                                           ; preds = %second.b, %second.a, %mid
; CHECK:   br i1 %d, label %second.a, label %second.b
; CHECK:
; CHECK: second.a:                                         ; preds = %second
; CHECK:   br i1 %c, label %second, label %exit, !llvm.loop !4
; CHECK:
; CHECK: second.b:                                         ; preds = %second
; CHECK:   br i1 %c, label %second, label %exit, !llvm.loop !4
; CHECK:
; CHECK: exit:                                             ; preds = %second.b, %second.a
; CHECK:   ret void
; CHECK: }
; CHECK:
; CHECK: !0 = distinct !{!0, !1, !2, !3}
; CHECK: !1 = !{!"llvm.loop.vectorize.width", i32 8}
; CHECK: !2 = !{!"llvm.loop.mustprogress"}
; CHECK: !3 = !{!"llvm.loop.distribute.enable", i1 true}
; CHECK: !4 = distinct !{!4, !5}
; CHECK: !5 = !{!"llvm.loop.unroll.disable"}
