; RUN: parir verify %s | FileCheck %s
; The twin of taskframe-use.ll: llvm.taskframe.use gets the taskframe token, and
; llvm.tapir.runtime.end the token of llvm.tapir.runtime.start.

define void @f(ptr %p) {
entry:
  %sr = call token @llvm.syncregion.start()
  %tf = call token @llvm.taskframe.create()
  %rt = call token @llvm.tapir.runtime.start()
  detach within %sr, label %task, label %cont

task:
  call void @llvm.taskframe.use(token %tf)
  call void @llvm.tapir.runtime.end(token %rt)
  reattach within %sr, label %cont

cont:
  sync within %sr, label %done

done:
  ret void
}

declare token @llvm.syncregion.start()
declare token @llvm.taskframe.create()
declare void @llvm.taskframe.use(token)
declare void @llvm.tapir.runtime.end(token)
declare token @llvm.tapir.runtime.start()

; CHECK: verified
