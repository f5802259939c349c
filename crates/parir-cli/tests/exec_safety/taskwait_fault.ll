; A team of four threads: one creates eight tasks and waits for them (taskwait); the
; others run them. Task 5 works a while, then stores out of bounds. The run must stop with
; the error (line 32), located, and the waiting thread must be released: no hang.
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)

define i32 @main() {
entry:
  %a = alloca [8 x i32]
  %k = alloca i32
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 4), "QUAL.OMP.SHARED"(ptr %a), "QUAL.OMP.PRIVATE"(ptr %k) ]
  %s = call token @llvm.directive.region.entry() [ "DIR.OMP.SINGLE"() ]
  store i32 0, ptr %k
  br label %create

create:
  %task = call token @llvm.directive.region.entry() [ "DIR.OMP.TASK"(), "QUAL.OMP.FIRSTPRIVATE"(ptr %k), "QUAL.OMP.SHARED"(ptr %a) ]
  %kv = load i32, ptr %k
  br label %work

work:
  %i = phi i32 [ 0, %create ], [ %i.next, %work ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 100000
  br i1 %done, label %store, label %work

store:
  ; Task 5 stores at index 13, past the end.
  %bad = icmp eq i32 %kv, 5
  %at = select i1 %bad, i32 13, i32 %kv
  %p = getelementptr [8 x i32], ptr %a, i32 0, i32 %at
  store i32 %kv, ptr %p
  call void @llvm.directive.region.exit(token %task) [ "DIR.OMP.END.TASK"() ]
  %kc = load i32, ptr %k
  %k.next = add i32 %kc, 1
  store i32 %k.next, ptr %k
  %more = icmp slt i32 %k.next, 8
  br i1 %more, label %create, label %wait

wait:
  %w = call token @llvm.directive.region.entry() [ "DIR.OMP.TASKWAIT"() ]
  call void @llvm.directive.region.exit(token %w) [ "DIR.OMP.END.TASKWAIT"() ]
  call void @llvm.directive.region.exit(token %s) [ "DIR.OMP.END.SINGLE"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret i32 0
}
