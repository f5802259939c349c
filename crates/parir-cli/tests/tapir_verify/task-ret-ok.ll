; RUN: parir verify %s | FileCheck %s
; The twin of task-ret.ll: the early exit of the task reattaches too.

define void @f(ptr %p, i1 %c) {
entry:
  %sr = call token @llvm.syncregion.start()
  detach within %sr, label %task, label %cont

task:
  store i32 1, ptr %p, align 4
  br i1 %c, label %early, label %task.end

early:
  reattach within %sr, label %cont

task.end:
  reattach within %sr, label %cont

cont:
  sync within %sr, label %done

done:
  ret void
}

declare token @llvm.syncregion.start()

; CHECK: verified
