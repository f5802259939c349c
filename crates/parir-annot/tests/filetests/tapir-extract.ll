; RUN: parir opt -passes=tapir-extract %s | FileCheck %s
; The LLVMPar RFC's marker form back into Tapir: detach_task + br i1 -> detach,
; reattach_task + br -> reattach, local_barrier + br -> sync, within the marker's sync
; region. The RFC's own example writes the markers without operands (@rfc_scale): they share
; one new sync region at the start of the function. Markers that have no Tapir form get a
; located warning and their function keeps them (@bad_use, @bad_reattach, @bad_entry).

; fib in marker form, with its sync region and taskframe.
define i32 @fib(i32 %n) {
entry:
  %x = alloca i32, align 4
  %syncreg = call token @llvm.syncregion.start()
  %cmp = icmp slt i32 %n, 2
  br i1 %cmp, label %return, label %if.end

if.end:
  %tf = call token @llvm.taskframe.create()
  %sub = sub nsw i32 %n, 1
  %0 = call i1 @llvm.directive.marker() [ "detach_task"(token %syncreg) ]
  br i1 %0, label %det.achd, label %det.cont

det.achd:
  call void @llvm.taskframe.use(token %tf)
  %call = call i32 @fib(i32 %sub)
  store i32 %call, ptr %x, align 4
  %1 = call i1 @llvm.directive.marker() [ "reattach_task"(token %syncreg) ]
  br label %det.cont

det.cont:
  %sub1 = sub nsw i32 %n, 2
  %call2 = call i32 @fib(i32 %sub1)
  %2 = call i1 @llvm.directive.marker() [ "local_barrier"(token %syncreg) ]
  br label %sync.continue

sync.continue:
  call void @llvm.sync.unwind(token %syncreg)
  %3 = load i32, ptr %x, align 4
  %add = add nsw i32 %3, %call2
  br label %return

return:
  %retval = phi i32 [ %n, %entry ], [ %add, %sync.continue ]
  ret i32 %retval
}

; The RFC's "Tapir using LLVMPar intrinsics" example, as written there (no sync region).
define void @rfc_scale(ptr %x, i32 %a, i32 %n) {
pfor.detach.lr.ph:
  %wide.trip.count = zext i32 %n to i64
  br label %pfor.detach

pfor.detach:
  %indvars.iv = phi i64 [ 0, %pfor.detach.lr.ph ], [ %indvars.iv.next, %pfor.inc ]
  %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %c, label %pfor.body, label %pfor.inc

pfor.body:
  %arrayidx = getelementptr inbounds i32, ptr %x, i64 %indvars.iv
  %0 = load i32, ptr %arrayidx, align 4
  %mul3 = mul nsw i32 %0, %a
  store i32 %mul3, ptr %arrayidx, align 4
  %1 = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %pfor.inc

pfor.inc:
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond, label %pfor.cond.cleanup, label %pfor.detach

pfor.cond.cleanup:
  %2 = call i1 @llvm.directive.marker() [ "local_barrier"() ]
  br label %sync.continue

sync.continue:
  ret void
}

; The detach_task result is also stored: not only the branch condition.
define void @bad_use(ptr %p) {
entry:
  %sr = call token @llvm.syncregion.start()
  %c = call i1 @llvm.directive.marker() [ "detach_task"(token %sr) ]
  store i1 %c, ptr %p, align 1
  br i1 %c, label %task, label %cont

task:
  %r = call i1 @llvm.directive.marker() [ "reattach_task"(token %sr) ]
  br label %cont

cont:
  ret void
}

; A reattach_task marker in a block ending in a conditional branch.
define void @bad_reattach(ptr %p, i1 %b) {
entry:
  %sr = call token @llvm.syncregion.start()
  %c = call i1 @llvm.directive.marker() [ "detach_task"(token %sr) ]
  br i1 %c, label %task, label %cont

task:
  %r = call i1 @llvm.directive.marker() [ "reattach_task"(token %sr) ]
  br i1 %b, label %cont, label %other

other:
  br label %cont

cont:
  ret void
}

; The task block is also entered by a plain branch: a detached task must be entered only by
; spawning, so the markers have no Tapir form.
define void @bad_entry(ptr %p, i1 %b) {
entry:
  %sr = call token @llvm.syncregion.start()
  br i1 %b, label %spawn, label %task

spawn:
  %c = call i1 @llvm.directive.marker() [ "detach_task"(token %sr) ]
  br i1 %c, label %task, label %cont

task:
  store i32 1, ptr %p, align 4
  %r = call i1 @llvm.directive.marker() [ "reattach_task"(token %sr) ]
  br label %cont

cont:
  ret void
}

declare i1 @llvm.directive.marker()
declare token @llvm.syncregion.start()
declare token @llvm.taskframe.create()
declare void @llvm.taskframe.use(token)
declare void @llvm.sync.unwind(token)

; CHECK: ; WARNING: warning: <unknown>:0:0: a detach_task marker whose result is not only the condition of its block's br; the function keeps its markers [tapir-marker-not-extractable] (at tapir-extract.ll:82:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: a reattach_task/local_barrier marker whose block does not end in an unconditional br (or whose result is used); the function keeps its markers [tapir-marker-not-extractable] (at tapir-extract.ll:102:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: the markers do not form valid Tapir (Detached block must have a single predecessor, its detach); the function keeps its markers [tapir-marker-not-extractable] (at tapir-extract.ll:121:3)
; CHECK: define i32 @fib(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x = alloca i32, align 4
; CHECK-NEXT:   %syncreg = call token @llvm.syncregion.start()
; CHECK-NEXT:   %cmp = icmp slt i32 %n, 2
; CHECK-NEXT:   br i1 %cmp, label %return, label %if.end
; CHECK: if.end:                                           ; preds = %entry
; CHECK-NEXT:   %tf = call token @llvm.taskframe.create()
; CHECK-NEXT:   %sub = sub nsw i32 %n, 1
; CHECK-NEXT:   detach within %syncreg, label %det.achd, label %det.cont
; CHECK: det.achd:                                         ; preds = %if.end
; CHECK-NEXT:   call void @llvm.taskframe.use(token %tf)
; CHECK-NEXT:   %call = call i32 @fib(i32 %sub)
; CHECK-NEXT:   store i32 %call, ptr %x, align 4
; CHECK-NEXT:   reattach within %syncreg, label %det.cont
; CHECK: det.cont:                                         ; preds = %det.achd, %if.end
; CHECK-NEXT:   %sub1 = sub nsw i32 %n, 2
; CHECK-NEXT:   %call2 = call i32 @fib(i32 %sub1)
; CHECK-NEXT:   sync within %syncreg, label %sync.continue
; CHECK: sync.continue:                                    ; preds = %det.cont
; CHECK-NEXT:   call void @llvm.sync.unwind(token %syncreg)
; CHECK-NEXT:   %0 = load i32, ptr %x, align 4
; CHECK-NEXT:   %add = add nsw i32 %0, %call2
; CHECK-NEXT:   br label %return
; CHECK: return:                                           ; preds = %sync.continue, %entry
; CHECK-NEXT:   %retval = phi i32 [ %n, %entry ], [ %add, %sync.continue ]
; CHECK-NEXT:   ret i32 %retval
; CHECK-NEXT: }
; CHECK: define void @rfc_scale(ptr %x, i32 %a, i32 %n) {
; CHECK-NEXT: pfor.detach.lr.ph:
; CHECK-NEXT:   %0 = call token @llvm.syncregion.start()
; CHECK-NEXT:   %wide.trip.count = zext i32 %n to i64
; CHECK-NEXT:   br label %pfor.detach
; CHECK: pfor.detach:                                      ; preds = %pfor.inc, %pfor.detach.lr.ph
; CHECK-NEXT:   %indvars.iv = phi i64 [ 0, %pfor.detach.lr.ph ], [ %indvars.iv.next, %pfor.inc ]
; CHECK-NEXT:   detach within %0, label %pfor.body, label %pfor.inc
; CHECK: pfor.body:                                        ; preds = %pfor.detach
; CHECK-NEXT:   %arrayidx = getelementptr inbounds i32, ptr %x, i64 %indvars.iv
; CHECK-NEXT:   %1 = load i32, ptr %arrayidx, align 4
; CHECK-NEXT:   %mul3 = mul nsw i32 %1, %a
; CHECK-NEXT:   store i32 %mul3, ptr %arrayidx, align 4
; CHECK-NEXT:   reattach within %0, label %pfor.inc
; CHECK: pfor.inc:                                         ; preds = %pfor.body, %pfor.detach
; CHECK-NEXT:   %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
; CHECK-NEXT:   %exitcond = icmp eq i64 %indvars.iv.next, %wide.trip.count
; CHECK-NEXT:   br i1 %exitcond, label %pfor.cond.cleanup, label %pfor.detach
; CHECK: pfor.cond.cleanup:                                ; preds = %pfor.inc
; CHECK-NEXT:   sync within %0, label %sync.continue
; CHECK: sync.continue:                                    ; preds = %pfor.cond.cleanup
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @bad_use(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %sr = call token @llvm.syncregion.start()
; CHECK-NEXT:   %c = call i1 @llvm.directive.marker() [ "detach_task"(token %sr) ]
; CHECK-NEXT:   store i1 %c, ptr %p, align 1
; CHECK-NEXT:   br i1 %c, label %task, label %cont
; CHECK: task:                                             ; preds = %entry
; CHECK-NEXT:   %r = call i1 @llvm.directive.marker() [ "reattach_task"(token %sr) ]
; CHECK-NEXT:   br label %cont
; CHECK: cont:                                             ; preds = %task, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @bad_reattach(ptr %p, i1 %b) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %sr = call token @llvm.syncregion.start()
; CHECK-NEXT:   %c = call i1 @llvm.directive.marker() [ "detach_task"(token %sr) ]
; CHECK-NEXT:   br i1 %c, label %task, label %cont
; CHECK: task:                                             ; preds = %entry
; CHECK-NEXT:   %r = call i1 @llvm.directive.marker() [ "reattach_task"(token %sr) ]
; CHECK-NEXT:   br i1 %b, label %cont, label %other
; CHECK: other:                                            ; preds = %task
; CHECK-NEXT:   br label %cont
; CHECK: cont:                                             ; preds = %other, %task, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @bad_entry(ptr %p, i1 %b) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %sr = call token @llvm.syncregion.start()
; CHECK-NEXT:   br i1 %b, label %spawn, label %task
; CHECK: spawn:                                            ; preds = %entry
; CHECK-NEXT:   %c = call i1 @llvm.directive.marker() [ "detach_task"(token %sr) ]
; CHECK-NEXT:   br i1 %c, label %task, label %cont
; CHECK: task:                                             ; preds = %spawn, %entry
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   %r = call i1 @llvm.directive.marker() [ "reattach_task"(token %sr) ]
; CHECK-NEXT:   br label %cont
; CHECK: cont:                                             ; preds = %task, %spawn
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
