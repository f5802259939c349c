; RUN: parir opt -passes=loop-vectorize %s | FileCheck %s
; Hints LLVM 19's LoopVectorizeHints ignores (Hint::validate): a width of 2^30 (above
; MaxVectorWidth, 64) and an interleave count of 10^6 (above MaxInterleaveFactor, 16). The
; forced loop is vectorized as if they were absent: the default width for i32 (4 lanes), the
; interleave count LLVM's rules give a small loop on x86-64 (2), no 2^30-lane constant.
; (opt-19 with an x86-64 triple vectorizes it the same: width 4, interleaved count 2.)

define void @inc(ptr noalias %a, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.vectorize.enable", i1 true}
!2 = !{!"llvm.loop.vectorize.width", i32 1073741824}
!3 = !{!"llvm.loop.interleave.count", i32 1000000}

; CHECK-NOT: x i32> <i32 1, i32 1, i32 1, i32 1, i32 1

; CHECK: define void @inc(ptr noalias %a, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %guard = icmp sgt i64 %n, 0
; CHECK-NEXT:   br i1 %guard, label %loop.preheader, label %exit
; CHECK: loop.preheader:                                   ; preds = %entry
; CHECK-NEXT:   %tc.cmp = icmp sgt i64 %n, 1
; CHECK-NEXT:   %tc.last = select i1 %tc.cmp, i64 %n, i64 1
; CHECK-NEXT:   %min.iters.check = icmp ult i64 %tc.last, 8
; CHECK-NEXT:   br i1 %min.iters.check, label %scalar.ph, label %vector.ph
; CHECK: vector.ph:                                        ; preds = %loop.preheader
; CHECK-NEXT:   %n.mod.vf = urem i64 %tc.last, 8
; CHECK-NEXT:   %n.vec = sub i64 %tc.last, %n.mod.vf
; CHECK-NEXT:   br label %vector.body
; CHECK: vector.body:                                      ; preds = %vector.body, %vector.ph
; CHECK-NEXT:   %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
; CHECK-NEXT:   %0 = getelementptr inbounds i32, ptr %a, i64 %index
; CHECK-NEXT:   %wide.load = load <4 x i32>, ptr %0, align 4
; CHECK-NEXT:   %1 = add i64 %index, 4
; CHECK-NEXT:   %2 = getelementptr inbounds i32, ptr %a, i64 %1
; CHECK-NEXT:   %wide.load1 = load <4 x i32>, ptr %2, align 4
; CHECK-NEXT:   %3 = add <4 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1>
; CHECK-NEXT:   store <4 x i32> %3, ptr %0, align 4
; CHECK-NEXT:   %4 = add <4 x i32> %wide.load1, <i32 1, i32 1, i32 1, i32 1>
; CHECK-NEXT:   store <4 x i32> %4, ptr %2, align 4
; CHECK-NEXT:   %index.next = add nuw i64 %index, 8
; CHECK-NEXT:   %5 = icmp eq i64 %index.next, %n.vec
; CHECK-NEXT:   br i1 %5, label %middle.block, label %vector.body, !llvm.loop !0
; CHECK: middle.block:                                     ; preds = %vector.body
; CHECK-NEXT:   %cmp.n = icmp eq i64 %tc.last, %n.vec
; CHECK-NEXT:   br i1 %cmp.n, label %exit.loopexit, label %scalar.ph
; CHECK: scalar.ph:                                        ; preds = %middle.block, %loop.preheader
; CHECK-NEXT:   %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %loop.preheader ]
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %scalar.ph
; CHECK-NEXT:   %i = phi i64 [ %i.next, %loop ], [ %bc.resume.val, %scalar.ph ]
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   %w = add i32 %v, 1
; CHECK-NEXT:   store i32 %w, ptr %p, align 4
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %c = icmp slt i64 %i.next, %n
; CHECK-NEXT:   br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !3
; CHECK: exit.loopexit:                                    ; preds = %loop, %middle.block
; CHECK-NEXT:   br label %exit
; CHECK: exit:                                             ; preds = %exit.loopexit, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{!0, !1, !2}
; CHECK-NEXT: !1 = !{!"llvm.loop.isvectorized", i32 1}
; CHECK-NEXT: !2 = !{!"llvm.loop.unroll.runtime.disable"}
; CHECK-NEXT: !3 = distinct !{!3, !2, !1}
