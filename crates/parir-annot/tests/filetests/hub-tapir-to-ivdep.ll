; RUN: parir opt -passes=tapir-to-ivdep %s | FileCheck %s
; Tapir / markers -> ivdep (issue 18, item 5): a cilk_for loop whose tasks hold every memory
; access of the loop becomes its serial elision with an access group on each access and
; llvm.loop.parallel_accesses, so LLVM's vectorizer sees the claim; the sync of its region
; and the region go when nothing else uses them (@scale in Tapir, @scale_markers in the RFC's
; marker form). A spawn outside a loop stays (@spawn_and_loop keeps its detach of %t and the
; sync of the function's region). An -O0 loop whose induction variable lives in memory
; (@o0_loop) would claim those accesses too: a located warning, and it stays Tapir.

declare token @llvm.syncregion.start()
declare i1 @llvm.directive.marker()

define void @scale(ptr %x, i64 %n) {
entry:
  %sr = call token @llvm.syncregion.start()
  br label %pfor.detach

pfor.detach:
  %i = phi i64 [ 0, %entry ], [ %i.next, %pfor.inc ]
  detach within %sr, label %pfor.body, label %pfor.inc

pfor.body:
  %p = getelementptr inbounds i64, ptr %x, i64 %i
  %v = load i64, ptr %p, align 8
  %w = shl i64 %v, 1
  store i64 %w, ptr %p, align 8
  reattach within %sr, label %pfor.inc

pfor.inc:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %pfor.end, label %pfor.detach

pfor.end:
  sync within %sr, label %exit

exit:
  ret void
}

define void @scale_markers(ptr %x, i64 %n) {
entry:
  %sr = call token @llvm.syncregion.start()
  br label %pfor.detach

pfor.detach:
  %i = phi i64 [ 0, %entry ], [ %i.next, %pfor.inc ]
  %c = call i1 @llvm.directive.marker() [ "detach_task"(token %sr) ]
  br i1 %c, label %pfor.body, label %pfor.inc

pfor.body:
  %p = getelementptr inbounds i64, ptr %x, i64 %i
  %v = load i64, ptr %p, align 8
  %w = shl i64 %v, 1
  store i64 %w, ptr %p, align 8
  %r = call i1 @llvm.directive.marker() [ "reattach_task"(token %sr) ]
  br label %pfor.inc

pfor.inc:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %pfor.end, label %pfor.detach

pfor.end:
  %s = call i1 @llvm.directive.marker() [ "local_barrier"(token %sr) ]
  br label %exit

exit:
  ret void
}

define void @spawn_and_loop(ptr %x, ptr %y, i64 %n) {
entry:
  %sr = call token @llvm.syncregion.start()
  detach within %sr, label %t, label %go

t:
  store i64 1, ptr %y, align 8
  reattach within %sr, label %go

go:
  %sl = call token @llvm.syncregion.start()
  br label %pfor.detach

pfor.detach:
  %i = phi i64 [ 0, %go ], [ %i.next, %pfor.inc ]
  detach within %sl, label %pfor.body, label %pfor.inc

pfor.body:
  %p = getelementptr inbounds i64, ptr %x, i64 %i
  store i64 %i, ptr %p, align 8
  reattach within %sl, label %pfor.inc

pfor.inc:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %pfor.end, label %pfor.detach

pfor.end:
  sync within %sl, label %after

after:
  sync within %sr, label %exit

exit:
  ret void
}

define void @o0_loop(ptr %x, i64 %n) {
entry:
  %i.addr = alloca i64, align 8
  %sr = call token @llvm.syncregion.start()
  store i64 0, ptr %i.addr, align 8
  br label %pfor.cond

pfor.cond:
  %i = load i64, ptr %i.addr, align 8
  detach within %sr, label %pfor.body, label %pfor.inc

pfor.body:
  %p = getelementptr inbounds i64, ptr %x, i64 %i
  store i64 %i, ptr %p, align 8
  reattach within %sr, label %pfor.inc

pfor.inc:
  %i.next = add nuw nsw i64 %i, 1
  store i64 %i.next, ptr %i.addr, align 8
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %pfor.end, label %pfor.cond

pfor.end:
  sync within %sr, label %exit

exit:
  ret void
}

; CHECK: ; WARNING: warning: <unknown>:0:0: loop pfor.cond in @o0_loop: 2 memory access(es) of the loop lie outside its tasks (loop control in memory?); parallel_accesses would claim them too, so the loop keeps its detach form [hub-task-loop-not-expressible] (at hub-tapir-to-ivdep.ll:118:3)
; CHECK: define void @scale(ptr %x, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %pfor.detach
; CHECK: pfor.detach:                                      ; preds = %pfor.inc, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %pfor.inc ]
; CHECK-NEXT:   br label %pfor.body
; CHECK: pfor.body:                                        ; preds = %pfor.detach
; CHECK-NEXT:   %p = getelementptr inbounds i64, ptr %x, i64 %i
; CHECK-NEXT:   %v = load i64, ptr %p, align 8, !llvm.access.group !0
; CHECK-NEXT:   %w = shl i64 %v, 1
; CHECK-NEXT:   store i64 %w, ptr %p, align 8, !llvm.access.group !0
; CHECK-NEXT:   br label %pfor.inc
; CHECK: pfor.inc:                                         ; preds = %pfor.body
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %done = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %pfor.end, label %pfor.detach, !llvm.loop !1
; CHECK: pfor.end:                                         ; preds = %pfor.inc
; CHECK-NEXT:   br label %exit
; CHECK: exit:                                             ; preds = %pfor.end
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @scale_markers(ptr %x, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %pfor.detach
; CHECK: pfor.detach:                                      ; preds = %pfor.inc, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %pfor.inc ]
; CHECK-NEXT:   br label %pfor.body
; CHECK: pfor.body:                                        ; preds = %pfor.detach
; CHECK-NEXT:   %p = getelementptr inbounds i64, ptr %x, i64 %i
; CHECK-NEXT:   %v = load i64, ptr %p, align 8, !llvm.access.group !3
; CHECK-NEXT:   %w = shl i64 %v, 1
; CHECK-NEXT:   store i64 %w, ptr %p, align 8, !llvm.access.group !3
; CHECK-NEXT:   br label %pfor.inc
; CHECK: pfor.inc:                                         ; preds = %pfor.body
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %done = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %pfor.end, label %pfor.detach, !llvm.loop !4
; CHECK: pfor.end:                                         ; preds = %pfor.inc
; CHECK-NEXT:   br label %exit
; CHECK: exit:                                             ; preds = %pfor.end
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @spawn_and_loop(ptr %x, ptr %y, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %sr = call token @llvm.syncregion.start()
; CHECK-NEXT:   detach within %sr, label %t, label %go
; CHECK: t:                                                ; preds = %entry
; CHECK-NEXT:   store i64 1, ptr %y, align 8
; CHECK-NEXT:   reattach within %sr, label %go
; CHECK: go:                                               ; preds = %t, %entry
; CHECK-NEXT:   br label %pfor.detach
; CHECK: pfor.detach:                                      ; preds = %pfor.inc, %go
; CHECK-NEXT:   %i = phi i64 [ 0, %go ], [ %i.next, %pfor.inc ]
; CHECK-NEXT:   br label %pfor.body
; CHECK: pfor.body:                                        ; preds = %pfor.detach
; CHECK-NEXT:   %p = getelementptr inbounds i64, ptr %x, i64 %i
; CHECK-NEXT:   store i64 %i, ptr %p, align 8, !llvm.access.group !6
; CHECK-NEXT:   br label %pfor.inc
; CHECK: pfor.inc:                                         ; preds = %pfor.body
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %done = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %pfor.end, label %pfor.detach, !llvm.loop !7
; CHECK: pfor.end:                                         ; preds = %pfor.inc
; CHECK-NEXT:   br label %after
; CHECK: after:                                            ; preds = %pfor.end
; CHECK-NEXT:   sync within %sr, label %exit
; CHECK: exit:                                             ; preds = %after
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @o0_loop(ptr %x, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %i.addr = alloca i64, align 8
; CHECK-NEXT:   %sr = call token @llvm.syncregion.start()
; CHECK-NEXT:   store i64 0, ptr %i.addr, align 8
; CHECK-NEXT:   br label %pfor.cond
; CHECK: pfor.cond:                                        ; preds = %pfor.inc, %entry
; CHECK-NEXT:   %i = load i64, ptr %i.addr, align 8
; CHECK-NEXT:   detach within %sr, label %pfor.body, label %pfor.inc
; CHECK: pfor.body:                                        ; preds = %pfor.cond
; CHECK-NEXT:   %p = getelementptr inbounds i64, ptr %x, i64 %i
; CHECK-NEXT:   store i64 %i, ptr %p, align 8
; CHECK-NEXT:   reattach within %sr, label %pfor.inc
; CHECK: pfor.inc:                                         ; preds = %pfor.body, %pfor.cond
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   store i64 %i.next, ptr %i.addr, align 8
; CHECK-NEXT:   %done = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %pfor.end, label %pfor.cond
; CHECK: pfor.end:                                         ; preds = %pfor.inc
; CHECK-NEXT:   sync within %sr, label %exit
; CHECK: exit:                                             ; preds = %pfor.end
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{!1, !2}
; CHECK-NEXT: !2 = !{!"llvm.loop.parallel_accesses", !0}
; CHECK-NEXT: !3 = distinct !{}
; CHECK-NEXT: !4 = distinct !{!4, !5}
; CHECK-NEXT: !5 = !{!"llvm.loop.parallel_accesses", !3}
; CHECK-NEXT: !6 = distinct !{}
; CHECK-NEXT: !7 = distinct !{!7, !8}
; CHECK-NEXT: !8 = !{!"llvm.loop.parallel_accesses", !6}
