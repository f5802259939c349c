; RUN: parir opt -passes=csa-intrinsic-cleaner %s | FileCheck %s
; The cleaner removes spmdization and pipeline.loop entries with all their users: exits, and
; the phis that other passes put between them (here after loop unswitching duplicated the
; exit), recursively, so no phi is left dangling. From the seed's "Internal Intrinsics": a
; pair with no loop left between it (full unrolling), and a pair around two loops
; (multiversioning) are removed alike. Parallel region and section intrinsics stay.

declare i32 @llvm.csa.spmdization.entry(i32, i32)
declare void @llvm.csa.spmdization.exit(i32)
declare i32 @llvm.csa.pipeline.loop.entry(i32)
declare void @llvm.csa.pipeline.loop.exit(i32)
declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)

define void @unrolled(ptr %a) {
entry:
  %spmd = call i32 @llvm.csa.spmdization.entry(i32 4, i32 0)
  store i32 2, ptr %a, align 4
  %a1 = getelementptr inbounds i32, ptr %a, i64 1
  store i32 2, ptr %a1, align 4
  %a2 = getelementptr inbounds i32, ptr %a, i64 2
  store i32 2, ptr %a2, align 4
  call void @llvm.csa.spmdization.exit(i32 %spmd)
  ret void
}

define void @multiversioned(ptr %a, i32 %n, i32 %m) {
entry:
  %spmd = call i32 @llvm.csa.spmdization.entry(i32 8, i32 0)
  %r = call i32 @llvm.csa.parallel.region.entry(i32 1000)
  %c = icmp sle i32 %m, 0
  br i1 %c, label %l1, label %l2

l1:
  %i = phi i32 [ 0, %entry ], [ %i1, %l1 ]
  %i1 = add i32 %i, 1
  %d1 = icmp slt i32 %i1, %n
  br i1 %d1, label %l1, label %x1

x1:
  %s1 = phi i32 [ %spmd, %l1 ]
  br label %join

l2:
  %j = phi i32 [ 0, %entry ], [ %j1, %l2 ]
  %p = getelementptr inbounds i32, ptr %a, i32 %j
  store i32 2, ptr %p, align 4
  %j1 = add i32 %j, 1
  %d2 = icmp slt i32 %j1, %n
  br i1 %d2, label %l2, label %x2

x2:
  %pipe = call i32 @llvm.csa.pipeline.loop.entry(i32 0)
  call void @llvm.csa.pipeline.loop.exit(i32 %pipe)
  br label %join

join:
  %s = phi i32 [ %s1, %x1 ], [ %spmd, %x2 ]
  %sel = select i1 %c, i32 %s, i32 %spmd
  call void @llvm.csa.spmdization.exit(i32 %sel)
  call void @llvm.csa.parallel.region.exit(i32 %r)
  ret void
}

; CHECK: define void @unrolled(ptr %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 2, ptr %a, align 4
; CHECK-NEXT:   %a1 = getelementptr inbounds i32, ptr %a, i64 1
; CHECK-NEXT:   store i32 2, ptr %a1, align 4
; CHECK-NEXT:   %a2 = getelementptr inbounds i32, ptr %a, i64 2
; CHECK-NEXT:   store i32 2, ptr %a2, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @multiversioned(ptr %a, i32 %n, i32 %m) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %r = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT:   %c = icmp sle i32 %m, 0
; CHECK-NEXT:   br i1 %c, label %l1, label %l2
; CHECK: l1:                                               ; preds = %l1, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i1, %l1 ]
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %d1 = icmp slt i32 %i1, %n
; CHECK-NEXT:   br i1 %d1, label %l1, label %x1
; CHECK: x1:                                               ; preds = %l1
; CHECK-NEXT:   br label %join
; CHECK: l2:                                               ; preds = %l2, %entry
; CHECK-NEXT:   %j = phi i32 [ 0, %entry ], [ %j1, %l2 ]
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i32 %j
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   %j1 = add i32 %j, 1
; CHECK-NEXT:   %d2 = icmp slt i32 %j1, %n
; CHECK-NEXT:   br i1 %d2, label %l2, label %x2
; CHECK: x2:                                               ; preds = %l2
; CHECK-NEXT:   br label %join
; CHECK: join:                                             ; preds = %x2, %x1
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %r)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
