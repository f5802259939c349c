; RUN: parir verify %s | FileCheck %s
; The twin of task-value-phi.ll: the task stores its value, and the code after the sync loads it.

define i32 @f(ptr %p) {
entry:
  %slot = alloca i32, align 4
  %sr = call token @llvm.syncregion.start()
  detach within %sr, label %task, label %cont

task:
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %slot, align 4
  reattach within %sr, label %cont

cont:
  sync within %sr, label %done

done:
  %r = load i32, ptr %slot, align 4
  ret i32 %r
}

declare token @llvm.syncregion.start()

; CHECK: verified
