; RUN: parir opt -passes=tapir-prepare %s | FileCheck %s
; Tapir (OpenCilk's IR, written by hand after its conventions) into the LLVMPar RFC's marker
; form: detach/reattach/sync become detach_task/reattach_task/local_barrier markers that
; keep their sync region; syncregion.start, taskframe.* and sync.unwind stay. The output is
; LLVM IR that opt-19 verifies. (tapir-prepare-unwind.ll: what has no marker form.)

; fib with cilk_spawn / cilk_sync, as OpenCilk emits it with a taskframe.
define i32 @fib(i32 %n) {
entry:
  %x = alloca i32, align 4
  %syncreg = call token @llvm.syncregion.start()
  %cmp = icmp slt i32 %n, 2
  br i1 %cmp, label %return, label %if.end

if.end:
  %tf = call token @llvm.taskframe.create()
  %sub = sub nsw i32 %n, 1
  detach within %syncreg, label %det.achd, label %det.cont

det.achd:
  call void @llvm.taskframe.use(token %tf)
  %call = call i32 @fib(i32 %sub)
  store i32 %call, ptr %x, align 4
  reattach within %syncreg, label %det.cont

det.cont:
  %sub1 = sub nsw i32 %n, 2
  %call2 = call i32 @fib(i32 %sub1)
  sync within %syncreg, label %sync.continue

sync.continue:
  call void @llvm.sync.unwind(token %syncreg)
  %0 = load i32, ptr %x, align 4
  %add = add nsw i32 %0, %call2
  br label %return

return:
  %retval = phi i32 [ %n, %entry ], [ %add, %sync.continue ]
  ret i32 %retval
}

; The RFC's cilk_for example (opaque pointers), in a spawned task: two sync regions, the
; loop's and the function's.
define void @scale_then(ptr %x, i32 %a, i32 %n, ptr %y) {
entry:
  %syncreg = call token @llvm.syncregion.start()
  detach within %syncreg, label %task, label %cont

task:
  %syncreg.loop = call token @llvm.syncregion.start()
  %wide.trip.count = zext i32 %n to i64
  br label %pfor.detach

pfor.detach:
  %indvars.iv = phi i64 [ 0, %task ], [ %indvars.iv.next, %pfor.inc ]
  detach within %syncreg.loop, label %pfor.body, label %pfor.inc

pfor.body:
  %arrayidx = getelementptr inbounds i32, ptr %x, i64 %indvars.iv
  %1 = load i32, ptr %arrayidx, align 4
  %mul3 = mul nsw i32 %1, %a
  store i32 %mul3, ptr %arrayidx, align 4
  reattach within %syncreg.loop, label %pfor.inc

pfor.inc:
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond, label %pfor.cond.cleanup, label %pfor.detach

pfor.cond.cleanup:
  sync within %syncreg.loop, label %task.end

task.end:
  reattach within %syncreg, label %cont

cont:
  store i32 0, ptr %y, align 4
  sync within %syncreg, label %done

done:
  ret void
}

declare token @llvm.syncregion.start()
declare token @llvm.taskframe.create()
declare void @llvm.taskframe.use(token)
declare void @llvm.sync.unwind(token)

; CHECK: define i32 @fib(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x = alloca i32, align 4
; CHECK-NEXT:   %syncreg = call token @llvm.syncregion.start()
; CHECK-NEXT:   %cmp = icmp slt i32 %n, 2
; CHECK-NEXT:   br i1 %cmp, label %return, label %if.end
; CHECK: if.end:                                           ; preds = %entry
; CHECK-NEXT:   %tf = call token @llvm.taskframe.create()
; CHECK-NEXT:   %sub = sub nsw i32 %n, 1
; CHECK-NEXT:   %0 = call i1 @llvm.directive.marker() [ "detach_task"(token %syncreg) ]
; CHECK-NEXT:   br i1 %0, label %det.achd, label %det.cont
; CHECK: det.achd:                                         ; preds = %if.end
; CHECK-NEXT:   call void @llvm.taskframe.use(token %tf)
; CHECK-NEXT:   %call = call i32 @fib(i32 %sub)
; CHECK-NEXT:   store i32 %call, ptr %x, align 4
; CHECK-NEXT:   %1 = call i1 @llvm.directive.marker() [ "reattach_task"(token %syncreg) ]
; CHECK-NEXT:   br label %det.cont
; CHECK: det.cont:                                         ; preds = %det.achd, %if.end
; CHECK-NEXT:   %sub1 = sub nsw i32 %n, 2
; CHECK-NEXT:   %call2 = call i32 @fib(i32 %sub1)
; CHECK-NEXT:   %2 = call i1 @llvm.directive.marker() [ "local_barrier"(token %syncreg) ]
; CHECK-NEXT:   br label %sync.continue
; CHECK: sync.continue:                                    ; preds = %det.cont
; CHECK-NEXT:   call void @llvm.sync.unwind(token %syncreg)
; CHECK-NEXT:   %3 = load i32, ptr %x, align 4
; CHECK-NEXT:   %add = add nsw i32 %3, %call2
; CHECK-NEXT:   br label %return
; CHECK: return:                                           ; preds = %sync.continue, %entry
; CHECK-NEXT:   %retval = phi i32 [ %n, %entry ], [ %add, %sync.continue ]
; CHECK-NEXT:   ret i32 %retval
; CHECK-NEXT: }
; CHECK: define void @scale_then(ptr %x, i32 %a, i32 %n, ptr %y) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %syncreg = call token @llvm.syncregion.start()
; CHECK-NEXT:   %0 = call i1 @llvm.directive.marker() [ "detach_task"(token %syncreg) ]
; CHECK-NEXT:   br i1 %0, label %task, label %cont
; CHECK: task:                                             ; preds = %entry
; CHECK-NEXT:   %syncreg.loop = call token @llvm.syncregion.start()
; CHECK-NEXT:   %wide.trip.count = zext i32 %n to i64
; CHECK-NEXT:   br label %pfor.detach
; CHECK: pfor.detach:                                      ; preds = %pfor.inc, %task
; CHECK-NEXT:   %indvars.iv = phi i64 [ 0, %task ], [ %indvars.iv.next, %pfor.inc ]
; CHECK-NEXT:   %1 = call i1 @llvm.directive.marker() [ "detach_task"(token %syncreg.loop) ]
; CHECK-NEXT:   br i1 %1, label %pfor.body, label %pfor.inc
; CHECK: pfor.body:                                        ; preds = %pfor.detach
; CHECK-NEXT:   %arrayidx = getelementptr inbounds i32, ptr %x, i64 %indvars.iv
; CHECK-NEXT:   %2 = load i32, ptr %arrayidx, align 4
; CHECK-NEXT:   %mul3 = mul nsw i32 %2, %a
; CHECK-NEXT:   store i32 %mul3, ptr %arrayidx, align 4
; CHECK-NEXT:   %3 = call i1 @llvm.directive.marker() [ "reattach_task"(token %syncreg.loop) ]
; CHECK-NEXT:   br label %pfor.inc
; CHECK: pfor.inc:                                         ; preds = %pfor.body, %pfor.detach
; CHECK-NEXT:   %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
; CHECK-NEXT:   %exitcond = icmp eq i64 %indvars.iv.next, %wide.trip.count
; CHECK-NEXT:   br i1 %exitcond, label %pfor.cond.cleanup, label %pfor.detach
; CHECK: pfor.cond.cleanup:                                ; preds = %pfor.inc
; CHECK-NEXT:   %4 = call i1 @llvm.directive.marker() [ "local_barrier"(token %syncreg.loop) ]
; CHECK-NEXT:   br label %task.end
; CHECK: task.end:                                         ; preds = %pfor.cond.cleanup
; CHECK-NEXT:   %5 = call i1 @llvm.directive.marker() [ "reattach_task"(token %syncreg) ]
; CHECK-NEXT:   br label %cont
; CHECK: cont:                                             ; preds = %task.end, %entry
; CHECK-NEXT:   store i32 0, ptr %y, align 4
; CHECK-NEXT:   %6 = call i1 @llvm.directive.marker() [ "local_barrier"(token %syncreg) ]
; CHECK-NEXT:   br label %done
; CHECK: done:                                             ; preds = %cont
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
