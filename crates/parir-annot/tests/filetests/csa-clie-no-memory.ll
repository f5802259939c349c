; RUN: parir opt -passes=clie %s | FileCheck %s
; parallel_loop on a loop without memory accesses or subloops: a warning, nothing added.
; A pipeline_loop ignores the section and always gets its pair. A loop intrinsic that no loop
; follows (it is after the last loop) is a warning, and deleted like every loop intrinsic.

declare void @llvm.csa.parallel.loop()
declare void @llvm.csa.pipeline.loop(i32)

define i64 @sum(i64 %n) {
entry:
  call void @llvm.csa.parallel.loop()
  br label %l1

l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1 ]
  %s = phi i64 [ 0, %entry ], [ %s1, %l1 ]
  %s1 = add i64 %s, %i
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %l1, label %x1

x1:
  call void @llvm.csa.pipeline.loop(i32 4)
  br label %l2

l2:
  %j = phi i64 [ 0, %x1 ], [ %j1, %l2 ]
  %t = phi i64 [ %s1, %x1 ], [ %t1, %l2 ]
  %t1 = mul i64 %t, 3
  %j1 = add i64 %j, 1
  %c2 = icmp ult i64 %j1, %n
  br i1 %c2, label %l2, label %x2

x2:
  call void @llvm.csa.parallel.loop()
  ret i64 %t1
}

; CHECK: ; WARNING: warning: <unknown>:0:0: parallel_loop on loop %l1 in @sum, which has no memory accesses and no subloops: the intrinsic has no effect [csa-parallel-loop-no-memory] (at csa-clie-no-memory.ll:11:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: no loop follows this loop intrinsic in @sum (a loop finds its intrinsic by searching backwards from its preheader through single predecessors at the same loop level); it is deleted [csa-loop-intrinsic-without-loop] (at csa-clie-no-memory.ll:35:3)
; CHECK: define i64 @sum(i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %l1
; CHECK: l1:                                               ; preds = %l1, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i1, %l1 ]
; CHECK-NEXT:   %s = phi i64 [ 0, %entry ], [ %s1, %l1 ]
; CHECK-NEXT:   %s1 = add i64 %s, %i
; CHECK-NEXT:   %i1 = add i64 %i, 1
; CHECK-NEXT:   %c = icmp ult i64 %i1, %n
; CHECK-NEXT:   br i1 %c, label %l1, label %x1
; CHECK: x1:                                               ; preds = %l1
; CHECK-NEXT:   %ilpl_entry = call i32 @llvm.csa.pipeline.loop.entry(i32 4)
; CHECK-NEXT:   br label %l2
; CHECK: l2:                                               ; preds = %l2, %x1
; CHECK-NEXT:   %j = phi i64 [ 0, %x1 ], [ %j1, %l2 ]
; CHECK-NEXT:   %t = phi i64 [ %s1, %x1 ], [ %t1, %l2 ]
; CHECK-NEXT:   %t1 = mul i64 %t, 3
; CHECK-NEXT:   %j1 = add i64 %j, 1
; CHECK-NEXT:   %c2 = icmp ult i64 %j1, %n
; CHECK-NEXT:   br i1 %c2, label %l2, label %x2
; CHECK: x2:                                               ; preds = %l2
; CHECK-NEXT:   call void @llvm.csa.pipeline.loop.exit(i32 %ilpl_entry)
; CHECK-NEXT:   ret i64 %t1
; CHECK-NEXT: }
