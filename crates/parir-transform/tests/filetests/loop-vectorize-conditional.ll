; RUN: parir opt -passes=loop-vectorize %s | FileCheck %s
; If-conversion: the store under `if (a[i] > 3)` becomes llvm.masked.store with the
; compare as mask; a sum of the kept elements is a reduction through a phi of the join
; block, which becomes a select on the same mask. The vector loop gets isvectorized and
; unroll.runtime.disable, the scalar remainder the same (no run-time check).

define i32 @clamp(ptr noalias %a, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %big = icmp sgt i32 %v, 3
  br i1 %big, label %then, label %latch

then:
  store i32 0, ptr %p, align 4
  %t = add i32 %s, %v
  br label %latch

latch:
  %s.next = phi i32 [ %t, %then ], [ %s, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !0

exit.loopexit:
  %s.lcssa = phi i32 [ %s.next, %latch ]
  br label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %s.lcssa, %exit.loopexit ]
  ret i32 %r
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 true}

; CHECK: define i32 @clamp(ptr noalias %a, i64 %n) {
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
; CHECK-NEXT:   %0 = insertelement <4 x i32> zeroinitializer, i32 0, i64 0
; CHECK-NEXT:   br label %vector.body
; CHECK: vector.body:                                      ; preds = %vector.body, %vector.ph
; CHECK-NEXT:   %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
; CHECK-NEXT:   %vec.phi = phi <4 x i32> [ %0, %vector.ph ], [ %predphi, %vector.body ]
; CHECK-NEXT:   %vec.phi1 = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %predphi3, %vector.body ]
; CHECK-NEXT:   %1 = getelementptr inbounds i32, ptr %a, i64 %index
; CHECK-NEXT:   %wide.load = load <4 x i32>, ptr %1, align 4
; CHECK-NEXT:   %2 = add i64 %index, 4
; CHECK-NEXT:   %3 = getelementptr inbounds i32, ptr %a, i64 %2
; CHECK-NEXT:   %wide.load2 = load <4 x i32>, ptr %3, align 4
; CHECK-NEXT:   %4 = icmp sgt <4 x i32> %wide.load, <i32 3, i32 3, i32 3, i32 3>
; CHECK-NEXT:   call void @llvm.masked.store.v4i32.p0(<4 x i32> zeroinitializer, ptr %1, i32 4, <4 x i1> %4)
; CHECK-NEXT:   %5 = icmp sgt <4 x i32> %wide.load2, <i32 3, i32 3, i32 3, i32 3>
; CHECK-NEXT:   call void @llvm.masked.store.v4i32.p0(<4 x i32> zeroinitializer, ptr %3, i32 4, <4 x i1> %5)
; CHECK-NEXT:   %6 = add <4 x i32> %vec.phi, %wide.load
; CHECK-NEXT:   %predphi = select <4 x i1> %4, <4 x i32> %6, <4 x i32> %vec.phi
; CHECK-NEXT:   %7 = add <4 x i32> %vec.phi1, %wide.load2
; CHECK-NEXT:   %predphi3 = select <4 x i1> %5, <4 x i32> %7, <4 x i32> %vec.phi1
; CHECK-NEXT:   %index.next = add nuw i64 %index, 8
; CHECK-NEXT:   %8 = icmp eq i64 %index.next, %n.vec
; CHECK-NEXT:   br i1 %8, label %middle.block, label %vector.body, !llvm.loop !0
; CHECK: middle.block:                                     ; preds = %vector.body
; CHECK-NEXT:   %bin.rdx = add <4 x i32> %predphi, %predphi3
; CHECK-NEXT:   %rdx = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx)
; CHECK-NEXT:   %cmp.n = icmp eq i64 %tc.last, %n.vec
; CHECK-NEXT:   br i1 %cmp.n, label %exit.loopexit, label %scalar.ph
; CHECK: scalar.ph:                                        ; preds = %middle.block, %loop.preheader
; CHECK-NEXT:   %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %loop.preheader ]
; CHECK-NEXT:   %bc.merge.rdx = phi i32 [ %rdx, %middle.block ], [ 0, %loop.preheader ]
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %latch, %scalar.ph
; CHECK-NEXT:   %i = phi i64 [ %i.next, %latch ], [ %bc.resume.val, %scalar.ph ]
; CHECK-NEXT:   %s = phi i32 [ %s.next, %latch ], [ %bc.merge.rdx, %scalar.ph ]
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   %big = icmp sgt i32 %v, 3
; CHECK-NEXT:   br i1 %big, label %then, label %latch
; CHECK: then:                                             ; preds = %loop
; CHECK-NEXT:   store i32 0, ptr %p, align 4
; CHECK-NEXT:   %t = add i32 %s, %v
; CHECK-NEXT:   br label %latch
; CHECK: latch:                                            ; preds = %then, %loop
; CHECK-NEXT:   %s.next = phi i32 [ %t, %then ], [ %s, %loop ]
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %c = icmp slt i64 %i.next, %n
; CHECK-NEXT:   br i1 %c, label %loop, label %exit.loopexit, !llvm.loop !3
; CHECK: exit.loopexit:                                    ; preds = %latch, %middle.block
; CHECK-NEXT:   %s.lcssa = phi i32 [ %s.next, %latch ], [ %rdx, %middle.block ]
; CHECK-NEXT:   br label %exit
; CHECK: exit:                                             ; preds = %exit.loopexit, %entry
; CHECK-NEXT:   %r = phi i32 [ 0, %entry ], [ %s.lcssa, %exit.loopexit ]
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }
; CHECK: !0 = distinct !{!0, !1, !2}
; CHECK-NEXT: !1 = !{!"llvm.loop.isvectorized", i32 1}
; CHECK-NEXT: !2 = !{!"llvm.loop.unroll.runtime.disable"}
; CHECK-NEXT: !3 = distinct !{!3, !2, !1}
