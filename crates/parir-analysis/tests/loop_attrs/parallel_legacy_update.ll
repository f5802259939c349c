; Adding an attribute gives the loop a new LoopID; the legacy
; llvm.mem.parallel_loop_access references (direct and in a list with the outer
; loop's ID) follow it, so both loops stay annotated parallel.
; RUN: loop-attrs %s '@f %inner add llvm.loop.unroll.count i32 4' | FileCheck %s --exact
define void @f(ptr %a, i64 %n) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %p = getelementptr inbounds i32, ptr %a, i64 %j
  %v = load i32, ptr %p, align 4, !llvm.mem.parallel_loop_access !2
  store i32 %v, ptr %p, align 4, !llvm.mem.parallel_loop_access !0
  %j.next = add nuw i64 %j, 1
  %c = icmp eq i64 %j.next, %n
  br i1 %c, label %outer.latch, label %inner, !llvm.loop !0

outer.latch:
  %i.next = add nuw i64 %i, 1
  %d = icmp eq i64 %i.next, %n
  br i1 %d, label %exit, label %outer, !llvm.loop !1

exit:
  ret void
}

!0 = distinct !{!0, !3}
!1 = distinct !{!1}
!2 = !{!1, !0}
!3 = !{!"llvm.loop.vectorize.enable", i1 true}
; CHECK: ; ModuleID = 'parallel_legacy_update.ll'
; CHECK: source_filename = "parallel_legacy_update.ll"
; CHECK:
; CHECK: define void @f(ptr %a, i64 %n) {
; CHECK: entry:
; CHECK:   br label %outer
; CHECK:
; CHECK: outer:                                            ; preds = %outer.latch, %entry
; CHECK:   %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
; CHECK:   br label %inner
; CHECK:
; CHECK: inner:                                            ; preds = %inner, %outer
; CHECK:   %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
; CHECK:   %p = getelementptr inbounds i32, ptr %a, i64 %j
; CHECK:   %v = load i32, ptr %p, align 4, !llvm.mem.parallel_loop_access !0
; CHECK:   store i32 %v, ptr %p, align 4, !llvm.mem.parallel_loop_access !2
; CHECK:   %j.next = add nuw i64 %j, 1
; CHECK:   %c = icmp eq i64 %j.next, %n
; CHECK:   br i1 %c, label %outer.latch, label %inner, !llvm.loop !2
; CHECK:
; CHECK: outer.latch:                                      ; preds = %inner
; CHECK:   %i.next = add nuw i64 %i, 1
; CHECK:   %d = icmp eq i64 %i.next, %n
; CHECK:   br i1 %d, label %exit, label %outer, !llvm.loop !1
; CHECK:
; CHECK: exit:                                             ; preds = %outer.latch
; CHECK:   ret void
; CHECK: }
; CHECK:
; CHECK: !0 = !{!1, !2}
; CHECK: !1 = distinct !{!1}
; CHECK: !2 = distinct !{!2, !3, !4}
; CHECK: !3 = !{!"llvm.loop.vectorize.enable", i1 true}
; CHECK: !4 = !{!"llvm.loop.unroll.count", i32 4}
