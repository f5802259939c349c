; The LLVMPar RFC's Tapir form of a cilk_for loop: each iteration detaches a task
; (detach_task / reattach_task markers) and a local_barrier waits for them after the loop.
; Run with --parallel, the tasks of the iterations run on worker threads.
declare i1 @llvm.directive.marker()
declare i32 @printf(ptr, ...)

@fmt = private constant [9 x i8] c"%ld %ld\0A\00"

define void @scale(ptr %x, i64 %a, i64 %n) {
entry:
  br label %pfor.detach

pfor.detach:
  %i = phi i64 [ 0, %entry ], [ %i.next, %pfor.inc ]
  %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %c, label %pfor.body, label %pfor.inc

pfor.body:
  %p = getelementptr inbounds i64, ptr %x, i64 %i
  %v = load i64, ptr %p
  %m = mul nsw i64 %v, %a
  store i64 %m, ptr %p
  %r = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %pfor.inc

pfor.inc:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %sync, label %pfor.detach

sync:
  %s = call i1 @llvm.directive.marker() [ "local_barrier"() ]
  ret void
}

define void @shift(ptr %x, i64 %n) {
entry:
  br label %pfor.detach

pfor.detach:
  %i = phi i64 [ 1, %entry ], [ %i.next, %pfor.inc ]
  %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %c, label %pfor.body, label %pfor.inc

pfor.body:
  %prev = sub i64 %i, 1
  %q = getelementptr inbounds i64, ptr %x, i64 %prev
  %w = load i64, ptr %q
  %p = getelementptr inbounds i64, ptr %x, i64 %i
  %v = load i64, ptr %p
  %sum = add i64 %v, %w
  store i64 %sum, ptr %p
  %r = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %pfor.inc

pfor.inc:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %sync, label %pfor.detach

sync:
  %s = call i1 @llvm.directive.marker() [ "local_barrier"() ]
  ret void
}

define i32 @main() {
entry:
  %x = alloca [1000 x i64]
  br label %init

init:
  %k = phi i64 [ 0, %entry ], [ %k.next, %init ]
  %p = getelementptr inbounds [1000 x i64], ptr %x, i64 0, i64 %k
  store i64 %k, ptr %p
  %k.next = add i64 %k, 1
  %e = icmp eq i64 %k.next, 1000
  br i1 %e, label %go, label %init

go:
  call void @scale(ptr %x, i64 3, i64 1000)
  %p9 = getelementptr inbounds [1000 x i64], ptr %x, i64 0, i64 999
  %v9 = load i64, ptr %p9
  call void @shift(ptr %x, i64 10)
  %p5 = getelementptr inbounds [1000 x i64], ptr %x, i64 0, i64 5
  %v5 = load i64, ptr %p5
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i64 %v9, i64 %v5)
  ret i32 0
}
