; RUN: parir opt -passes=tapir-serialize %s | FileCheck %s
; The serial elision of Tapir: the spawned call runs in place (detach -> br to the task),
; reattach and sync become branches, the continuation's phi loses the detaching edge, the
; sync region, taskframe, sync.unwind and reducer intrinsics go, llvm.hyper.lookup is its
; view, and OpenCilk's attributes (stealable, hyper_view) are dropped.

declare token @llvm.syncregion.start()
declare token @llvm.taskframe.create()
declare void @llvm.taskframe.use(token)
declare void @llvm.sync.unwind(token)
declare ptr @llvm.hyper.lookup.i64(ptr, i64, ptr, ptr)
declare void @work(ptr)

define i32 @spawner(ptr hyper_view %sum, i1 %c) stealable {
entry:
  %sr = call token @llvm.syncregion.start()
  %tf = call token @llvm.taskframe.create()
  detach within %sr, label %task, label %cont

task:
  call void @llvm.taskframe.use(token %tf)
  %v = call ptr @llvm.hyper.lookup.i64(ptr %sum, i64 8, ptr null, ptr null)
  call void @work(ptr %v)
  reattach within %sr, label %cont

cont:
  %k = phi i32 [ 1, %entry ], [ 1, %task ]
  sync within %sr, label %done

done:
  call void @llvm.sync.unwind(token %sr)
  ret i32 %k
}

; CHECK: define i32 @spawner(ptr %sum, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %task
; CHECK: task:
; CHECK-NEXT:   call void @work(ptr %sum)
; CHECK-NEXT:   br label %cont
; CHECK: cont:
; CHECK-NEXT:   %k = phi i32 [ 1, %task ]
; CHECK-NEXT:   br label %done
; CHECK: done:
; CHECK-NEXT:   ret i32 %k
; CHECK-NOT: syncregion
; CHECK-NOT: taskframe
; CHECK-NOT: hyper.lookup
; CHECK-NOT: stealable
