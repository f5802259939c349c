; RUN: parir opt -passes=loop-vectorize %s | FileCheck %s
; Told safe by the ivdep design's llvm.loop.no_depends_safelen (safelen 4): %a and %b may
; alias, but every access is in the group the attribute names, so no run-time check is
; emitted, and the requested width 8 is clamped to the safelen: 4 lanes. The remainder
; gets unroll.runtime.disable and isvectorized (no check was needed).

define void @scale(ptr %a, ptr %b, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %v = load i32, ptr %pb, align 4, !llvm.access.group !3
  %w = shl i32 %v, 1
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %w, ptr %pa, align 4, !llvm.access.group !3
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !4}
!1 = !{!"llvm.loop.vectorize.enable", i1 true}
!2 = !{!"llvm.loop.vectorize.width", i32 8}
!3 = distinct !{}
!4 = !{!"llvm.loop.no_depends_safelen", !3, i32 4}

; CHECK: define void @scale(ptr %a, ptr %b, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %guard = icmp sgt i64 %n, 0
; CHECK-NEXT:   br i1 %guard, label %loop.preheader, label %exit
; CHECK: loop.preheader:                                   ; preds = %entry
; CHECK-NEXT:   %tc.cmp = icmp sgt i64 %n, 1
; CHECK-NEXT:   %tc.last = select i1 %tc.cmp, i64 %n, i64 1
; CHECK-NEXT:   %min.iters.check = icmp ult i64 %tc.last, 4
; CHECK-NEXT:   br i1 %min.iters.check, label %scalar.ph, label %vector.ph
; CHECK: vector.ph:                                        ; preds = %loop.preheader
; CHECK-NEXT:   %n.mod.vf = urem i64 %tc.last, 4
; CHECK-NEXT:   %n.vec = sub i64 %tc.last, %n.mod.vf
; CHECK-NEXT:   br label %vector.body
; CHECK: vector.body:                                      ; preds = %vector.body, %vector.ph
; CHECK-NEXT:   %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
; CHECK-NEXT:   %0 = getelementptr inbounds i32, ptr %b, i64 %index
; CHECK-NEXT:   %wide.load = load <4 x i32>, ptr %0, align 4, !llvm.access.group !0
; CHECK-NEXT:   %1 = getelementptr inbounds i32, ptr %a, i64 %index
; CHECK-NEXT:   %2 = shl <4 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1>
; CHECK-NEXT:   store <4 x i32> %2, ptr %1, align 4, !llvm.access.group !0
; CHECK-NEXT:   %index.next = add nuw i64 %index, 4
; CHECK-NEXT:   %3 = icmp eq i64 %index.next, %n.vec
; CHECK-NEXT:   br i1 %3, label %middle.block, label %vector.body, !llvm.loop !1
; CHECK: middle.block:                                     ; preds = %vector.body
; CHECK-NEXT:   %cmp.n = icmp eq i64 %tc.last, %n.vec
; CHECK-NEXT:   br i1 %cmp.n, label %exit.loopexit, label %scalar.ph
; CHECK: scalar.ph:                                        ; preds = %middle.block, %loop.preheader
; CHECK-NEXT:   %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %loop.preheader ]
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %scalar.ph
; CHECK-NEXT:   %i = phi i64 [ %i.next, %loop ], [ %bc.resume.val, %scalar.ph ]
; CHECK-NEXT:   %pb = getelementptr inbounds i32, ptr %b, i64 %i
; CHECK-NEXT:   %v = load i32, ptr %pb, align 4, !llvm.access.group !0
; CHECK-NEXT:   %w = shl i32 %v, 1
; CHECK-NEXT:   %pa = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   store i32 %w, ptr %pa, align 4, !llvm.access.group !0
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %c = icmp slt i64 %i.next, %n
; CHECK-NEXT:   br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !5
; CHECK: exit.loopexit:                                    ; preds = %loop, %middle.block
; CHECK-NEXT:   br label %exit
; CHECK: exit:                                             ; preds = %exit.loopexit, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{!1, !2, !3, !4}
; CHECK-NEXT: !2 = !{!"llvm.loop.no_depends_safelen", !0, i32 4}
; CHECK-NEXT: !3 = !{!"llvm.loop.isvectorized", i32 1}
; CHECK-NEXT: !4 = !{!"llvm.loop.unroll.runtime.disable"}
; CHECK-NEXT: !5 = distinct !{!5, !2, !4, !3}
