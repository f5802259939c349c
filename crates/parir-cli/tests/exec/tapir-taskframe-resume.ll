; RUN: parir run %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: parir run --parallel=2 %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: parir sanitize %s | FileCheck %s --check-prefix=STDOUT --exact
; Tapir's unwind forms running (OpenCilk's shape for a cilk_spawn inside a taskframe, in a
; try block, written by hand): the spawned call throws an int; the task's landing pad
; rethrows it to the detach's unwind destination (llvm.detached.rethrow), whose landing pad
; hands it out of the taskframe (llvm.taskframe.resume) to the handler of the same
; function, which catches it (the search for a handler goes on through the rethrows). The
; spawns before it ran, and the handler prints what the serial elision prints.
; STDOUT: spawned 0
; STDOUT: spawned 1
; STDOUT: caught 2
; STDOUT: done
@_ZTIi = external constant ptr
@.spawned = private constant [12 x i8] c"spawned %d\0A\00"
@.caught = private constant [10 x i8] c"caught %d\00"
@.nl = private constant [2 x i8] c"\0A\00"
@.done = private constant [5 x i8] c"done\00"

define void @work(i32 %i, ptr %count) {
entry:
  %big = icmp sge i32 %i, 2
  br i1 %big, label %throw, label %ok

throw:
  %e = call ptr @__cxa_allocate_exception(i64 4)
  store i32 %i, ptr %e, align 4
  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null)
  unreachable

ok:
  %p = call i32 (ptr, ...) @printf(ptr @.spawned, i32 %i)
  %slot = getelementptr inbounds i32, ptr %count, i32 %i
  store i32 1, ptr %slot, align 4
  ret void
}

define i32 @main() personality ptr @__gxx_personality_v0 {
entry:
  %count = alloca [4 x i32], align 4
  %sr = call token @llvm.syncregion.start()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %cont ]
  %tf = call token @llvm.taskframe.create()
  detach within %sr, label %task, label %cont unwind label %tf.lpad

task:
  call void @llvm.taskframe.use(token %tf)
  invoke void @work(i32 %i, ptr %count)
          to label %task.done unwind label %task.lpad

task.done:
  reattach within %sr, label %cont

task.lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  invoke void @llvm.detached.rethrow.sl_p0i32s(token %sr, { ptr, i32 } %lp)
          to label %unreachable unwind label %tf.lpad

tf.lpad:
  %lp2 = landingpad { ptr, i32 }
          cleanup
  invoke void @llvm.taskframe.resume.sl_p0i32s(token %tf, { ptr, i32 } %lp2)
          to label %unreachable unwind label %handler

cont:
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, 4
  br i1 %more, label %loop, label %join

join:
  sync within %sr, label %synced

synced:
  invoke void @llvm.sync.unwind(token %sr)
          to label %end unwind label %handler

handler:
  %lp3 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %x = extractvalue { ptr, i32 } %lp3, 0
  %v.p = call ptr @__cxa_begin_catch(ptr %x)
  %v = load i32, ptr %v.p, align 4
  %pc = call i32 (ptr, ...) @printf(ptr @.caught, i32 %v)
  %pn = call i32 (ptr, ...) @printf(ptr @.nl)
  call void @__cxa_end_catch()
  br label %end

end:
  %pd = call i32 @puts(ptr @.done)
  ret i32 0

unreachable:
  unreachable
}

declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)
declare i32 @__gxx_personality_v0(...)
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare token @llvm.syncregion.start()
declare token @llvm.taskframe.create()
declare void @llvm.taskframe.use(token)
declare void @llvm.detached.rethrow.sl_p0i32s(token, { ptr, i32 })
declare void @llvm.taskframe.resume.sl_p0i32s(token, { ptr, i32 })
declare void @llvm.sync.unwind(token)
