; The racy twin of fib.ll: the parent reads x, which the spawned child writes, before the
; cilk_sync (a determinacy race: RAW between the child's store and the parent's load). The
; serial elision still computes fib(20).
; STDOUT: fib = 6765
declare i32 @printf(ptr, ...)
declare token @llvm.syncregion.start()
declare token @llvm.taskframe.create()
declare void @llvm.taskframe.use(token)
declare void @llvm.sync.unwind(token)

@fmt = private constant [10 x i8] c"fib = %d\0A\00"

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
  %0 = load i32, ptr %x, align 4
  sync within %syncreg, label %sync.continue

sync.continue:
  call void @llvm.sync.unwind(token %syncreg)
  %add = add nsw i32 %0, %call2
  br label %return

return:
  %retval = phi i32 [ %n, %entry ], [ %add, %sync.continue ]
  ret i32 %retval
}

define i32 @main() {
entry:
  %r = call i32 @fib(i32 20)
  %c = call i32 (ptr, ...) @printf(ptr @fmt, i32 %r)
  ret i32 0
}
