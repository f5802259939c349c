; RUN: parir verify %s | FileCheck %s
; The twin of taskframe-region.ll: the sync region is a syncregion.start token, the taskframe
; token is used only by llvm.taskframe.use.

define void @f(ptr %p) {
entry:
  %sr = call token @llvm.syncregion.start()
  %tf = call token @llvm.taskframe.create()
  detach within %sr, label %task, label %cont

task:
  call void @llvm.taskframe.use(token %tf)
  store i32 1, ptr %p, align 4
  reattach within %sr, label %cont

cont:
  sync within %sr, label %done

done:
  ret void
}

declare token @llvm.syncregion.start()
declare token @llvm.taskframe.create()
declare void @llvm.taskframe.use(token)

; CHECK: verified
