; RUN: parir opt -passes=loop-unroll %s | FileCheck %s
; Runtime unrolling by 4 of a rotated loop whose trip count is known only at run time
; (next < n, stepping by 1): the preheader computes the trip count (smax(n, start + 1) -
; start), the unrolled loop runs whole groups of 4 counted by %niter, and an epilogue loop
; runs the %xtraiter remaining iterations; the loop's value used after it reaches the exit
; through the unr-lcssa and epilogue phis. followup_remainder gives the epilogue's LoopID.
; Both loops leave through dedicated exits (.loopexit, .epilog-lcssa), as opt-19's do.

define i32 @sum(ptr %a, i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %body.preheader, label %exit

body.preheader:
  br label %body

body:
  %i = phi i32 [ 0, %body.preheader ], [ %i.next, %body ]
  %s = phi i32 [ 0, %body.preheader ], [ %s.next, %body ]
  %idx = zext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit.loopexit, !llvm.loop !0

exit.loopexit:
  %s.lcssa = phi i32 [ %s.next, %body ]
  br label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %s.lcssa, %exit.loopexit ]
  ret i32 %r
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.count", i32 4}
!2 = !{!"llvm.loop.unroll.followup_remainder", !3}
!3 = !{!"llvm.loop.vectorize.enable", i1 true}

; CHECK: define i32 @sum(ptr %a, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %guard = icmp sgt i32 %n, 0
; CHECK-NEXT:   br i1 %guard, label %body.preheader, label %exit
; CHECK: body.preheader:                                   ; preds = %entry
; CHECK-NEXT:   %tc.cmp = icmp sgt i32 %n, 1
; CHECK-NEXT:   %tc.last = select i1 %tc.cmp, i32 %n, i32 1
; CHECK-NEXT:   %xtraiter = and i32 %tc.last, 3
; CHECK-NEXT:   %becount = sub i32 %tc.last, 1
; CHECK-NEXT:   %small = icmp ult i32 %becount, 3
; CHECK-NEXT:   br i1 %small, label %exit.loopexit.unr-lcssa, label %body.preheader.new
; CHECK: body.preheader.new:                               ; preds = %body.preheader
; CHECK-NEXT:   %unroll_iter = sub i32 %tc.last, %xtraiter
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %body.3, %body.preheader.new
; CHECK-NEXT:   %i = phi i32 [ 0, %body.preheader.new ], [ %i.next.3, %body.3 ]
; CHECK-NEXT:   %s = phi i32 [ 0, %body.preheader.new ], [ %s.next.3, %body.3 ]
; CHECK-NEXT:   %niter = phi i32 [ 0, %body.preheader.new ], [ %niter.next.3, %body.3 ]
; CHECK-NEXT:   %idx = zext i32 %i to i64
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 %idx
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   %s.next = add i32 %s, %v
; CHECK-NEXT:   %i.next = add nsw i32 %i, 1
; CHECK-NEXT:   br label %body.1
; CHECK: body.1:                                           ; preds = %body
; CHECK-NEXT:   %idx.1 = zext i32 %i.next to i64
; CHECK-NEXT:   %p.1 = getelementptr inbounds i32, ptr %a, i64 %idx.1
; CHECK-NEXT:   %v.1 = load i32, ptr %p.1, align 4
; CHECK-NEXT:   %s.next.1 = add i32 %s.next, %v.1
; CHECK-NEXT:   %i.next.1 = add nsw i32 %i.next, 1
; CHECK-NEXT:   br label %body.2
; CHECK: body.2:                                           ; preds = %body.1
; CHECK-NEXT:   %idx.2 = zext i32 %i.next.1 to i64
; CHECK-NEXT:   %p.2 = getelementptr inbounds i32, ptr %a, i64 %idx.2
; CHECK-NEXT:   %v.2 = load i32, ptr %p.2, align 4
; CHECK-NEXT:   %s.next.2 = add i32 %s.next.1, %v.2
; CHECK-NEXT:   %i.next.2 = add nsw i32 %i.next.1, 1
; CHECK-NEXT:   br label %body.3
; CHECK: body.3:                                           ; preds = %body.2
; CHECK-NEXT:   %idx.3 = zext i32 %i.next.2 to i64
; CHECK-NEXT:   %p.3 = getelementptr inbounds i32, ptr %a, i64 %idx.3
; CHECK-NEXT:   %v.3 = load i32, ptr %p.3, align 4
; CHECK-NEXT:   %s.next.3 = add i32 %s.next.2, %v.3
; CHECK-NEXT:   %i.next.3 = add nsw i32 %i.next.2, 1
; CHECK-NEXT:   %niter.next.3 = add i32 %niter, 4
; CHECK-NEXT:   %niter.ncmp.3 = icmp ne i32 %niter.next.3, %unroll_iter
; CHECK-NEXT:   br i1 %niter.ncmp.3, label %body, label %exit.loopexit.unr-lcssa.loopexit, !llvm.loop !0
; CHECK: exit.loopexit.unr-lcssa.loopexit:                 ; preds = %body.3
; CHECK-NEXT:   %i.unr.ph = phi i32 [ %i.next.3, %body.3 ]
; CHECK-NEXT:   %s.unr.ph = phi i32 [ %s.next.3, %body.3 ]
; CHECK-NEXT:   %s.lcssa.unr.ph = phi i32 [ %s.next.3, %body.3 ]
; CHECK-NEXT:   br label %exit.loopexit.unr-lcssa
; CHECK: exit.loopexit.unr-lcssa:                          ; preds = %exit.loopexit.unr-lcssa.loopexit, %body.preheader
; CHECK-NEXT:   %i.unr = phi i32 [ 0, %body.preheader ], [ %i.unr.ph, %exit.loopexit.unr-lcssa.loopexit ]
; CHECK-NEXT:   %s.unr = phi i32 [ 0, %body.preheader ], [ %s.unr.ph, %exit.loopexit.unr-lcssa.loopexit ]
; CHECK-NEXT:   %s.lcssa.unr = phi i32 [ poison, %body.preheader ], [ %s.lcssa.unr.ph, %exit.loopexit.unr-lcssa.loopexit ]
; CHECK-NEXT:   %lcmp.mod = icmp ne i32 %xtraiter, 0
; CHECK-NEXT:   br i1 %lcmp.mod, label %body.epil.preheader, label %exit.loopexit
; CHECK: body.epil.preheader:                              ; preds = %exit.loopexit.unr-lcssa
; CHECK-NEXT:   br label %body.epil
; CHECK: body.epil:                                        ; preds = %body.epil, %body.epil.preheader
; CHECK-NEXT:   %i.epil = phi i32 [ %i.unr, %body.epil.preheader ], [ %i.next.epil, %body.epil ]
; CHECK-NEXT:   %s.epil = phi i32 [ %s.unr, %body.epil.preheader ], [ %s.next.epil, %body.epil ]
; CHECK-NEXT:   %epil.iter = phi i32 [ 0, %body.epil.preheader ], [ %epil.iter.next, %body.epil ]
; CHECK-NEXT:   %idx.epil = zext i32 %i.epil to i64
; CHECK-NEXT:   %p.epil = getelementptr inbounds i32, ptr %a, i64 %idx.epil
; CHECK-NEXT:   %v.epil = load i32, ptr %p.epil, align 4
; CHECK-NEXT:   %s.next.epil = add i32 %s.epil, %v.epil
; CHECK-NEXT:   %i.next.epil = add nsw i32 %i.epil, 1
; CHECK-NEXT:   %epil.iter.next = add i32 %epil.iter, 1
; CHECK-NEXT:   %epil.iter.cmp = icmp ne i32 %epil.iter.next, %xtraiter
; CHECK-NEXT:   br i1 %epil.iter.cmp, label %body.epil, label %exit.loopexit.epilog-lcssa, !llvm.loop !2
; CHECK: exit.loopexit.epilog-lcssa:                       ; preds = %body.epil
; CHECK-NEXT:   %s.lcssa.ph = phi i32 [ %s.next.epil, %body.epil ]
; CHECK-NEXT:   br label %exit.loopexit
; CHECK: exit.loopexit:                                    ; preds = %exit.loopexit.epilog-lcssa, %exit.loopexit.unr-lcssa
; CHECK-NEXT:   %s.lcssa = phi i32 [ %s.lcssa.unr, %exit.loopexit.unr-lcssa ], [ %s.lcssa.ph, %exit.loopexit.epilog-lcssa ]
; CHECK-NEXT:   br label %exit
; CHECK: exit:                                             ; preds = %exit.loopexit, %entry
; CHECK-NEXT:   %r = phi i32 [ 0, %entry ], [ %s.lcssa, %exit.loopexit ]
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }
; CHECK: !0 = distinct !{!0, !1}
; CHECK-NEXT: !1 = !{!"llvm.loop.unroll.disable"}
; CHECK-NEXT: !2 = distinct !{!2, !3}
; CHECK-NEXT: !3 = !{!"llvm.loop.vectorize.enable", i1 true}
