; A team of four whose thread 1 panics (@parir.test.panic, the unit tests' stand-in for an
; interpreter bug) after 100000 iterations, while the others wait at a barrier.
; Used by team.rs's unit tests.
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare i32 @omp_get_thread_num()
declare void @parir.test.panic()

define i32 @main() {
entry:
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 4) ]
  %id = call i32 @omp_get_thread_num()
  %one = icmp eq i32 %id, 1
  br i1 %one, label %work, label %wait
work:
  %i = phi i32 [ 0, %entry ], [ %i.next, %work ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 100000
  br i1 %done, label %bug, label %work
bug:
  call void @parir.test.panic()
  br label %wait
wait:
  %b = call token @llvm.directive.region.entry() [ "DIR.OMP.BARRIER"() ]
  call void @llvm.directive.region.exit(token %b) [ "DIR.OMP.END.BARRIER"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret i32 0
}
