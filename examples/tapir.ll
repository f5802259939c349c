; A Tapir program (OpenCilk's IR, written by hand after its conventions) for `parir demo`,
; part 8: a cilk_for loop that scales an array, fib(15) with cilk_spawn / cilk_sync, and one
; determinacy race: @race spawns a task that writes %flag, and reads %flag before its sync.
declare i32 @printf(ptr, ...)
declare token @llvm.syncregion.start()

@fmt = private constant [34 x i8] c"sum = %lld, fib(15) = %d, r = %d\0A\00"
@x = global [256 x i64] zeroinitializer

define void @scale(ptr %x, i64 %a, i64 %n) {
entry:
  %syncreg = call token @llvm.syncregion.start()
  br label %pfor.detach

pfor.detach:
  %i = phi i64 [ 0, %entry ], [ %i.next, %pfor.inc ]
  detach within %syncreg, label %pfor.body, label %pfor.inc

pfor.body:
  %p = getelementptr inbounds i64, ptr %x, i64 %i
  %v = load i64, ptr %p, align 8
  %m = mul nsw i64 %v, %a
  %s = add nsw i64 %m, %i
  store i64 %s, ptr %p, align 8
  reattach within %syncreg, label %pfor.inc

pfor.inc:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %pfor.end, label %pfor.detach

pfor.end:
  sync within %syncreg, label %sync.continue

sync.continue:
  ret void
}
define i32 @fib(i32 %n) {
entry:
  %x = alloca i32, align 4
  %syncreg = call token @llvm.syncregion.start()
  %cmp = icmp slt i32 %n, 2
  br i1 %cmp, label %return, label %if.end

if.end:
  %tf = call token @llvm.taskframe.create()
  %sub = sub nsw i32 %n, 1
  detach within %syncreg, label %det.achd, label %det.cont

det.achd:
  call void @llvm.taskframe.use(token %tf)
  %call = call i32 @fib(i32 %sub)
  store i32 %call, ptr %x, align 4
  reattach within %syncreg, label %det.cont

det.cont:
  %sub1 = sub nsw i32 %n, 2
  %call2 = call i32 @fib(i32 %sub1)
  sync within %syncreg, label %sync.continue

sync.continue:
  call void @llvm.sync.unwind(token %syncreg)
  %0 = load i32, ptr %x, align 4
  %add = add nsw i32 %0, %call2
  br label %return

return:
  %retval = phi i32 [ %n, %entry ], [ %add, %sync.continue ]
  ret i32 %retval
}

define i32 @race(i32 %v) {
entry:
  %flag = alloca i32, align 4
  store i32 0, ptr %flag, align 4
  %syncreg = call token @llvm.syncregion.start()
  detach within %syncreg, label %task, label %cont

task:
  store i32 %v, ptr %flag, align 4
  reattach within %syncreg, label %cont

cont:
  %seen = load i32, ptr %flag, align 4
  sync within %syncreg, label %done

done:
  ret i32 %seen
}

define i32 @main() {
entry:
  br label %init

init:
  %k = phi i64 [ 0, %entry ], [ %k.next, %init ]
  %q = getelementptr inbounds [256 x i64], ptr @x, i64 0, i64 %k
  store i64 %k, ptr %q, align 8
  %k.next = add nuw nsw i64 %k, 1
  %kd = icmp eq i64 %k.next, 256
  br i1 %kd, label %run, label %init

run:
  call void @scale(ptr @x, i64 3, i64 256)
  br label %sum

sum:
  %j = phi i64 [ 0, %run ], [ %j.next, %sum ]
  %acc = phi i64 [ 0, %run ], [ %acc.next, %sum ]
  %r = getelementptr inbounds [256 x i64], ptr @x, i64 0, i64 %j
  %rv = load i64, ptr %r, align 8
  %acc.next = add i64 %acc, %rv
  %j.next = add nuw nsw i64 %j, 1
  %jd = icmp eq i64 %j.next, 256
  br i1 %jd, label %out, label %sum

out:
  %f = call i32 @fib(i32 15)
  %rr = call i32 @race(i32 7)
  %c = call i32 (ptr, ...) @printf(ptr @fmt, i64 %acc.next, i32 %f, i32 %rr)
  ret i32 0
}

declare token @llvm.taskframe.create()
declare void @llvm.taskframe.use(token)
declare void @llvm.sync.unwind(token)
