; RUN: parir opt -passes=clie %s | FileCheck %s
; Nested parallel loops (loop-simplified, rotated as clang -O1 emits them): each loop gets its
; own region (IDs 1000 and 1001, in program order). The outer section spans from the outer
; body's first block to the inner loop's exit block, so it contains the inner region; the
; inner section is the inner body. A pre-existing user region (ID 3) is kept, and the new IDs
; are above every ID of the function (a previous run's 1000 is not reused: here 1005 exists,
; so the new regions are 1006 and 1007).

declare void @llvm.csa.parallel.loop()
declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)

define void @mat(ptr %a, i64 %n, i64 %m) {
entry:
  %user = call i32 @llvm.csa.parallel.region.entry(i32 3)
  call void @llvm.csa.parallel.region.exit(i32 %user)
  %old = call i32 @llvm.csa.parallel.region.entry(i32 1005)
  call void @llvm.csa.parallel.region.exit(i32 %old)
  call void @llvm.csa.parallel.loop()
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %row = mul i64 %i, %m
  call void @llvm.csa.parallel.loop()
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  %v = load i32, ptr %p, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr %p, align 4
  %j1 = add nuw i64 %j, 1
  %cj = icmp ult i64 %j1, %m
  br i1 %cj, label %inner, label %outer.latch

outer.latch:
  %i1 = add nuw i64 %i, 1
  %ci = icmp ult i64 %i1, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; CHECK: define void @mat(ptr %a, i64 %n, i64 %m) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %user = call i32 @llvm.csa.parallel.region.entry(i32 3)
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %user)
; CHECK-NEXT:   %old = call i32 @llvm.csa.parallel.region.entry(i32 1005)
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %old)
; CHECK-NEXT:   %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1006)
; CHECK-NEXT:   br label %outer
; CHECK: outer:                                            ; preds = %outer.latch, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
; CHECK-NEXT:   %row = mul i64 %i, %m
; CHECK-NEXT:   %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
; CHECK-NEXT:   %clie_pre1 = call i32 @llvm.csa.parallel.region.entry(i32 1007)
; CHECK-NEXT:   br label %inner
; CHECK: inner:                                            ; preds = %inner, %outer
; CHECK-NEXT:   %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
; CHECK-NEXT:   %idx = add i64 %row, %j
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 %idx
; CHECK-NEXT:   %clie_pse2 = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre1)
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   %v1 = add i32 %v, 1
; CHECK-NEXT:   store i32 %v1, ptr %p, align 4
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %clie_pse2)
; CHECK-NEXT:   %j1 = add nuw i64 %j, 1
; CHECK-NEXT:   %cj = icmp ult i64 %j1, %m
; CHECK-NEXT:   br i1 %cj, label %inner, label %outer.latch
; CHECK: outer.latch:                                      ; preds = %inner
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %clie_pre1)
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
; CHECK-NEXT:   %i1 = add nuw i64 %i, 1
; CHECK-NEXT:   %ci = icmp ult i64 %i1, %n
; CHECK-NEXT:   br i1 %ci, label %outer, label %exit
; CHECK: exit:                                             ; preds = %outer.latch
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
