; RUN: parir opt -passes=loop-spmdization %s | FileCheck %s
; loop-spmdization on the pairs CLIE leaves: @sum, a rotated counted loop with a reduction,
; becomes 2 cyclic workers (chunk 1), each a copy of the loop in a section of one new region,
; counting its own iterations and computing the original induction value of each; each
; worker stores its partial sum to a slot of its own (an alloca of the entry block), and the
; slots are loaded and combined in worker order after the region, so no value crosses a
; section in a register. @search exits on a loaded value, not a counted loop: it keeps its
; pair and is reported. @fsum's floating-point sum (no fast-math flags) is SPMDized on 2
; blocking workers all the same: the partial sums start at -0.0 and are combined in worker
; order (docs/decisions.md, "SPMDization reassociates floating-point reductions").

declare i32 @llvm.csa.spmdization.entry(i32, i32)
declare void @llvm.csa.spmdization.exit(i32)

define i64 @sum(ptr %a, i64 %n) {
entry:
  %spmd = call i32 @llvm.csa.spmdization.entry(i32 2, i32 1)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i64 [ 5, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i64, ptr %a, i64 %i
  %v = load i64, ptr %p
  %s.next = add i64 %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %s.lcssa = phi i64 [ %s.next, %loop ]
  call void @llvm.csa.spmdization.exit(i32 %spmd)
  ret i64 %s.lcssa
}

define i64 @search(ptr %a) {
entry:
  %spmd = call i32 @llvm.csa.spmdization.entry(i32 4, i32 0)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i64, ptr %a, i64 %i
  %v = load i64, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ne i64 %v, 0
  br i1 %more, label %loop, label %exit

exit:
  call void @llvm.csa.spmdization.exit(i32 %spmd)
  ret i64 %i
}

define double @fsum(ptr %a, i32 %n) {
entry:
  %spmd = call i32 @llvm.csa.spmdization.entry(i32 2, i32 0)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi double [ 1.5, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds double, ptr %a, i32 %i
  %v = load double, ptr %p
  %s.next = fadd double %s, %v
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  call void @llvm.csa.spmdization.exit(i32 %spmd)
  ret double %s.next
}

; CHECK: ; WARNING: warning: <unknown>:0:0: the loop marked by this spmdization entry is not SPMDized: not a counted loop exiting at its latch (an induction stepped by a constant compared with a loop-invariant bound) [csa-spmdization-not-applied] (at csa-spmd.ll:38:3)
; CHECK: define i64 @sum(ptr %a, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %spmd.slot.w0 = alloca i64
; CHECK-NEXT:   %spmd.slot.w1 = alloca i64
; CHECK-NEXT:   %tc.cmp = icmp ugt i64 %n, 1
; CHECK-NEXT:   %tc.last = select i1 %tc.cmp, i64 %n, i64 1
; CHECK-NEXT:   %spmd.round = mul i64 2, 1
; CHECK-NEXT:   %spmd.rounds = udiv i64 %tc.last, %spmd.round
; CHECK-NEXT:   %spmd.rem = urem i64 %tc.last, %spmd.round
; CHECK-NEXT:   %spmd.full = mul i64 %spmd.rounds, 1
; CHECK-NEXT:   %spmd.base = mul i64 0, 1
; CHECK-NEXT:   %spmd.has = icmp ugt i64 %spmd.rem, %spmd.base
; CHECK-NEXT:   %spmd.left = sub i64 %spmd.rem, %spmd.base
; CHECK-NEXT:   %spmd.part = icmp ult i64 %spmd.left, 1
; CHECK-NEXT:   %spmd.tail = select i1 %spmd.part, i64 %spmd.left, i64 1
; CHECK-NEXT:   %spmd.extra = select i1 %spmd.has, i64 %spmd.tail, i64 0
; CHECK-NEXT:   %spmd.count = add i64 %spmd.full, %spmd.extra
; CHECK-NEXT:   %spmd.base1 = mul i64 1, 1
; CHECK-NEXT:   %spmd.has2 = icmp ugt i64 %spmd.rem, %spmd.base1
; CHECK-NEXT:   %spmd.left3 = sub i64 %spmd.rem, %spmd.base1
; CHECK-NEXT:   %spmd.part4 = icmp ult i64 %spmd.left3, 1
; CHECK-NEXT:   %spmd.tail5 = select i1 %spmd.part4, i64 %spmd.left3, i64 1
; CHECK-NEXT:   %spmd.extra6 = select i1 %spmd.has2, i64 %spmd.tail5, i64 0
; CHECK-NEXT:   %spmd.count7 = add i64 %spmd.full, %spmd.extra6
; CHECK-NEXT:   %spmdization_region = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT:   br label %spmd.worker0
; CHECK: spmd.worker0:                                     ; preds = %entry
; CHECK-NEXT:   %spmdization_section = call i32 @llvm.csa.parallel.section.entry(i32 %spmdization_region)
; CHECK-NEXT:   %0 = icmp ne i64 %spmd.count, 0
; CHECK-NEXT:   br i1 %0, label %spmd.worker0.ph, label %spmd.worker0.done
; CHECK: spmd.worker0.ph:                                  ; preds = %spmd.worker0
; CHECK-NEXT:   br label %loop.w0
; CHECK: loop.w0:                                          ; preds = %loop.w0, %spmd.worker0.ph
; CHECK-NEXT:   %spmd.k = phi i64 [ 0, %spmd.worker0.ph ], [ %spmd.k.next, %loop.w0 ]
; CHECK-NEXT:   %s.w0 = phi i64 [ 0, %spmd.worker0.ph ], [ %s.next.w0, %loop.w0 ]
; CHECK-NEXT:   %spmd.q = udiv i64 %spmd.k, 1
; CHECK-NEXT:   %spmd.r = urem i64 %spmd.k, 1
; CHECK-NEXT:   %spmd.qr = mul i64 %spmd.q, %spmd.round
; CHECK-NEXT:   %spmd.qb = add i64 %spmd.qr, %spmd.base
; CHECK-NEXT:   %spmd.idx = add i64 %spmd.qb, %spmd.r
; CHECK-NEXT:   %spmd.off = mul i64 %spmd.idx, 1
; CHECK-NEXT:   %spmd.iv = add i64 0, %spmd.off
; CHECK-NEXT:   %p.w0 = getelementptr inbounds i64, ptr %a, i64 %spmd.iv
; CHECK-NEXT:   %v.w0 = load i64, ptr %p.w0
; CHECK-NEXT:   %s.next.w0 = add i64 %s.w0, %v.w0
; CHECK-NEXT:   %i.next.w0 = add nuw nsw i64 %spmd.iv, 1
; CHECK-NEXT:   %more.w0 = icmp ult i64 %i.next.w0, %n
; CHECK-NEXT:   %spmd.k.next = add i64 %spmd.k, 1
; CHECK-NEXT:   %1 = icmp ult i64 %spmd.k.next, %spmd.count
; CHECK-NEXT:   br i1 %1, label %loop.w0, label %spmd.worker0.exit
; CHECK: spmd.worker0.exit:                                ; preds = %loop.w0
; CHECK-NEXT:   br label %spmd.worker0.done
; CHECK: spmd.worker0.done:                                ; preds = %spmd.worker0.exit, %spmd.worker0
; CHECK-NEXT:   %2 = phi i64 [ 0, %spmd.worker0 ], [ %s.next.w0, %spmd.worker0.exit ]
; CHECK-NEXT:   store i64 %2, ptr %spmd.slot.w0
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %spmdization_section)
; CHECK-NEXT:   br label %spmd.worker1
; CHECK: spmd.worker1:                                     ; preds = %spmd.worker0.done
; CHECK-NEXT:   %spmdization_section8 = call i32 @llvm.csa.parallel.section.entry(i32 %spmdization_region)
; CHECK-NEXT:   %3 = icmp ne i64 %spmd.count7, 0
; CHECK-NEXT:   br i1 %3, label %spmd.worker1.ph, label %spmd.worker1.done
; CHECK: spmd.worker1.ph:                                  ; preds = %spmd.worker1
; CHECK-NEXT:   br label %loop.w1
; CHECK: loop.w1:                                          ; preds = %loop.w1, %spmd.worker1.ph
; CHECK-NEXT:   %spmd.k9 = phi i64 [ 0, %spmd.worker1.ph ], [ %spmd.k.next17, %loop.w1 ]
; CHECK-NEXT:   %s.w1 = phi i64 [ 0, %spmd.worker1.ph ], [ %s.next.w1, %loop.w1 ]
; CHECK-NEXT:   %spmd.q10 = udiv i64 %spmd.k9, 1
; CHECK-NEXT:   %spmd.r11 = urem i64 %spmd.k9, 1
; CHECK-NEXT:   %spmd.qr12 = mul i64 %spmd.q10, %spmd.round
; CHECK-NEXT:   %spmd.qb13 = add i64 %spmd.qr12, %spmd.base1
; CHECK-NEXT:   %spmd.idx14 = add i64 %spmd.qb13, %spmd.r11
; CHECK-NEXT:   %spmd.off15 = mul i64 %spmd.idx14, 1
; CHECK-NEXT:   %spmd.iv16 = add i64 0, %spmd.off15
; CHECK-NEXT:   %p.w1 = getelementptr inbounds i64, ptr %a, i64 %spmd.iv16
; CHECK-NEXT:   %v.w1 = load i64, ptr %p.w1
; CHECK-NEXT:   %s.next.w1 = add i64 %s.w1, %v.w1
; CHECK-NEXT:   %i.next.w1 = add nuw nsw i64 %spmd.iv16, 1
; CHECK-NEXT:   %more.w1 = icmp ult i64 %i.next.w1, %n
; CHECK-NEXT:   %spmd.k.next17 = add i64 %spmd.k9, 1
; CHECK-NEXT:   %4 = icmp ult i64 %spmd.k.next17, %spmd.count7
; CHECK-NEXT:   br i1 %4, label %loop.w1, label %spmd.worker1.exit
; CHECK: spmd.worker1.exit:                                ; preds = %loop.w1
; CHECK-NEXT:   br label %spmd.worker1.done
; CHECK: spmd.worker1.done:                                ; preds = %spmd.worker1.exit, %spmd.worker1
; CHECK-NEXT:   %5 = phi i64 [ 0, %spmd.worker1 ], [ %s.next.w1, %spmd.worker1.exit ]
; CHECK-NEXT:   store i64 %5, ptr %spmd.slot.w1
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %spmdization_section8)
; CHECK-NEXT:   br label %spmd.combine
; CHECK: spmd.combine:                                     ; preds = %spmd.worker1.done
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %spmdization_region)
; CHECK-NEXT:   %spmd.partial = load i64, ptr %spmd.slot.w0
; CHECK-NEXT:   %6 = add i64 5, %spmd.partial
; CHECK-NEXT:   %spmd.partial18 = load i64, ptr %spmd.slot.w1
; CHECK-NEXT:   %7 = add i64 %6, %spmd.partial18
; CHECK-NEXT:   br label %exit
; CHECK: exit:                                             ; preds = %spmd.combine
; CHECK-NEXT:   %s.lcssa = phi i64 [ %7, %spmd.combine ]
; CHECK-NEXT:   ret i64 %s.lcssa
; CHECK-NEXT: }
; CHECK: define i64 @search(ptr %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %spmd = call i32 @llvm.csa.spmdization.entry(i32 4, i32 0)
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %p = getelementptr inbounds i64, ptr %a, i64 %i
; CHECK-NEXT:   %v = load i64, ptr %p
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %more = icmp ne i64 %v, 0
; CHECK-NEXT:   br i1 %more, label %loop, label %exit
; CHECK: exit:                                             ; preds = %loop
; CHECK-NEXT:   call void @llvm.csa.spmdization.exit(i32 %spmd)
; CHECK-NEXT:   ret i64 %i
; CHECK-NEXT: }
; CHECK: define double @fsum(ptr %a, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %spmd.slot.w0 = alloca double
; CHECK-NEXT:   %spmd.slot.w1 = alloca double
; CHECK-NEXT:   %tc.cmp = icmp sgt i32 %n, 1
; CHECK-NEXT:   %tc.last = select i1 %tc.cmp, i32 %n, i32 1
; CHECK-NEXT:   %spmd.tw = add i32 %tc.last, 1
; CHECK-NEXT:   %spmd.chunk = udiv i32 %spmd.tw, 2
; CHECK-NEXT:   %spmd.round = mul i32 2, %spmd.chunk
; CHECK-NEXT:   %spmd.rounds = udiv i32 %tc.last, %spmd.round
; CHECK-NEXT:   %spmd.rem = urem i32 %tc.last, %spmd.round
; CHECK-NEXT:   %spmd.full = mul i32 %spmd.rounds, %spmd.chunk
; CHECK-NEXT:   %spmd.base = mul i32 0, %spmd.chunk
; CHECK-NEXT:   %spmd.has = icmp ugt i32 %spmd.rem, %spmd.base
; CHECK-NEXT:   %spmd.left = sub i32 %spmd.rem, %spmd.base
; CHECK-NEXT:   %spmd.part = icmp ult i32 %spmd.left, %spmd.chunk
; CHECK-NEXT:   %spmd.tail = select i1 %spmd.part, i32 %spmd.left, i32 %spmd.chunk
; CHECK-NEXT:   %spmd.extra = select i1 %spmd.has, i32 %spmd.tail, i32 0
; CHECK-NEXT:   %spmd.count = add i32 %spmd.full, %spmd.extra
; CHECK-NEXT:   %spmd.base1 = mul i32 1, %spmd.chunk
; CHECK-NEXT:   %spmd.has2 = icmp ugt i32 %spmd.rem, %spmd.base1
; CHECK-NEXT:   %spmd.left3 = sub i32 %spmd.rem, %spmd.base1
; CHECK-NEXT:   %spmd.part4 = icmp ult i32 %spmd.left3, %spmd.chunk
; CHECK-NEXT:   %spmd.tail5 = select i1 %spmd.part4, i32 %spmd.left3, i32 %spmd.chunk
; CHECK-NEXT:   %spmd.extra6 = select i1 %spmd.has2, i32 %spmd.tail5, i32 0
; CHECK-NEXT:   %spmd.count7 = add i32 %spmd.full, %spmd.extra6
; CHECK-NEXT:   %spmdization_region = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT:   br label %spmd.worker0
; CHECK: spmd.worker0:                                     ; preds = %entry
; CHECK-NEXT:   %spmdization_section = call i32 @llvm.csa.parallel.section.entry(i32 %spmdization_region)
; CHECK-NEXT:   %0 = icmp ne i32 %spmd.count, 0
; CHECK-NEXT:   br i1 %0, label %spmd.worker0.ph, label %spmd.worker0.done
; CHECK: spmd.worker0.ph:                                  ; preds = %spmd.worker0
; CHECK-NEXT:   br label %loop.w0
; CHECK: loop.w0:                                          ; preds = %loop.w0, %spmd.worker0.ph
; CHECK-NEXT:   %spmd.k = phi i32 [ 0, %spmd.worker0.ph ], [ %spmd.k.next, %loop.w0 ]
; CHECK-NEXT:   %s.w0 = phi double [ -0.000000e+00, %spmd.worker0.ph ], [ %s.next.w0, %loop.w0 ]
; CHECK-NEXT:   %spmd.q = udiv i32 %spmd.k, %spmd.chunk
; CHECK-NEXT:   %spmd.r = urem i32 %spmd.k, %spmd.chunk
; CHECK-NEXT:   %spmd.qr = mul i32 %spmd.q, %spmd.round
; CHECK-NEXT:   %spmd.qb = add i32 %spmd.qr, %spmd.base
; CHECK-NEXT:   %spmd.idx = add i32 %spmd.qb, %spmd.r
; CHECK-NEXT:   %spmd.off = mul i32 %spmd.idx, 1
; CHECK-NEXT:   %spmd.iv = add i32 0, %spmd.off
; CHECK-NEXT:   %p.w0 = getelementptr inbounds double, ptr %a, i32 %spmd.iv
; CHECK-NEXT:   %v.w0 = load double, ptr %p.w0
; CHECK-NEXT:   %s.next.w0 = fadd double %s.w0, %v.w0
; CHECK-NEXT:   %i.next.w0 = add nsw i32 %spmd.iv, 1
; CHECK-NEXT:   %more.w0 = icmp slt i32 %i.next.w0, %n
; CHECK-NEXT:   %spmd.k.next = add i32 %spmd.k, 1
; CHECK-NEXT:   %1 = icmp ult i32 %spmd.k.next, %spmd.count
; CHECK-NEXT:   br i1 %1, label %loop.w0, label %spmd.worker0.exit
; CHECK: spmd.worker0.exit:                                ; preds = %loop.w0
; CHECK-NEXT:   br label %spmd.worker0.done
; CHECK: spmd.worker0.done:                                ; preds = %spmd.worker0.exit, %spmd.worker0
; CHECK-NEXT:   %2 = phi double [ -0.000000e+00, %spmd.worker0 ], [ %s.next.w0, %spmd.worker0.exit ]
; CHECK-NEXT:   store double %2, ptr %spmd.slot.w0
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %spmdization_section)
; CHECK-NEXT:   br label %spmd.worker1
; CHECK: spmd.worker1:                                     ; preds = %spmd.worker0.done
; CHECK-NEXT:   %spmdization_section8 = call i32 @llvm.csa.parallel.section.entry(i32 %spmdization_region)
; CHECK-NEXT:   %3 = icmp ne i32 %spmd.count7, 0
; CHECK-NEXT:   br i1 %3, label %spmd.worker1.ph, label %spmd.worker1.done
; CHECK: spmd.worker1.ph:                                  ; preds = %spmd.worker1
; CHECK-NEXT:   br label %loop.w1
; CHECK: loop.w1:                                          ; preds = %loop.w1, %spmd.worker1.ph
; CHECK-NEXT:   %spmd.k9 = phi i32 [ 0, %spmd.worker1.ph ], [ %spmd.k.next17, %loop.w1 ]
; CHECK-NEXT:   %s.w1 = phi double [ -0.000000e+00, %spmd.worker1.ph ], [ %s.next.w1, %loop.w1 ]
; CHECK-NEXT:   %spmd.q10 = udiv i32 %spmd.k9, %spmd.chunk
; CHECK-NEXT:   %spmd.r11 = urem i32 %spmd.k9, %spmd.chunk
; CHECK-NEXT:   %spmd.qr12 = mul i32 %spmd.q10, %spmd.round
; CHECK-NEXT:   %spmd.qb13 = add i32 %spmd.qr12, %spmd.base1
; CHECK-NEXT:   %spmd.idx14 = add i32 %spmd.qb13, %spmd.r11
; CHECK-NEXT:   %spmd.off15 = mul i32 %spmd.idx14, 1
; CHECK-NEXT:   %spmd.iv16 = add i32 0, %spmd.off15
; CHECK-NEXT:   %p.w1 = getelementptr inbounds double, ptr %a, i32 %spmd.iv16
; CHECK-NEXT:   %v.w1 = load double, ptr %p.w1
; CHECK-NEXT:   %s.next.w1 = fadd double %s.w1, %v.w1
; CHECK-NEXT:   %i.next.w1 = add nsw i32 %spmd.iv16, 1
; CHECK-NEXT:   %more.w1 = icmp slt i32 %i.next.w1, %n
; CHECK-NEXT:   %spmd.k.next17 = add i32 %spmd.k9, 1
; CHECK-NEXT:   %4 = icmp ult i32 %spmd.k.next17, %spmd.count7
; CHECK-NEXT:   br i1 %4, label %loop.w1, label %spmd.worker1.exit
; CHECK: spmd.worker1.exit:                                ; preds = %loop.w1
; CHECK-NEXT:   br label %spmd.worker1.done
; CHECK: spmd.worker1.done:                                ; preds = %spmd.worker1.exit, %spmd.worker1
; CHECK-NEXT:   %5 = phi double [ -0.000000e+00, %spmd.worker1 ], [ %s.next.w1, %spmd.worker1.exit ]
; CHECK-NEXT:   store double %5, ptr %spmd.slot.w1
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %spmdization_section8)
; CHECK-NEXT:   br label %spmd.combine
; CHECK: spmd.combine:                                     ; preds = %spmd.worker1.done
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %spmdization_region)
; CHECK-NEXT:   %spmd.partial = load double, ptr %spmd.slot.w0
; CHECK-NEXT:   %6 = fadd double 1.500000e+00, %spmd.partial
; CHECK-NEXT:   %spmd.partial18 = load double, ptr %spmd.slot.w1
; CHECK-NEXT:   %7 = fadd double %6, %spmd.partial18
; CHECK-NEXT:   br label %exit
; CHECK: exit:                                             ; preds = %spmd.combine
; CHECK-NEXT:   ret double %7
; CHECK-NEXT: }
