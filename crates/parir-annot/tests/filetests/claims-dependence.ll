; RUN: parir check %s | FileCheck %s
; parallel-claim-dependence: the dependence test proves, from affine subscripts, two covered
; accesses touching the same bytes in different iterations at a distance the claim rules
; out. Fires: a[i + 1] = a[i] under parallel_accesses; distance 2 under safelen 4; a sum kept
; in memory (the same address every iteration); a pointer induction reading p[-1]; a struct
; field of an array of structs. Silent: distance 4 under safelen 4, independent arrays, an
; unknown offset k, a constant trip count shorter than the distance, a loop-variant address.

%pair = type { i32, i32 }

define void @shift(ptr %a, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4, !llvm.access.group !1
  %i.next = add nuw nsw i64 %i, 1
  %q = getelementptr inbounds i32, ptr %a, i64 %i.next
  store i32 %v, ptr %q, align 4, !llvm.access.group !1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0
exit:
  ret void
}

define void @safelen_short(ptr %a, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 2, %entry ], [ %i.next, %body ]
  %m2 = add nsw i64 %i, -2
  %p = getelementptr inbounds float, ptr %a, i64 %m2
  %v = load float, ptr %p, align 4, !llvm.access.group !3
  %q = getelementptr inbounds float, ptr %a, i64 %i
  store float %v, ptr %q, align 4, !llvm.access.group !3
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !2
exit:
  ret void
}

define void @safelen_ok(ptr %a, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 4, %entry ], [ %i.next, %body ]
  %m4 = sub nsw i64 %i, 4
  %p = getelementptr inbounds float, ptr %a, i64 %m4
  %v = load float, ptr %p, align 4, !llvm.access.group !5
  %q = getelementptr inbounds float, ptr %a, i64 %i
  store float %v, ptr %q, align 4, !llvm.access.group !5
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !4
exit:
  ret void
}

define void @sum_in_memory(ptr %a, ptr %sum, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %p, align 4, !llvm.access.group !7
  %s = load i32, ptr %sum, align 4, !llvm.access.group !7
  %t = add i32 %s, %x
  store i32 %t, ptr %sum, align 4, !llvm.access.group !7
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !6
exit:
  ret void
}

define void @pointer_iv(ptr %a, ptr %end) {
entry:
  %start = getelementptr inbounds i64, ptr %a, i64 1
  br label %body
body:
  %p = phi ptr [ %start, %entry ], [ %p.next, %body ]
  %prev = getelementptr inbounds i64, ptr %p, i64 -1
  %x = load i64, ptr %prev, align 8, !llvm.access.group !9
  store i64 %x, ptr %p, align 8, !llvm.access.group !9
  %p.next = getelementptr inbounds i64, ptr %p, i64 1
  %done = icmp eq ptr %p.next, %end
  br i1 %done, label %exit, label %body, !llvm.loop !8
exit:
  ret void
}

define void @struct_field(ptr %s, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %i.next = add nuw nsw i64 %i, 1
  %f = getelementptr inbounds [64 x %pair], ptr %s, i64 0, i64 %i, i32 1
  %x = load i32, ptr %f, align 4, !llvm.access.group !11
  %g = getelementptr inbounds [64 x %pair], ptr %s, i64 0, i64 %i.next, i32 1
  store i32 %x, ptr %g, align 4, !llvm.access.group !11
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !10
exit:
  ret void
}

define void @independent(ptr %a, ptr %b, i64 %n, i64 %k) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %b, i64 %i
  %x = load i32, ptr %p, align 4, !llvm.access.group !13
  %q = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %x, ptr %q, align 4, !llvm.access.group !13
  %ik = add nsw i64 %i, %k
  %r = getelementptr inbounds i32, ptr %a, i64 %ik
  %y = load i32, ptr %r, align 4, !llvm.access.group !13
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !12
exit:
  ret void
}

define void @short_trip(ptr %a) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4, !llvm.access.group !15
  %i8 = add nuw nsw i64 %i, 8
  %q = getelementptr inbounds i32, ptr %a, i64 %i8
  store i32 %v, ptr %q, align 4, !llvm.access.group !15
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 4
  br i1 %done, label %exit, label %body, !llvm.loop !14
exit:
  ret void
}

define void @variant_address(ptr %a, ptr %idx, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %ip = getelementptr inbounds i64, ptr %idx, i64 %i
  %j = load i64, ptr %ip, align 8, !llvm.access.group !17
  %p = getelementptr inbounds i32, ptr %a, i64 %j
  store i32 1, ptr %p, align 4, !llvm.access.group !17
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !16
exit:
  ret void
}

!0 = distinct !{!0, !100}
!100 = !{!"llvm.loop.parallel_accesses", !1}
!1 = distinct !{}
!2 = distinct !{!2, !102}
!102 = !{!"llvm.loop.no_depends_safelen", !3, i32 4}
!3 = distinct !{}
!4 = distinct !{!4, !104}
!104 = !{!"llvm.loop.no_depends_safelen", !5, i32 4}
!5 = distinct !{}
!6 = distinct !{!6, !106}
!106 = !{!"llvm.loop.parallel_accesses", !7}
!7 = distinct !{}
!8 = distinct !{!8, !108}
!108 = !{!"llvm.loop.parallel_accesses", !9}
!9 = distinct !{}
!10 = distinct !{!10, !110}
!110 = !{!"llvm.loop.no_depends", !11}
!11 = distinct !{}
!12 = distinct !{!12, !112}
!112 = !{!"llvm.loop.parallel_accesses", !13}
!13 = distinct !{}
!14 = distinct !{!14, !114}
!114 = !{!"llvm.loop.parallel_accesses", !15}
!15 = distinct !{}
!16 = distinct !{!16, !116}
!116 = !{!"llvm.loop.parallel_accesses", !17}
!17 = distinct !{}

; CHECK: ; WARNING: warning: <unknown>:0:0: loop body in @shift claims parallel_accesses, but store to %q in %body in one iteration and load %v from %p in %body 1 iteration later access the same memory (a RAW dependence of distance 1) whenever the loop runs more than 1 iteration [parallel-claim-dependence] (at claims-dependence.ll:17:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: loop body in @safelen_short claims no_depends_safelen(4), but store to %q in %body in one iteration and load %v from %p in %body 2 iterations later access the same memory (a RAW dependence of distance 2) whenever the loop runs more than 2 iterations [parallel-claim-dependence] (at claims-dependence.ll:34:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: loop body in @sum_in_memory claims parallel_accesses, but store to %sum in %body and load %s from %sum in %body access the same loop-invariant memory in every iteration (a RAW dependence at distance 1) whenever the loop runs more than 1 iteration [parallel-claim-dependence] (at claims-dependence.ll:68:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: loop body in @pointer_iv claims parallel_accesses, but store to %p in %body in one iteration and load %x from %prev in %body 1 iteration later access the same memory (a RAW dependence of distance 1) whenever the loop runs more than 1 iteration [parallel-claim-dependence] (at claims-dependence.ll:85:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: loop body in @struct_field claims no_depends, but store to %g in %body in one iteration and load %x from %f in %body 1 iteration later access the same memory (a RAW dependence of distance 1) whenever the loop runs more than 1 iteration [parallel-claim-dependence] (at claims-dependence.ll:101:3)
