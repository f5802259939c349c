; RUN: parir opt -passes=directives-to-ivdep %s | FileCheck %s
; directives -> ivdep (issue 18, item 5): a loop directive whose claim covers every access,
; with SHARED / SAFELEN / SIMDLEN clauses only, becomes access groups and
; llvm.loop.parallel_accesses (SAFELEN(S): llvm.loop.no_depends_safelen S), and the region
; goes, so LLVM's vectorizer sees the claim. A group every access already has is reused
; (@simd_from_metadata: what ivdep-to-directives made). What loop metadata cannot say stays,
; with a located warning: a PRIVATE / REDUCTION clause (@with_private), NUM_THREADS
; (@with_threads).

declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)

define void @parallel_loop(ptr %a, ptr %b, i64 %n) {
entry:
  %r = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.SHARED"(ptr %a, ptr %b) ]
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %v = load i32, ptr %pb, align 4
  %w = mul i32 %v, 3
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %w, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  ret void
}

define void @simd_safelen(ptr %a, i64 %n) {
entry:
  %r = call token @llvm.directive.region.entry() [ "DIR.OMP.SIMD"(), "QUAL.OMP.SAFELEN"(i32 8), "QUAL.OMP.SHARED"(ptr %a) ]
  br label %loop

loop:
  %i = phi i64 [ 8, %entry ], [ %i.next, %loop ]
  %j = sub i64 %i, 8
  %pj = getelementptr inbounds i32, ptr %a, i64 %j
  %v = load i32, ptr %pj, align 4
  %pi = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %v, ptr %pi, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.SIMD"() ]
  ret void
}

define void @simd_from_metadata(ptr %x, i64 %n) {
entry:
  %r = call token @llvm.directive.region.entry() [ "DIR.OMP.SIMD"(), "QUAL.OMP.SHARED"(ptr %x) ]
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %vx = load float, ptr %px, align 4, !llvm.access.group !1
  %s = fadd float %vx, 1.0
  store float %s, ptr %px, align 4, !llvm.access.group !1
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.SIMD"() ]
  ret void
}

define i32 @with_private(ptr %a, i32 %n) {
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
  ret i32 0
}

define void @with_threads(ptr %a, i32 %n) {
entry:
  %r = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.NUM_THREADS"(i32 4), "QUAL.OMP.SHARED"(ptr %a) ]
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

!0 = distinct !{!0}
!1 = distinct !{}

; CHECK: ; WARNING: warning: <unknown>:0:0: loop loop in @with_private: DIR.OMP.PARALLEL.LOOP has clause QUAL.OMP.PRIVATE, which loop metadata cannot say; the region stays [hub-directive-not-expressible] (at hub-directives-to-ivdep.ll:78:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: loop loop in @with_threads: DIR.OMP.PARALLEL.LOOP has clause QUAL.OMP.NUM_THREADS, which loop metadata cannot say; the region stays [hub-directive-not-expressible] (at hub-directives-to-ivdep.ll:98:3)
; CHECK: define void @parallel_loop(ptr %a, ptr %b, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %pb = getelementptr inbounds i32, ptr %b, i64 %i
; CHECK-NEXT:   %v = load i32, ptr %pb, align 4, !llvm.access.group !0
; CHECK-NEXT:   %w = mul i32 %v, 3
; CHECK-NEXT:   %pa = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   store i32 %w, ptr %pa, align 4, !llvm.access.group !0
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %done = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop, !llvm.loop !1
; CHECK: exit:                                             ; preds = %loop
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @simd_safelen(ptr %a, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i64 [ 8, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %j = sub i64 %i, 8
; CHECK-NEXT:   %pj = getelementptr inbounds i32, ptr %a, i64 %j
; CHECK-NEXT:   %v = load i32, ptr %pj, align 4, !llvm.access.group !3
; CHECK-NEXT:   %pi = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   store i32 %v, ptr %pi, align 4, !llvm.access.group !3
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %done = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop, !llvm.loop !4
; CHECK: exit:                                             ; preds = %loop
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @simd_from_metadata(ptr %x, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %px = getelementptr inbounds float, ptr %x, i64 %i
; CHECK-NEXT:   %vx = load float, ptr %px, align 4, !llvm.access.group !6
; CHECK-NEXT:   %s = fadd float %vx, 1.000000e+00
; CHECK-NEXT:   store float %s, ptr %px, align 4, !llvm.access.group !6
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %done = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop, !llvm.loop !7
; CHECK: exit:                                             ; preds = %loop
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define i32 @with_private(ptr %a, i32 %n) {
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
; CHECK-NEXT:   ret i32 0
; CHECK-NEXT: }
; CHECK: define void @with_threads(ptr %a, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %r = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.NUM_THREADS"(i32 4), "QUAL.OMP.SHARED"(ptr %a) ]
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
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{!1, !2}
; CHECK-NEXT: !2 = !{!"llvm.loop.parallel_accesses", !0}
; CHECK-NEXT: !3 = distinct !{}
; CHECK-NEXT: !4 = distinct !{!4, !5}
; CHECK-NEXT: !5 = !{!"llvm.loop.no_depends_safelen", !3, i32 8}
; CHECK-NEXT: !6 = distinct !{}
; CHECK-NEXT: !7 = distinct !{!7, !8}
; CHECK-NEXT: !8 = !{!"llvm.loop.parallel_accesses", !6}
