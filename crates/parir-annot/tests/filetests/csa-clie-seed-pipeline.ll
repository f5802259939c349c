; RUN: parir opt -passes=clie %s | FileCheck %s
; The seed's pipeline.loop example ("Internal Intrinsics" -> "pipeline.loop.{entry,exit}"),
; as the IR CLIE expands: a parallel_loop over rows whose inner loop is a pipeline_loop, after
; SROA, loop-simplify and LICM. The expansion reproduces the seed's output: the section entry
; %clie_pse goes ahead of the first memory-accessing instruction of the outer body (the
; pipeline_loop call, deleted afterwards), %ilpl_entry at the end of the inner preheader, the
; pipeline.loop.exit at the start of the inner exit block and the section exit after its store.
; Corrections to the seed's text: typed pointers (`double*`) are `ptr`; the declarations and
; the surrounding function are added.

declare void @llvm.csa.parallel.loop()
declare void @llvm.csa.pipeline.loop(i32)

define void @rows(ptr %in, ptr %out, i32 %n, i32 %block) {
entry:
  call void @llvm.csa.parallel.loop()
  br label %for.cond

for.cond:                                         ; preds = %for.cond.cleanup3, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc9, %for.cond.cleanup3 ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  ret void

for.body:                                         ; preds = %for.cond
  call void @llvm.csa.pipeline.loop(i32 0)
  %mul = mul nsw i32 %block, %i.0
  br label %for.cond1

for.cond1:                                        ; preds = %for.body4, %for.body
  %sum.0 = phi double [ 0.000000e+00, %for.body ], [ %add5, %for.body4 ]
  %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.body4 ]
  %cmp2 = icmp slt i32 %j.0, %block
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.body4:                                        ; preds = %for.cond1
  %add = add nsw i32 %mul, %j.0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds double, ptr %in, i64 %idxprom
  %0 = load double, ptr %arrayidx, align 8
  %add5 = fadd double %sum.0, %0
  %inc = add nsw i32 %j.0, 1
  br label %for.cond1

for.cond.cleanup3:                                ; preds = %for.cond1
  %idxprom6 = sext i32 %i.0 to i64
  %arrayidx7 = getelementptr inbounds double, ptr %out, i64 %idxprom6
  store double %sum.0, ptr %arrayidx7, align 8
  %inc9 = add nsw i32 %i.0, 1
  br label %for.cond
}

; CHECK: define void @rows(ptr %in, ptr %out, i32 %n, i32 %block) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT:   br label %for.cond
; CHECK: for.cond:                                         ; preds = %for.cond.cleanup3, %entry
; CHECK-NEXT:   %i.0 = phi i32 [ 0, %entry ], [ %inc9, %for.cond.cleanup3 ]
; CHECK-NEXT:   %cmp = icmp slt i32 %i.0, %n
; CHECK-NEXT:   br i1 %cmp, label %for.body, label %for.cond.cleanup
; CHECK: for.cond.cleanup:                                 ; preds = %for.cond
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
; CHECK-NEXT:   ret void
; CHECK: for.body:                                         ; preds = %for.cond
; CHECK-NEXT:   %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
; CHECK-NEXT:   %mul = mul nsw i32 %block, %i.0
; CHECK-NEXT:   %ilpl_entry = call i32 @llvm.csa.pipeline.loop.entry(i32 0)
; CHECK-NEXT:   br label %for.cond1
; CHECK: for.cond1:                                        ; preds = %for.body4, %for.body
; CHECK-NEXT:   %sum.0 = phi double [ 0.000000e+00, %for.body ], [ %add5, %for.body4 ]
; CHECK-NEXT:   %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.body4 ]
; CHECK-NEXT:   %cmp2 = icmp slt i32 %j.0, %block
; CHECK-NEXT:   br i1 %cmp2, label %for.body4, label %for.cond.cleanup3
; CHECK: for.body4:                                        ; preds = %for.cond1
; CHECK-NEXT:   %add = add nsw i32 %mul, %j.0
; CHECK-NEXT:   %idxprom = sext i32 %add to i64
; CHECK-NEXT:   %arrayidx = getelementptr inbounds double, ptr %in, i64 %idxprom
; CHECK-NEXT:   %0 = load double, ptr %arrayidx, align 8
; CHECK-NEXT:   %add5 = fadd double %sum.0, %0
; CHECK-NEXT:   %inc = add nsw i32 %j.0, 1
; CHECK-NEXT:   br label %for.cond1
; CHECK: for.cond.cleanup3:                                ; preds = %for.cond1
; CHECK-NEXT:   call void @llvm.csa.pipeline.loop.exit(i32 %ilpl_entry)
; CHECK-NEXT:   %idxprom6 = sext i32 %i.0 to i64
; CHECK-NEXT:   %arrayidx7 = getelementptr inbounds double, ptr %out, i64 %idxprom6
; CHECK-NEXT:   store double %sum.0, ptr %arrayidx7, align 8
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
; CHECK-NEXT:   %inc9 = add nsw i32 %i.0, 1
; CHECK-NEXT:   br label %for.cond
; CHECK-NEXT: }
