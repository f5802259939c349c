; A team of four threads: thread 1 works a while, then stores out of bounds, while the
; others wait at a barrier. The run must stop with the error, located (line 25), and the
; waiting threads must be released: no hang.
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare i32 @omp_get_thread_num()

define i32 @main() {
entry:
  %a = alloca [4 x i32]
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 4), "QUAL.OMP.SHARED"(ptr %a) ]
  %id = call i32 @omp_get_thread_num()
  %one = icmp eq i32 %id, 1
  br i1 %one, label %work, label %wait

work:
  %i = phi i32 [ 0, %entry ], [ %i.next, %work ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 200000
  br i1 %done, label %bad, label %work

bad:
  %p = getelementptr [4 x i32], ptr %a, i64 0, i64 4
  ; Thread 1 only: one element past the end.
  store i32 %id, ptr %p
  br label %wait

wait:
  %b = call token @llvm.directive.region.entry() [ "DIR.OMP.BARRIER"() ]
  call void @llvm.directive.region.exit(token %b) [ "DIR.OMP.END.BARRIER"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret i32 0
}
