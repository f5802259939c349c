; RUN: parir opt -passes=clie %s | FileCheck %s
; A parallel loop with two exits (an early break, after loop-simplify: both exits dedicated):
; the region exit goes to both exit blocks. Without a preheader (the block before the loop
; also branches around it) CLIE asks for loop-simplify and leaves the loop unchanged. A load
; in the header next to a store in the latch cannot be put in one section: the header also
; leads out of the loop.

declare void @llvm.csa.parallel.loop()

define i32 @find(ptr %a, i32 %n, i32 %key) {
entry:
  call void @llvm.csa.parallel.loop()
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %hit = icmp eq i32 %i, %key
  br i1 %hit, label %found, label %latch

latch:
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 0, ptr %p, align 4
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %notfound

found:
  ret i32 %i

notfound:
  ret i32 -1
}

define void @no_preheader(ptr %a, i1 %c0) {
entry:
  call void @llvm.csa.parallel.loop()
  br i1 %c0, label %h, label %x

h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  store i32 %i, ptr %a, align 4
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 10
  br i1 %c, label %h, label %x

x:
  ret void
}

define i32 @search(ptr %a, i32 %n, i32 %key) {
entry:
  call void @llvm.csa.parallel.loop()
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  %v = load i32, ptr %p, align 4
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %found, label %latch

latch:
  store i32 0, ptr %p, align 4
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %notfound

found:
  ret i32 %i

notfound:
  ret i32 -1
}

; CHECK: ; WARNING: warning: <unknown>:0:0: could not parallelize loop %h in @no_preheader (parallel_loop): the loop has no preheader or no dedicated exits (run loop-simplify first); the loop is left unchanged [csa-could-not-parallelize-loop] (at csa-clie-multi-exit.ll:36:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: could not parallelize loop %h in @search (parallel_loop): the memory accesses in %h and %latch have no common post-dominator inside the loop (one of them also leads out of the loop; a load of a loop bound in the header is the usual case, which licm hoists); the loop is left unchanged [csa-could-not-parallelize-loop] (at csa-clie-multi-exit.ll:52:3)
; CHECK: define i32 @find(ptr %a, i32 %n, i32 %key) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %latch, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
; CHECK-NEXT:   %hit = icmp eq i32 %i, %key
; CHECK-NEXT:   br i1 %hit, label %found, label %latch
; CHECK: latch:                                            ; preds = %h
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i32 %i
; CHECK-NEXT:   %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
; CHECK-NEXT:   store i32 0, ptr %p, align 4
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %c = icmp slt i32 %i1, %n
; CHECK-NEXT:   br i1 %c, label %h, label %notfound
; CHECK: found:                                            ; preds = %h
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
; CHECK-NEXT:   ret i32 %i
; CHECK: notfound:                                         ; preds = %latch
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
; CHECK-NEXT:   ret i32 -1
; CHECK-NEXT: }
; CHECK: define void @no_preheader(ptr %a, i1 %c0) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %c0, label %h, label %x
; CHECK: h:                                                ; preds = %h, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i1, %h ]
; CHECK-NEXT:   store i32 %i, ptr %a, align 4
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %c = icmp slt i32 %i1, 10
; CHECK-NEXT:   br i1 %c, label %h, label %x
; CHECK: x:                                                ; preds = %h, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define i32 @search(ptr %a, i32 %n, i32 %key) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %latch, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i32 %i
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   %hit = icmp eq i32 %v, %key
; CHECK-NEXT:   br i1 %hit, label %found, label %latch
; CHECK: latch:                                            ; preds = %h
; CHECK-NEXT:   store i32 0, ptr %p, align 4
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %c = icmp slt i32 %i1, %n
; CHECK-NEXT:   br i1 %c, label %h, label %notfound
; CHECK: found:                                            ; preds = %h
; CHECK-NEXT:   ret i32 %i
; CHECK: notfound:                                         ; preds = %latch
; CHECK-NEXT:   ret i32 -1
; CHECK-NEXT: }
