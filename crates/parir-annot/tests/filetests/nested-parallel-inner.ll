; RUN: parir opt -passes=ivdep-lower %s | FileCheck %s
; CHECK-NOT: __parir
; Rule 2 with nesting: PARIR_IVDEP_SAFELEN(8) on the outer loop, PARIR_PARALLEL_LOOP() on the
; inner one. Both cover all accesses, so they share the groups per level: the outer-only store
; is in a group only the outer no_depends_safelen lists, the inner accesses (the call too) in
; one both loops list, and LLVM sees the inner loop as parallel.

declare void @__parir_ivdep_safelen(i32)
declare void @__parir_parallel_loop()
declare void @g(ptr)

define void @nest(ptr %A, i64 %n, i64 %m) {
entry:
  call void @__parir_ivdep_safelen(i32 8)
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %pa = getelementptr inbounds float, ptr %A, i64 %i
  store float 0.000000e+00, ptr %pa, align 4
  call void @__parir_parallel_loop()
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %pj = getelementptr inbounds float, ptr %A, i64 %j
  %x = load float, ptr %pj, align 4
  call void @g(ptr %pj)
  %j.next = add nuw i64 %j, 1
  %cj = icmp eq i64 %j.next, %m
  br i1 %cj, label %outer.latch, label %inner

outer.latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp eq i64 %i.next, %n
  br i1 %ci, label %exit, label %outer

exit:
  ret void
}

; CHECK: define void @nest(ptr %A, i64 %n, i64 %m) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %outer
; CHECK: outer:                                            ; preds = %outer.latch, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
; CHECK-NEXT:   %pa = getelementptr inbounds float, ptr %A, i64 %i
; CHECK-NEXT:   store float 0.000000e+00, ptr %pa, align 4, !llvm.access.group !0
; CHECK-NEXT:   br label %inner
; CHECK: inner:                                            ; preds = %inner, %outer
; CHECK-NEXT:   %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
; CHECK-NEXT:   %pj = getelementptr inbounds float, ptr %A, i64 %j
; CHECK-NEXT:   %x = load float, ptr %pj, align 4, !llvm.access.group !1
; CHECK-NEXT:   call void @g(ptr %pj), !llvm.access.group !1
; CHECK-NEXT:   %j.next = add nuw i64 %j, 1
; CHECK-NEXT:   %cj = icmp eq i64 %j.next, %m
; CHECK-NEXT:   br i1 %cj, label %outer.latch, label %inner, !llvm.loop !2
; CHECK: outer.latch:                                      ; preds = %inner
; CHECK-NEXT:   %i.next = add nuw i64 %i, 1
; CHECK-NEXT:   %ci = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %ci, label %exit, label %outer, !llvm.loop !4
; CHECK: exit:                                             ; preds = %outer.latch
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{}
; CHECK-NEXT: !2 = distinct !{!2, !3}
; CHECK-NEXT: !3 = !{!"llvm.loop.parallel_accesses", !1}
; CHECK-NEXT: !4 = distinct !{!4, !5}
; CHECK-NEXT: !5 = !{!"llvm.loop.no_depends_safelen", !0, !1, i32 8}
