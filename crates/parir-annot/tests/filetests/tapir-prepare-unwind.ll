; RUN: parir opt -passes=tapir-prepare %s | FileCheck %s
; A detach with an unwind destination (a task that may throw, OpenCilk's detached.rethrow
; form): LLVM 19 invokes no intrinsic but llvm.donothing and a few others, so the unwind edge
; is an invoke of llvm.donothing with a "detach_unwind" bundle, whose normal destination is a
; new block with the detach_task marker and its branch; the invoke of
; llvm.detached.rethrow becomes an invoke of llvm.donothing tagged with the intrinsic's name.
; The runner's oracle (opt-19) verifies the output; tapir-extract.ll has the way back.

; A task that may throw.
define void @throws(ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  %syncreg = call token @llvm.syncregion.start()
  detach within %syncreg, label %task, label %cont, unwind label %lpad

task:
  invoke void @may_throw(ptr %p)
          to label %task.done unwind label %task.lpad

task.done:
  reattach within %syncreg, label %cont

task.lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  invoke void @llvm.detached.rethrow.sl_p0i32s(token %syncreg, { ptr, i32 } %lp)
          to label %unreach unwind label %lpad

unreach:
  unreachable

cont:
  sync within %syncreg, label %done

done:
  ret void

lpad:
  %lp2 = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp2
}

define void @plain(ptr %p) {
entry:
  %syncreg = call token @llvm.syncregion.start()
  detach within %syncreg, label %task, label %cont

task:
  store i32 1, ptr %p, align 4
  reattach within %syncreg, label %cont

cont:
  sync within %syncreg, label %done

done:
  ret void
}

declare token @llvm.syncregion.start()
declare void @llvm.detached.rethrow.sl_p0i32s(token, { ptr, i32 })
declare void @may_throw(ptr)
declare i32 @__gxx_personality_v0(...)

; CHECK: define void @throws(ptr %p) personality ptr @__gxx_personality_v0 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %syncreg = call token @llvm.syncregion.start()
; CHECK-NEXT:   invoke void @llvm.donothing() [ "detach_unwind"(token %syncreg) ]
; CHECK-NEXT:           to label %entry.detach unwind label %lpad
; CHECK: entry.detach:                                     ; preds = %entry
; CHECK-NEXT:   %0 = call i1 @llvm.directive.marker() [ "detach_task"(token %syncreg) ]
; CHECK-NEXT:   br i1 %0, label %task, label %cont
; CHECK: task:                                             ; preds = %entry.detach
; CHECK-NEXT:   invoke void @may_throw(ptr %p)
; CHECK-NEXT:           to label %task.done unwind label %task.lpad
; CHECK: task.done:                                        ; preds = %task
; CHECK-NEXT:   %1 = call i1 @llvm.directive.marker() [ "reattach_task"(token %syncreg) ]
; CHECK-NEXT:   br label %cont
; CHECK: task.lpad:                                        ; preds = %task
; CHECK-NEXT:   %lp = landingpad { ptr, i32 }
; CHECK-NEXT:           cleanup
; CHECK-NEXT:   invoke void @llvm.donothing() [ "llvm.detached.rethrow.sl_p0i32s"(token %syncreg, { ptr, i32 } %lp) ]
; CHECK-NEXT:           to label %unreach unwind label %lpad
; CHECK: unreach:                                          ; preds = %task.lpad
; CHECK-NEXT:   unreachable
; CHECK: cont:                                             ; preds = %task.done, %entry.detach
; CHECK-NEXT:   %2 = call i1 @llvm.directive.marker() [ "local_barrier"(token %syncreg) ]
; CHECK-NEXT:   br label %done
; CHECK: done:                                             ; preds = %cont
; CHECK-NEXT:   ret void
; CHECK: lpad:                                             ; preds = %task.lpad, %entry
; CHECK-NEXT:   %lp2 = landingpad { ptr, i32 }
; CHECK-NEXT:           cleanup
; CHECK-NEXT:   resume { ptr, i32 } %lp2
; CHECK-NEXT: }
; CHECK: define void @plain(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %syncreg = call token @llvm.syncregion.start()
; CHECK-NEXT:   %0 = call i1 @llvm.directive.marker() [ "detach_task"(token %syncreg) ]
; CHECK-NEXT:   br i1 %0, label %task, label %cont
; CHECK: task:                                             ; preds = %entry
; CHECK-NEXT:   store i32 1, ptr %p, align 4
; CHECK-NEXT:   %1 = call i1 @llvm.directive.marker() [ "reattach_task"(token %syncreg) ]
; CHECK-NEXT:   br label %cont
; CHECK: cont:                                             ; preds = %task, %entry
; CHECK-NEXT:   %2 = call i1 @llvm.directive.marker() [ "local_barrier"(token %syncreg) ]
; CHECK-NEXT:   br label %done
; CHECK: done:                                             ; preds = %cont
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
