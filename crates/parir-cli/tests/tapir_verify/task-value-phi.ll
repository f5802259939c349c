; RUN: parir verify %s | FileCheck %s
; A value computed in the task reaches the continuation through a phi: the continuation may run
; before the task does. (Valid twin: task-value-phi-ok.ll.)

define i32 @f(ptr %p) {
entry:
  %sr = call token @llvm.syncregion.start()
  detach within %sr, label %task, label %cont

task:
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  reattach within %sr, label %cont

cont:
  %r = phi i32 [ 0, %entry ], [ %w, %task ]
  sync within %sr, label %done

done:
  ret i32 %r
}

declare token @llvm.syncregion.start()

; CHECK: error: task-value-phi.ll:16:3: uses a value defined in a detached task outside that task (a task's values reach its continuation only through memory)
