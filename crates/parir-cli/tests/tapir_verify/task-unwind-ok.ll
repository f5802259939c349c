; RUN: parir verify %s | FileCheck %s
; A task that may throw leaves by its unwind path: its landing pad rethrows to the detach's
; unwind destination with llvm.detached.rethrow, and the parent catches the exception there
; and returns. The task is the blocks before that destination, so the parent's `ret` is not
; a task's (the rule of task-ret.ll), and the rethrow names the detach's sync region.

define i32 @f(ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  %sr = call token @llvm.syncregion.start()
  detach within %sr, label %task, label %cont unwind label %lpad

task:
  invoke void @may_throw(ptr %p)
          to label %task.done unwind label %task.lpad

task.done:
  reattach within %sr, label %cont

task.lpad:
  %lp = landingpad { ptr, i32 }
          catch ptr null
  invoke void @llvm.detached.rethrow.sl_p0i32s(token %sr, { ptr, i32 } %lp)
          to label %unreach unwind label %lpad

unreach:
  unreachable

cont:
  sync within %sr, label %synced

synced:
  invoke void @llvm.sync.unwind(token %sr)
          to label %done unwind label %lpad

done:
  ret i32 0

lpad:
  %lp2 = landingpad { ptr, i32 }
          catch ptr null
  ret i32 1
}

declare token @llvm.syncregion.start()
declare void @may_throw(ptr)
declare void @llvm.detached.rethrow.sl_p0i32s(token, { ptr, i32 })
declare void @llvm.sync.unwind(token)
declare i32 @__gxx_personality_v0(...)

; CHECK: verified
