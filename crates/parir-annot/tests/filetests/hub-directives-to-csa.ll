; RUN: parir opt -passes=directives-to-csa %s | FileCheck %s
; directives -> CSA (issue 18, item 4): a DIR.OMP.PARALLEL.LOOP covering every access with
; SHARED / NUM_THREADS / SCHEDULE.STATIC clauses only becomes the CSA builtin at the end of
; the preheader: llvm.csa.parallel.loop() without NUM_THREADS (@plain), llvm.csa.spmd(W,
; chunk) with it (@spmd, chunk 4 from SCHEDULE.STATIC; @spmd_default, chunk 0). A PRIVATE
; clause (@with_private) or a dynamic schedule (@dynamic) has no CSA form: a located warning,
; and the region stays.

declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)

define void @plain(ptr %a, i64 %n) {
entry:
  %r = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.SHARED"(ptr %a) ]
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 1, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  ret void
}

define void @spmd(ptr %a, i64 %n) {
entry:
  %r = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.NUM_THREADS"(i32 3), "QUAL.OMP.SCHEDULE.STATIC"(i32 4), "QUAL.OMP.SHARED"(ptr %a) ]
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 2, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  ret void
}

define void @spmd_default(ptr %a, i64 %n) {
entry:
  %r = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.NUM_THREADS"(i32 2), "QUAL.OMP.SHARED"(ptr %a) ]
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 3, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  ret void
}

define void @with_private(ptr %a, i32 %n) {
entry:
  %t = alloca i32
  %r = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.SHARED"(ptr %a), "QUAL.OMP.PRIVATE"(ptr %t) ]
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %t
  %tv = load i32, ptr %t
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 %tv, ptr %p
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  ret void
}

define void @dynamic(ptr %a, i32 %n) {
entry:
  %r = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.SCHEDULE.DYNAMIC"(i32 1), "QUAL.OMP.SHARED"(ptr %a) ]
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  ret void
}

; CHECK: ; WARNING: warning: <unknown>:0:0: loop loop in @with_private: DIR.OMP.PARALLEL.LOOP has clause QUAL.OMP.PRIVATE, which the CSA builtins cannot say; the region stays [hub-directive-not-expressible] (at hub-directives-to-csa.ll:69:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: loop loop in @dynamic: DIR.OMP.PARALLEL.LOOP has clause QUAL.OMP.SCHEDULE.DYNAMIC, which the CSA builtins cannot say; the region stays [hub-directive-not-expressible] (at hub-directives-to-csa.ll:89:3)
; CHECK: define void @plain(ptr %a, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   call void @llvm.csa.parallel.loop()
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %done = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK: exit:                                             ; preds = %loop
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @spmd(ptr %a, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   call void @llvm.csa.spmd(i32 3, i32 4)
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   store i32 2, ptr %p, align 4
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %done = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK: exit:                                             ; preds = %loop
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @spmd_default(ptr %a, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   call void @llvm.csa.spmd(i32 2, i32 0)
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   store i32 3, ptr %p, align 4
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %done = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK: exit:                                             ; preds = %loop
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @with_private(ptr %a, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %t = alloca i32
; CHECK-NEXT:   %r = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.SHARED"(ptr %a), "QUAL.OMP.PRIVATE"(ptr %t) ]
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   store i32 %i, ptr %t
; CHECK-NEXT:   %tv = load i32, ptr %t
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i32 %i
; CHECK-NEXT:   store i32 %tv, ptr %p
; CHECK-NEXT:   %i.next = add nsw i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK: exit:                                             ; preds = %loop
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @dynamic(ptr %a, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %r = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.SCHEDULE.DYNAMIC"(i32 1), "QUAL.OMP.SHARED"(ptr %a) ]
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i32 %i
; CHECK-NEXT:   store i32 %i, ptr %p
; CHECK-NEXT:   %i.next = add nsw i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK: exit:                                             ; preds = %loop
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
