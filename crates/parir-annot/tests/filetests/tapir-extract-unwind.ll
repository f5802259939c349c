; RUN: parir opt -passes=tapir-extract %s | FileCheck %s
; The marker form of Tapir's exception forms back to Tapir (tapir-prepare-unwind.ll has the
; way there): the "detach_unwind" invoke of llvm.donothing and the block of its detach_task
; marker become one `detach ... unwind label`, whose task's and continuation's phis come from
; the detach's block again; the invokes of llvm.donothing tagged with a Tapir intrinsic's name
; (llvm.taskframe.resume here, undeclared: declared from its operands' types, and
; llvm.sync.unwind) become invokes of that intrinsic.

define i32 @spawn_may_throw(ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  %sr = call token @llvm.syncregion.start()
  %tf = call token @llvm.taskframe.create()
  invoke void @llvm.donothing() [ "detach_unwind"(token %sr) ]
          to label %entry.detach unwind label %tf.lpad

entry.detach:
  %0 = call i1 @llvm.directive.marker() [ "detach_task"(token %sr) ]
  br i1 %0, label %task, label %cont

task:
  call void @llvm.taskframe.use(token %tf)
  invoke void @may_throw(ptr %p)
          to label %task.done unwind label %task.lpad

task.done:
  %1 = call i1 @llvm.directive.marker() [ "reattach_task"(token %sr) ]
  br label %cont

task.lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  invoke void @llvm.donothing() [ "llvm.detached.rethrow.sl_p0i32s"(token %sr, { ptr, i32 } %lp) ]
          to label %unreach unwind label %tf.lpad

tf.lpad:
  %lp1 = landingpad { ptr, i32 }
          cleanup
  invoke void @llvm.donothing() [ "llvm.taskframe.resume.sl_p0i32s"(token %tf, { ptr, i32 } %lp1) ]
          to label %unreach unwind label %lpad

unreach:
  unreachable

cont:
  %x = phi i32 [ 1, %entry.detach ], [ 1, %task.done ]
  call void @llvm.taskframe.end(token %tf)
  %2 = call i1 @llvm.directive.marker() [ "local_barrier"(token %sr) ]
  br label %synced

synced:
  invoke void @llvm.donothing() [ "llvm.sync.unwind"(token %sr) ]
          to label %done unwind label %lpad

done:
  ret i32 %x

lpad:
  %lp2 = landingpad { ptr, i32 }
          catch ptr null
  ret i32 0
}

declare token @llvm.syncregion.start()
declare token @llvm.taskframe.create()
declare void @llvm.taskframe.use(token)
declare void @llvm.taskframe.end(token)
declare void @llvm.detached.rethrow.sl_p0i32s(token, { ptr, i32 })
declare void @llvm.sync.unwind(token)
declare void @may_throw(ptr)
declare i32 @__gxx_personality_v0(...)
declare i1 @llvm.directive.marker()
declare void @llvm.donothing()

; CHECK: define i32 @spawn_may_throw(ptr %p) personality ptr @__gxx_personality_v0 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %sr = call token @llvm.syncregion.start()
; CHECK-NEXT:   %tf = call token @llvm.taskframe.create()
; CHECK-NEXT:   detach within %sr, label %task, label %cont unwind label %tf.lpad
; CHECK: task:                                             ; preds = %entry
; CHECK-NEXT:   call void @llvm.taskframe.use(token %tf)
; CHECK-NEXT:   invoke void @may_throw(ptr %p)
; CHECK-NEXT:           to label %task.done unwind label %task.lpad
; CHECK: task.done:                                        ; preds = %task
; CHECK-NEXT:   reattach within %sr, label %cont
; CHECK: task.lpad:                                        ; preds = %task
; CHECK-NEXT:   %lp = landingpad { ptr, i32 }
; CHECK-NEXT:           cleanup
; CHECK-NEXT:   invoke void @llvm.detached.rethrow.sl_p0i32s(token %sr, { ptr, i32 } %lp)
; CHECK-NEXT:           to label %unreach unwind label %tf.lpad
; CHECK: tf.lpad:                                          ; preds = %task.lpad, %entry
; CHECK-NEXT:   %lp1 = landingpad { ptr, i32 }
; CHECK-NEXT:           cleanup
; CHECK-NEXT:   invoke void @llvm.taskframe.resume.sl_p0i32s(token %tf, { ptr, i32 } %lp1)
; CHECK-NEXT:           to label %unreach unwind label %lpad
; CHECK: unreach:                                          ; preds = %tf.lpad, %task.lpad
; CHECK-NEXT:   unreachable
; CHECK: cont:                                             ; preds = %task.done, %entry
; CHECK-NEXT:   %x = phi i32 [ 1, %entry ], [ 1, %task.done ]
; CHECK-NEXT:   call void @llvm.taskframe.end(token %tf)
; CHECK-NEXT:   sync within %sr, label %synced
; CHECK: synced:                                           ; preds = %cont
; CHECK-NEXT:   invoke void @llvm.sync.unwind(token %sr)
; CHECK-NEXT:           to label %done unwind label %lpad
; CHECK: done:                                             ; preds = %synced
; CHECK-NEXT:   ret i32 %x
; CHECK: lpad:                                             ; preds = %synced, %tf.lpad
; CHECK-NEXT:   %lp2 = landingpad { ptr, i32 }
; CHECK-NEXT:           catch ptr null
; CHECK-NEXT:   ret i32 0
; CHECK-NEXT: }
; CHECK-NOT: @llvm.donothing
; CHECK: declare void @llvm.taskframe.resume.sl_p0i32s(token, { ptr, i32 })
