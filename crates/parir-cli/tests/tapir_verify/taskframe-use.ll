; RUN: parir verify %s | FileCheck %s
; Taskframe tokens and sync regions swapped at the taskframe intrinsics: llvm.taskframe.use is
; given the sync region, and the taskframe token goes to llvm.tapir.runtime.end.
; (Valid twin: taskframe-use-ok.ll.)

define void @f(ptr %p) {
entry:
  %sr = call token @llvm.syncregion.start()
  %tf = call token @llvm.taskframe.create()
  detach within %sr, label %task, label %cont

task:
  call void @llvm.taskframe.use(token %sr)
  call void @llvm.tapir.runtime.end(token %tf)
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

; CHECK: error: taskframe-use.ll:13:3: llvm.taskframe.use takes a taskframe token (from llvm.taskframe.create), not another token
; CHECK: error: taskframe-use.ll:14:3: a taskframe token (from llvm.taskframe.create) is used only by llvm.taskframe.* intrinsics
