; RUN: parir opt -passes=ivdep-to-directives %s | FileCheck %s
; ivdep -> directives (issue 18, item 5): a loop whose parallel_accesses / no_depends claim
; covers every access becomes a DIR.OMP.SIMD region around it (no_depends_safelen S: with
; QUAL.OMP.SAFELEN(S)) listing the pointers it uses as QUAL.OMP.SHARED (the RFC's property
; C), and the claim attribute goes. A claim on some accesses only (@partial) has no directive
; form; a loop whose exit is also entered from elsewhere (@shared_exit) cannot be wrapped:
; both get a located warning and keep their metadata.

define void @axpy(ptr %x, ptr %y, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %vx = load float, ptr %px, align 4, !llvm.access.group !1
  %py = getelementptr inbounds float, ptr %y, i64 %i
  %vy = load float, ptr %py, align 4, !llvm.access.group !1
  %s = fadd float %vx, %vy
  store float %s, ptr %py, align 4, !llvm.access.group !1
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  ret void
}

define void @shift(ptr %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 4, %entry ], [ %i.next, %loop ]
  %j = sub i64 %i, 4
  %pj = getelementptr inbounds i32, ptr %a, i64 %j
  %v = load i32, ptr %pj, align 4, !llvm.access.group !3
  %pi = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %v, ptr %pi, align 4, !llvm.access.group !3
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !2

exit:
  ret void
}

define void @partial(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 1, ptr %pa, align 4, !llvm.access.group !5
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  store i32 2, ptr %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !4

exit:
  ret void
}

define void @shared_exit(ptr %a, i64 %n, i1 %skip) {
entry:
  br i1 %skip, label %exit, label %pre

pre:
  br label %loop

loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p, align 4, !llvm.access.group !10
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !9

exit:
  ret void
}

!0 = distinct !{!0, !6}
!1 = distinct !{}
!2 = distinct !{!2, !7}
!3 = distinct !{}
!4 = distinct !{!4, !8}
!5 = distinct !{}
!6 = !{!"llvm.loop.parallel_accesses", !1}
!7 = !{!"llvm.loop.no_depends_safelen", !3, i32 4}
!8 = !{!"llvm.loop.no_depends", !5}
!9 = distinct !{!9, !11}
!10 = distinct !{}
!11 = !{!"llvm.loop.parallel_accesses", !10}

; CHECK: ; WARNING: warning: <unknown>:0:0: loop loop in @partial: the claim covers some of the loop's accesses only; no directive says that, the loop keeps its metadata [hub-partial-claim] (at hub-ivdep-to-directives.ll:60:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: the loop's exit block is also entered from outside the loop; the loop keeps its metadata (run loop-simplify first) [hub-loop-not-simplified] (at hub-ivdep-to-directives.ll:79:3)
; CHECK: define void @axpy(ptr %x, ptr %y, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %0 = call token @llvm.directive.region.entry() [ "DIR.OMP.SIMD"(), "QUAL.OMP.SHARED"(ptr %x, ptr %y) ]
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %px = getelementptr inbounds float, ptr %x, i64 %i
; CHECK-NEXT:   %vx = load float, ptr %px, align 4, !llvm.access.group !0
; CHECK-NEXT:   %py = getelementptr inbounds float, ptr %y, i64 %i
; CHECK-NEXT:   %vy = load float, ptr %py, align 4, !llvm.access.group !0
; CHECK-NEXT:   %s = fadd float %vx, %vy
; CHECK-NEXT:   store float %s, ptr %py, align 4, !llvm.access.group !0
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %done = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop, !llvm.loop !1
; CHECK: exit:                                             ; preds = %loop
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %0) [ "DIR.OMP.END.SIMD"() ]
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @shift(ptr %a, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %0 = call token @llvm.directive.region.entry() [ "DIR.OMP.SIMD"(), "QUAL.OMP.SAFELEN"(i32 4), "QUAL.OMP.SHARED"(ptr %a) ]
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i64 [ 4, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %j = sub i64 %i, 4
; CHECK-NEXT:   %pj = getelementptr inbounds i32, ptr %a, i64 %j
; CHECK-NEXT:   %v = load i32, ptr %pj, align 4, !llvm.access.group !2
; CHECK-NEXT:   %pi = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   store i32 %v, ptr %pi, align 4, !llvm.access.group !2
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %done = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop, !llvm.loop !3
; CHECK: exit:                                             ; preds = %loop
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %0) [ "DIR.OMP.END.SIMD"() ]
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @partial(ptr %a, ptr %b, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %pa = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   store i32 1, ptr %pa, align 4, !llvm.access.group !4
; CHECK-NEXT:   %pb = getelementptr inbounds i32, ptr %b, i64 %i
; CHECK-NEXT:   store i32 2, ptr %pb, align 4
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %done = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop, !llvm.loop !5
; CHECK: exit:                                             ; preds = %loop
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @shared_exit(ptr %a, i64 %n, i1 %skip) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %skip, label %exit, label %pre
; CHECK: pre:                                              ; preds = %entry
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %pre
; CHECK-NEXT:   %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   store i32 0, ptr %p, align 4, !llvm.access.group !7
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %done = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop, !llvm.loop !8
; CHECK: exit:                                             ; preds = %loop, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{!1}
; CHECK-NEXT: !2 = distinct !{}
; CHECK-NEXT: !3 = distinct !{!3}
; CHECK-NEXT: !4 = distinct !{}
; CHECK-NEXT: !5 = distinct !{!5, !6}
; CHECK-NEXT: !6 = !{!"llvm.loop.no_depends", !4}
; CHECK-NEXT: !7 = distinct !{}
; CHECK-NEXT: !8 = distinct !{!8, !9}
; CHECK-NEXT: !9 = !{!"llvm.loop.parallel_accesses", !7}
