; RUN: parir verify %s | FileCheck %s
; A taskframe token names the sync region of a detach, its reattach and the sync.
; (Valid twin: taskframe-region-ok.ll.)

define void @f(ptr %p) {
entry:
  %sr = call token @llvm.syncregion.start()
  %tf = call token @llvm.taskframe.create()
  detach within %tf, label %task, label %cont

task:
  call void @llvm.taskframe.use(token %tf)
  store i32 1, ptr %p, align 4
  reattach within %tf, label %cont

cont:
  sync within %tf, label %done

done:
  ret void
}

declare token @llvm.syncregion.start()
declare token @llvm.taskframe.create()
declare void @llvm.taskframe.use(token)

; CHECK: error: taskframe-region.ll:9:3: detach uses a taskframe token (from llvm.taskframe.create) as a sync region; sync regions come from llvm.syncregion.start
; CHECK: error: taskframe-region.ll:14:3: reattach uses a taskframe token (from llvm.taskframe.create) as a sync region; sync regions come from llvm.syncregion.start
; CHECK: error: taskframe-region.ll:17:3: sync uses a taskframe token (from llvm.taskframe.create) as a sync region; sync regions come from llvm.syncregion.start
