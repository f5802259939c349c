; RUN: parir verify %s | FileCheck %s
; A task leaves the function by `ret` instead of reattaching to its continuation.
; (Valid twin: task-ret-ok.ll.)

define void @f(ptr %p, i1 %c) {
entry:
  %sr = call token @llvm.syncregion.start()
  detach within %sr, label %task, label %cont

task:
  store i32 1, ptr %p, align 4
  br i1 %c, label %early, label %task.end

early:
  ret void

task.end:
  reattach within %sr, label %cont

cont:
  sync within %sr, label %done

done:
  ret void
}

declare token @llvm.syncregion.start()

; CHECK: error: task-ret.ll:15:3: a detached task cannot return: it exits by reattach (or its unwind path)
