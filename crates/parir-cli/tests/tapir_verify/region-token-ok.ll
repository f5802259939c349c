; RUN: parir verify %s | FileCheck %s
; The twin of region-token.ll: the runtime token stays with the runtime intrinsics, the sync
; region comes from llvm.syncregion.start.

define void @f(ptr %p) {
entry:
  %rt = call token @llvm.tapir.runtime.start()
  %sr = call token @llvm.syncregion.start()
  detach within %sr, label %task, label %cont

task:
  store i32 1, ptr %p, align 4
  reattach within %sr, label %cont

cont:
  sync within %sr, label %done

done:
  call void @llvm.tapir.runtime.end(token %rt)
  ret void
}

declare token @llvm.syncregion.start()
declare token @llvm.tapir.runtime.start()
declare void @llvm.tapir.runtime.end(token)

; CHECK: verified
