; One program with the three kinds of parallel construct parir runs: a team region
; (a parallel region of 3 threads: each sets bits of a shared total in a critical section,
; a single thread adds to it, then a barrier), a loop annotated parallel (its accesses in a group the loop's
; metadata names), and a spawn tree (a recursive fib in Tapir). With --parallel all three
; run on the run's one pool, and the output is the sequential one.
declare i32 @printf(ptr, ...)
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare token @llvm.syncregion.start()

@fmt = private constant [29 x i8] c"team %d loop %ld fib(18) %d\0A\00"
@a = global [1000 x i64] zeroinitializer

define i32 @fib(i32 %n) {
entry:
  %x = alloca i32, align 4
  %sr = call token @llvm.syncregion.start()
  %small = icmp slt i32 %n, 2
  br i1 %small, label %return, label %split

split:
  %n1 = sub nsw i32 %n, 1
  detach within %sr, label %task, label %cont

task:
  %f1 = call i32 @fib(i32 %n1)
  store i32 %f1, ptr %x, align 4
  reattach within %sr, label %cont

cont:
  %n2 = sub nsw i32 %n, 2
  %f2 = call i32 @fib(i32 %n2)
  sync within %sr, label %joined

joined:
  %v = load i32, ptr %x, align 4
  %sum = add nsw i32 %v, %f2
  br label %return

return:
  %r = phi i32 [ %n, %entry ], [ %sum, %joined ]
  ret i32 %r
}

define i32 @main() {
entry:
  %total = alloca i32, align 4
  store i32 0, ptr %total, align 4
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 3), "QUAL.OMP.SHARED"(ptr %total) ]
  %c = call token @llvm.directive.region.entry() [ "DIR.OMP.CRITICAL"() ]
  %old = load i32, ptr %total, align 4
  %new = or i32 %old, 40
  store i32 %new, ptr %total, align 4
  call void @llvm.directive.region.exit(token %c) [ "DIR.OMP.END.CRITICAL"() ]
  %s = call token @llvm.directive.region.entry() [ "DIR.OMP.SINGLE"() ]
  %old2 = load i32, ptr %total, align 4
  %new2 = add i32 %old2, 2
  store i32 %new2, ptr %total, align 4
  call void @llvm.directive.region.exit(token %s) [ "DIR.OMP.END.SINGLE"() ]
  %b = call token @llvm.directive.region.entry() [ "DIR.OMP.BARRIER"() ]
  call void @llvm.directive.region.exit(token %b) [ "DIR.OMP.END.BARRIER"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds [1000 x i64], ptr @a, i64 0, i64 %i
  %sq = mul i64 %i, %i
  store i64 %sq, ptr %p, align 8, !llvm.access.group !1
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1000
  br i1 %done, label %sum.loop, label %loop, !llvm.loop !0

sum.loop:
  %j = phi i64 [ 0, %loop ], [ %j.next, %sum.loop ]
  %acc = phi i64 [ 0, %loop ], [ %acc.next, %sum.loop ]
  %q = getelementptr inbounds [1000 x i64], ptr @a, i64 0, i64 %j
  %e = load i64, ptr %q, align 8
  %acc.next = add i64 %acc, %e
  %j.next = add nuw nsw i64 %j, 1
  %end = icmp eq i64 %j.next, 1000
  br i1 %end, label %tail, label %sum.loop

tail:
  %f = call i32 @fib(i32 18)
  %tot = load i32, ptr %total, align 4
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %tot, i64 %acc.next, i32 %f)
  ret i32 0
}

!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.parallel_accesses", !1}
