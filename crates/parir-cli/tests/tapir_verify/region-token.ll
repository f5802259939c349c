; RUN: parir verify %s | FileCheck %s
; The sync region is a token, but not one from llvm.syncregion.start.
; (Valid twin: region-token-ok.ll.)

define void @f(ptr %p) {
entry:
  %rt = call token @llvm.tapir.runtime.start()
  detach within %rt, label %task, label %cont

task:
  store i32 1, ptr %p, align 4
  reattach within %rt, label %cont

cont:
  sync within %rt, label %done

done:
  call void @llvm.tapir.runtime.end(token %rt)
  ret void
}

declare token @llvm.tapir.runtime.start()
declare void @llvm.tapir.runtime.end(token)

; CHECK: error: region-token.ll:8:3: Tapir sync region must be a token from llvm.syncregion.start (detach)
; CHECK: error: region-token.ll:12:3: Tapir sync region must be a token from llvm.syncregion.start (reattach)
; CHECK: error: region-token.ll:15:3: Tapir sync region must be a token from llvm.syncregion.start (sync)
