; RUN: parir verify %s | FileCheck %s
; A task's reattach names the sync region of another detach: the task would be synced by the
; wrong sync. (Valid twin: reattach-region-ok.ll.)

define void @f(ptr %p) {
entry:
  %outer = call token @llvm.syncregion.start()
  %inner = call token @llvm.syncregion.start()
  detach within %outer, label %task, label %cont

task:
  store i32 1, ptr %p, align 4
  reattach within %inner, label %cont

cont:
  sync within %outer, label %done

done:
  ret void
}

declare token @llvm.syncregion.start()

; CHECK: error: reattach-region.ll:13:3: reattach names another sync region than the detach of its task
