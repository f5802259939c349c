; A team of four threads taking turns in a critical section: the thread that enters it
; with the shared counter at 2 works a while and executes `unreachable` inside it, while
; the others wait for the lock. The run must stop with the error (line 26), no hang.
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)

define i32 @main() {
entry:
  %n = alloca i32
  store i32 0, ptr %n
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 4), "QUAL.OMP.SHARED"(ptr %n) ]
  %c = call token @llvm.directive.region.entry() [ "DIR.OMP.CRITICAL"() ]
  %v = load i32, ptr %n
  %v.next = add i32 %v, 1
  store i32 %v.next, ptr %n
  %third = icmp eq i32 %v, 2
  br i1 %third, label %work, label %leave

work:
  %i = phi i32 [ 0, %entry ], [ %i.next, %work ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 200000
  br i1 %done, label %bad, label %work

bad:
  unreachable

leave:
  call void @llvm.directive.region.exit(token %c) [ "DIR.OMP.END.CRITICAL"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret i32 0
}
