; Hand-written LoopIDs for transform-warning and the TransformationMode rules: each function
; has one loop whose LoopID is !N.
define void @count1(i1 %c) {
entry:
  br label %l
l:
  br i1 %c, label %l, label %x, !llvm.loop !0
x:
  ret void
}
define void @nonforced(i1 %c) {
entry:
  br label %l
l:
  br i1 %c, label %l, label %x, !llvm.loop !2
x:
  ret void
}
define void @isvec(i1 %c) {
entry:
  br label %l
l:
  br i1 %c, label %l, label %x, !llvm.loop !5
x:
  ret void
}
define void @interleave_only(i1 %c) {
entry:
  br label %l
l:
  br i1 %c, label %l, label %x, !llvm.loop !8
x:
  ret void
}
define void @jam_count(i1 %c) {
entry:
  br label %l
l:
  br i1 %c, label %l, label %x, !llvm.loop !12
x:
  ret void
}
define void @first_wins(i1 %c) {
entry:
  br label %l
l:
  br i1 %c, label %l, label %x, !llvm.loop !14
x:
  ret void
}
define void @bool_operand(i1 %c) {
entry:
  br label %l
l:
  br i1 %c, label %l, label %x, !llvm.loop !17
x:
  ret void
}
define void @optnone_skipped(i1 %c) #0 {
entry:
  br label %l
l:
  br i1 %c, label %l, label %x, !llvm.loop !19
x:
  ret void
}
attributes #0 = { noinline optnone }
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 1}
!2 = distinct !{!2, !3, !4}
!3 = !{!"llvm.loop.disable_nonforced"}
!4 = !{!"llvm.loop.distribute.enable", i1 true}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.isvectorized", i32 1}
!7 = !{!"llvm.loop.vectorize.enable", i1 true}
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.vectorize.enable", i1 true}
!10 = !{!"llvm.loop.vectorize.width", i32 1}
!11 = !{!"llvm.loop.interleave.count", i32 8}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll_and_jam.count", i32 4}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.vectorize.enable", i1 false}
!16 = !{!"llvm.loop.vectorize.enable", i1 true}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.enable", i32 0}
!19 = distinct !{!19, !18, !4}
