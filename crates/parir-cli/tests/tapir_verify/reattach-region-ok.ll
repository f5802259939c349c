; RUN: parir verify %s | FileCheck %s
; The twin of reattach-region.ll: the reattach names its detach's sync region.

define void @f(ptr %p) {
entry:
  %outer = call token @llvm.syncregion.start()
  %inner = call token @llvm.syncregion.start()
  detach within %outer, label %task, label %cont

task:
  store i32 1, ptr %p, align 4
  reattach within %outer, label %cont

cont:
  sync within %outer, label %done

done:
  ret void
}

declare token @llvm.syncregion.start()

; CHECK: verified
