; RUN: parir opt -passes=loop-vectorize %s | FileCheck %s
; A load through `sext(k + trunc(i))`: consecutive only while the 32-bit addition does not
; wrap. As LLVM 19's predicated scalar evolution does, the vectorizer assumes it does not and
; checks it before the vector loop (vector.scevcheck: k + (trip count - 1) < k, signed,
; goes to the scalar loop). With a run-time check the scalar loop keeps runtime unrolling
; (no unroll.runtime.disable), as opt-19's does.

define void @f(ptr noalias %src, ptr noalias %dst, i32 %k, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %t = trunc i64 %i to i32
  %x = add i32 %k, %t
  %e = sext i32 %x to i64
  %p = getelementptr inbounds i32, ptr %src, i64 %e
  %v = load i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %dst, i64 %i
  store i32 %v, ptr %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 true}

; CHECK: define void @f(ptr noalias %src, ptr noalias %dst, i32 %k, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %g = icmp sgt i64 %n, 0
; CHECK-NEXT:   br i1 %g, label %loop.preheader, label %exit
; CHECK: loop.preheader:                                   ; preds = %entry
; CHECK-NEXT:   %tc.cmp = icmp sgt i64 %n, 1
; CHECK-NEXT:   %tc.last = select i1 %tc.cmp, i64 %n, i64 1
; CHECK-NEXT:   %min.iters.check = icmp ult i64 %tc.last, 8
; CHECK-NEXT:   br i1 %min.iters.check, label %scalar.ph, label %vector.scevcheck
; CHECK: vector.scevcheck:                                 ; preds = %loop.preheader
; CHECK-NEXT:   %0 = sub i64 %tc.last, 1
; CHECK-NEXT:   %1 = trunc i64 %0 to i32
; CHECK-NEXT:   %2 = add i32 %k, %1
; CHECK-NEXT:   %3 = icmp slt i32 %2, %k
; CHECK-NEXT:   br i1 %3, label %scalar.ph, label %vector.ph
; CHECK: vector.ph:                                        ; preds = %vector.scevcheck
; CHECK-NEXT:   %n.mod.vf = urem i64 %tc.last, 8
; CHECK-NEXT:   %n.vec = sub i64 %tc.last, %n.mod.vf
; CHECK-NEXT:   br label %vector.body
; CHECK: vector.body:                                      ; preds = %vector.body, %vector.ph
; CHECK-NEXT:   %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
; CHECK-NEXT:   %4 = trunc i64 %index to i32
; CHECK-NEXT:   %5 = add i32 %k, %4
; CHECK-NEXT:   %6 = sext i32 %5 to i64
; CHECK-NEXT:   %7 = getelementptr inbounds i32, ptr %src, i64 %6
; CHECK-NEXT:   %wide.load = load <4 x i32>, ptr %7, align 4
; CHECK-NEXT:   %8 = add i64 %index, 4
; CHECK-NEXT:   %9 = trunc i64 %8 to i32
; CHECK-NEXT:   %10 = add i32 %k, %9
; CHECK-NEXT:   %11 = sext i32 %10 to i64
; CHECK-NEXT:   %12 = getelementptr inbounds i32, ptr %src, i64 %11
; CHECK-NEXT:   %wide.load1 = load <4 x i32>, ptr %12, align 4
; CHECK-NEXT:   %13 = getelementptr inbounds i32, ptr %dst, i64 %index
; CHECK-NEXT:   store <4 x i32> %wide.load, ptr %13, align 4
; CHECK-NEXT:   %14 = getelementptr inbounds i32, ptr %dst, i64 %8
; CHECK-NEXT:   store <4 x i32> %wide.load1, ptr %14, align 4
; CHECK-NEXT:   %index.next = add nuw i64 %index, 8
; CHECK-NEXT:   %15 = icmp eq i64 %index.next, %n.vec
; CHECK-NEXT:   br i1 %15, label %middle.block, label %vector.body, !llvm.loop !0
; CHECK: middle.block:                                     ; preds = %vector.body
; CHECK-NEXT:   %cmp.n = icmp eq i64 %tc.last, %n.vec
; CHECK-NEXT:   br i1 %cmp.n, label %exit.loopexit, label %scalar.ph
; CHECK: scalar.ph:                                        ; preds = %middle.block, %vector.scevcheck, %loop.preheader
; CHECK-NEXT:   %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %loop.preheader ], [ 0, %vector.scevcheck ]
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %scalar.ph
; CHECK-NEXT:   %i = phi i64 [ %i.next, %loop ], [ %bc.resume.val, %scalar.ph ]
; CHECK-NEXT:   %t = trunc i64 %i to i32
; CHECK-NEXT:   %x = add i32 %k, %t
; CHECK-NEXT:   %e = sext i32 %x to i64
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %src, i64 %e
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   %q = getelementptr inbounds i32, ptr %dst, i64 %i
; CHECK-NEXT:   store i32 %v, ptr %q, align 4
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
; CHECK-NEXT: !3 = distinct !{!3, !1}
