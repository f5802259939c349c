; Recursive deferred tasks: @fib(n) computes fib(n - 1) and fib(n - 2) in two tasks that
; write shared locals, waits for them (taskwait) and adds. The team's four threads run
; each other's tasks. @fib uses a type @main does not (the i64 of malloc's argument): a
; task's code, numbered by one thread's shape table, must mean the same on every thread.
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare i32 @printf(ptr, ...)
declare ptr @malloc(i64)
declare void @free(ptr)

@fmt = private constant [8 x i8] c"fib %d\0A\00"

define i32 @fib(i32 %n) {
entry:
  %a = alloca i32
  %b = alloca i32
  %small = icmp slt i32 %n, 2
  br i1 %small, label %leaf, label %split

leaf:
  ret i32 %n

split:
  %t1 = call token @llvm.directive.region.entry() [ "DIR.OMP.TASK"(), "QUAL.OMP.SHARED"(ptr %a) ]
  %n1 = sub i32 %n, 1
  %r1 = call i32 @fib(i32 %n1)
  store i32 %r1, ptr %a
  call void @llvm.directive.region.exit(token %t1) [ "DIR.OMP.END.TASK"() ]
  %t2 = call token @llvm.directive.region.entry() [ "DIR.OMP.TASK"(), "QUAL.OMP.SHARED"(ptr %b) ]
  %n2 = sub i32 %n, 2
  %r2 = call i32 @fib(i32 %n2)
  ; A heap cell on the way: a libc call with an i64 argument.
  %cell = call ptr @malloc(i64 4)
  store i32 %r2, ptr %cell
  %v2 = load i32, ptr %cell
  call void @free(ptr %cell)
  store i32 %v2, ptr %b
  call void @llvm.directive.region.exit(token %t2) [ "DIR.OMP.END.TASK"() ]
  %w = call token @llvm.directive.region.entry() [ "DIR.OMP.TASKWAIT"() ]
  call void @llvm.directive.region.exit(token %w) [ "DIR.OMP.END.TASKWAIT"() ]
  %x = load i32, ptr %a
  %y = load i32, ptr %b
  %s = add i32 %x, %y
  ret i32 %s
}

define i32 @main() {
entry:
  %r = alloca i32
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 4), "QUAL.OMP.SHARED"(ptr %r) ]
  %s = call token @llvm.directive.region.entry() [ "DIR.OMP.SINGLE"() ]
  %v = call i32 @fib(i32 16)
  store i32 %v, ptr %r
  call void @llvm.directive.region.exit(token %s) [ "DIR.OMP.END.SINGLE"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  %x = load i32, ptr %r
  %c = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x)
  ret i32 0
}
