; RUN: parir verify %s | FileCheck %s
; A task spawns into and syncs its parent's sync region: a task can wait only for its own
; children. (Valid twin: sync-other-task-ok.ll.)

define void @f(ptr %p, ptr %q) {
entry:
  %sr = call token @llvm.syncregion.start()
  detach within %sr, label %task, label %cont

task:
  detach within %sr, label %inner, label %task.cont

inner:
  store i32 1, ptr %q, align 4
  reattach within %sr, label %task.cont

task.cont:
  store i32 1, ptr %p, align 4
  sync within %sr, label %task.end

task.end:
  reattach within %sr, label %cont

cont:
  sync within %sr, label %done

done:
  ret void
}

declare token @llvm.syncregion.start()

; CHECK: error: sync-other-task.ll:11:3: detach names a sync region started in another task (a task spawns only into sync regions it starts)
; CHECK: error: sync-other-task.ll:19:3: sync names a sync region started in another task (a task syncs only the sync regions it starts)
