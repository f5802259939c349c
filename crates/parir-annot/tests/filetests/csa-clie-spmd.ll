; RUN: parir opt -passes=clie %s | FileCheck %s
; spmd(2, 1) on the seed's spmdization example loop (a product without memory accesses): the
; spmdization.entry/exit pair encloses the loop, and no region is made since there is nothing
; to put in a section (no warning: SPMDization still clones such loops, seed "spmd_" under
; "Additional Expansion Logic"). The second loop, with a store, gets the region and section
; inside the spmdization pair; the third uses spmdization(2, "cyclic"), chunk size 1.

declare void @llvm.csa.spmd(i32, i32)
declare void @llvm.csa.spmdization(i32, ptr)

@.str = private unnamed_addr constant [7 x i8] c"cyclic\00", align 1

define i32 @prod(i32 %n, ptr %a) {
entry:
  call void @llvm.csa.spmd(i32 2, i32 1)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %entry
  %prod.0 = phi i32 [ 1, %entry ], [ %mul, %for.body ]
  %i.0 = phi i32 [ 2, %entry ], [ %inc, %for.body ]
  %cmp = icmp sle i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.body:                                         ; preds = %for.cond
  %mul = mul nsw i32 %prod.0, %i.0
  %inc = add nsw i32 %i.0, 1
  br label %for.cond

for.cond.cleanup:                                 ; preds = %for.cond
  call void @llvm.csa.spmd(i32 8, i32 0)
  br label %l2

l2:
  %k = phi i32 [ 0, %for.cond.cleanup ], [ %k1, %l2 ]
  %p = getelementptr inbounds i32, ptr %a, i32 %k
  store i32 %k, ptr %p, align 4
  %k1 = add nsw i32 %k, 1
  %c2 = icmp slt i32 %k1, %n
  br i1 %c2, label %l2, label %x2

x2:
  call void @llvm.csa.spmdization(i32 2, ptr @.str)
  br label %l3

l3:
  %q = phi i32 [ 0, %x2 ], [ %q1, %l3 ]
  %pq = getelementptr inbounds i32, ptr %a, i32 %q
  store i32 %prod.0, ptr %pq, align 4
  %q1 = add nsw i32 %q, 1
  %c3 = icmp slt i32 %q1, %n
  br i1 %c3, label %l3, label %x3

x3:
  ret i32 %prod.0
}

; CHECK: define i32 @prod(i32 %n, ptr %a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %spmdization_entry = call i32 @llvm.csa.spmdization.entry(i32 2, i32 1)
; CHECK-NEXT:   br label %for.cond
; CHECK: for.cond:                                         ; preds = %for.body, %entry
; CHECK-NEXT:   %prod.0 = phi i32 [ 1, %entry ], [ %mul, %for.body ]
; CHECK-NEXT:   %i.0 = phi i32 [ 2, %entry ], [ %inc, %for.body ]
; CHECK-NEXT:   %cmp = icmp sle i32 %i.0, %n
; CHECK-NEXT:   br i1 %cmp, label %for.body, label %for.cond.cleanup
; CHECK: for.body:                                         ; preds = %for.cond
; CHECK-NEXT:   %mul = mul nsw i32 %prod.0, %i.0
; CHECK-NEXT:   %inc = add nsw i32 %i.0, 1
; CHECK-NEXT:   br label %for.cond
; CHECK: for.cond.cleanup:                                 ; preds = %for.cond
; CHECK-NEXT:   call void @llvm.csa.spmdization.exit(i32 %spmdization_entry)
; CHECK-NEXT:   %spmdization_entry1 = call i32 @llvm.csa.spmdization.entry(i32 8, i32 0)
; CHECK-NEXT:   %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT:   br label %l2
; CHECK: l2:                                               ; preds = %l2, %for.cond.cleanup
; CHECK-NEXT:   %k = phi i32 [ 0, %for.cond.cleanup ], [ %k1, %l2 ]
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i32 %k
; CHECK-NEXT:   %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
; CHECK-NEXT:   store i32 %k, ptr %p, align 4
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
; CHECK-NEXT:   %k1 = add nsw i32 %k, 1
; CHECK-NEXT:   %c2 = icmp slt i32 %k1, %n
; CHECK-NEXT:   br i1 %c2, label %l2, label %x2
; CHECK: x2:                                               ; preds = %l2
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
; CHECK-NEXT:   call void @llvm.csa.spmdization.exit(i32 %spmdization_entry1)
; CHECK-NEXT:   %spmdization_entry2 = call i32 @llvm.csa.spmdization.entry(i32 2, i32 1)
; CHECK-NEXT:   %clie_pre3 = call i32 @llvm.csa.parallel.region.entry(i32 1001)
; CHECK-NEXT:   br label %l3
; CHECK: l3:                                               ; preds = %l3, %x2
; CHECK-NEXT:   %q = phi i32 [ 0, %x2 ], [ %q1, %l3 ]
; CHECK-NEXT:   %pq = getelementptr inbounds i32, ptr %a, i32 %q
; CHECK-NEXT:   %clie_pse4 = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre3)
; CHECK-NEXT:   store i32 %prod.0, ptr %pq, align 4
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %clie_pse4)
; CHECK-NEXT:   %q1 = add nsw i32 %q, 1
; CHECK-NEXT:   %c3 = icmp slt i32 %q1, %n
; CHECK-NEXT:   br i1 %c3, label %l3, label %x3
; CHECK: x3:                                               ; preds = %l3
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %clie_pre3)
; CHECK-NEXT:   call void @llvm.csa.spmdization.exit(i32 %spmdization_entry2)
; CHECK-NEXT:   ret i32 %prod.0
; CHECK-NEXT: }
