; RUN: parir verify %s | FileCheck %s
; The twin of sync-other-task.ll: the task starts its own sync region for its child, as
; OpenCilk does for every spawning task.

define void @f(ptr %p, ptr %q) {
entry:
  %sr = call token @llvm.syncregion.start()
  detach within %sr, label %task, label %cont

task:
  %sr.task = call token @llvm.syncregion.start()
  detach within %sr.task, label %inner, label %task.cont

inner:
  store i32 1, ptr %q, align 4
  reattach within %sr.task, label %task.cont

task.cont:
  store i32 1, ptr %p, align 4
  sync within %sr.task, label %task.end

task.end:
  reattach within %sr, label %cont

cont:
  sync within %sr, label %done

done:
  ret void
}

declare token @llvm.syncregion.start()

; CHECK: verified
