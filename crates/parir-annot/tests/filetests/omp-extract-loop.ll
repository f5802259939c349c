; RUN: parir opt -passes=omp-extract %s | FileCheck %s
; DIR.OMP.LOOP back to libomp's static worksharing (issue 18, item 3): @f's loop exits at its
; header and sums with a REDUCTION.ADD clause (a copy per thread from 0, combined under
; __kmpc_critical after __kmpc_for_static_fini, then the barrier); @g's counts down and
; exits at its latch (NOWAIT: no barrier; a thread whose block is empty skips the loop);
; @h's has schedule(dynamic, 3): __kmpc_dispatch_init_8 and an omp.dispatch block asking
; __kmpc_dispatch_next_8 for each chunk, to which the loop's exit comes back.
; Each induction starts at its value of the thread's first iteration and a counter from
; the thread's lb to ub decides the exit; the runtime's slots are PRIVATE to the team.

@a = internal global [100 x i32] zeroinitializer
@sum = internal global i32 0
@fmt = private constant [7 x i8] c"%d %d\0A\00"

define void @f(i32 %n) {
entry:
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.SHARED"(ptr @a, ptr @sum) ]
  %l = call token @llvm.directive.region.entry() [ "DIR.OMP.LOOP"(), "QUAL.OMP.SCHEDULE.STATIC"(i32 0), "QUAL.OMP.REDUCTION.ADD"(ptr @sum) ]
  br label %cond

cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done

body:
  %p = getelementptr inbounds [100 x i32], ptr @a, i32 0, i32 %i
  %v = load i32, ptr %p
  %s = load i32, ptr @sum
  %s2 = add i32 %s, %v
  store i32 %s2, ptr @sum
  %i.next = add nsw i32 %i, 1
  br label %cond

done:
  call void @llvm.directive.region.exit(token %l) [ "DIR.OMP.END.LOOP"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret void
}

define void @g(i64 %n) {
entry:
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.SHARED"(ptr @a) ]
  %l = call token @llvm.directive.region.entry() [ "DIR.OMP.LOOP"(), "QUAL.OMP.NOWAIT"() ]
  br label %body

body:
  %i = phi i64 [ %n, %entry ], [ %i.next, %body ]
  %k = phi i32 [ 7, %entry ], [ %k.next, %body ]
  %j = add i64 %i, -1
  %p = getelementptr inbounds [100 x i32], ptr @a, i64 0, i64 %j
  store i32 %k, ptr %p
  %i.next = add nsw i64 %i, -1
  %k.next = add i32 %k, 3
  %more = icmp sgt i64 %i.next, 0
  br i1 %more, label %body, label %done

done:
  call void @llvm.directive.region.exit(token %l) [ "DIR.OMP.END.LOOP"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret void
}

define void @h(i32 %n) {
entry:
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.SHARED"(ptr @a) ]
  %l = call token @llvm.directive.region.entry() [ "DIR.OMP.LOOP"(), "QUAL.OMP.SCHEDULE.DYNAMIC"(i32 3) ]
  br label %cond

cond:
  %i = phi i32 [ 1, %entry ], [ %i.next, %body ]
  %c = icmp sle i32 %i, %n
  br i1 %c, label %body, label %done

body:
  %p = getelementptr inbounds [100 x i32], ptr @a, i32 0, i32 %i
  %v = load i32, ptr %p
  %v2 = mul i32 %v, 2
  store i32 %v2, ptr %p
  %i.next = add nsw i32 %i, 1
  br label %cond

done:
  call void @llvm.directive.region.exit(token %l) [ "DIR.OMP.END.LOOP"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret void
}

define i32 @main() {
  call void @g(i64 100)
  call void @h(i32 99)
  call void @f(i32 100)
  %s = load i32, ptr @sum
  %x = load i32, ptr getelementptr inbounds ([100 x i32], ptr @a, i64 0, i64 3)
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %s, i32 %x)
  ret i32 0
}

declare i32 @printf(ptr, ...)
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)

; CHECK: define void @f(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %0 = alloca i32
; CHECK-NEXT:   %1 = call i32 @__kmpc_global_thread_num(ptr @.omp.extract.loc)
; CHECK-NEXT:   store i32 %n, ptr %0
; CHECK-NEXT:   call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @.omp.extract.loc, i32 1, ptr @f.omp_outlined.0, ptr %0)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @g(i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %0 = alloca i64
; CHECK-NEXT:   %1 = call i32 @__kmpc_global_thread_num(ptr @.omp.extract.loc)
; CHECK-NEXT:   store i64 %n, ptr %0
; CHECK-NEXT:   call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @.omp.extract.loc, i32 1, ptr @g.omp_outlined.1, ptr %0)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @h(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %0 = alloca i32
; CHECK-NEXT:   %1 = call i32 @__kmpc_global_thread_num(ptr @.omp.extract.loc)
; CHECK-NEXT:   store i32 %n, ptr %0
; CHECK-NEXT:   call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @.omp.extract.loc, i32 1, ptr @h.omp_outlined.2, ptr %0)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define i32 @main() {
; CHECK-NEXT:   call void @g(i64 100)
; CHECK-NEXT:   call void @h(i32 99)
; CHECK-NEXT:   call void @f(i32 100)
; CHECK-NEXT:   %s = load i32, ptr @sum
; CHECK-NEXT:   %x = load i32, ptr getelementptr inbounds ([100 x i32], ptr @a, i64 0, i64 3)
; CHECK-NEXT:   %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %s, i32 %x)
; CHECK-NEXT:   ret i32 0
; CHECK-NEXT: }
; CHECK: define internal void @f.omp_outlined.0(ptr %0, ptr %1, ptr %2) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %3 = alloca i32
; CHECK-NEXT:   %4 = alloca i64
; CHECK-NEXT:   %5 = alloca i64
; CHECK-NEXT:   %6 = alloca i64
; CHECK-NEXT:   %7 = alloca i32
; CHECK-NEXT:   %8 = load i32, ptr %2
; CHECK-NEXT:   br label %omp.region
; CHECK: omp.region:                                       ; preds = %entry
; CHECK-NEXT:   %9 = call i32 @__kmpc_global_thread_num(ptr @.omp.extract.loc)
; CHECK-NEXT:   store i32 0, ptr %7
; CHECK-NEXT:   %10 = sub i32 %8, 0
; CHECK-NEXT:   %11 = icmp slt i32 0, %8
; CHECK-NEXT:   %12 = select i1 %11, i32 %10, i32 0
; CHECK-NEXT:   %13 = zext i32 %12 to i64
; CHECK-NEXT:   %14 = sub i64 %13, 1
; CHECK-NEXT:   store i32 0, ptr %3
; CHECK-NEXT:   store i64 0, ptr %4
; CHECK-NEXT:   store i64 %14, ptr %5
; CHECK-NEXT:   store i64 1, ptr %6
; CHECK-NEXT:   call void @__kmpc_for_static_init_8(ptr @.omp.extract.loc, i32 %9, i32 34, ptr %3, ptr %4, ptr %5, ptr %6, i64 1, i64 1)
; CHECK-NEXT:   %15 = load i64, ptr %4
; CHECK-NEXT:   %16 = load i64, ptr %5
; CHECK-NEXT:   %17 = trunc i64 %15 to i32
; CHECK-NEXT:   %18 = mul i32 %17, 1
; CHECK-NEXT:   %19 = add i32 0, %18
; CHECK-NEXT:   br label %cond
; CHECK: cond:                                             ; preds = %body, %omp.region
; CHECK-NEXT:   %20 = phi i64 [ %15, %omp.region ], [ %22, %body ]
; CHECK-NEXT:   %i = phi i32 [ %19, %omp.region ], [ %i.next, %body ]
; CHECK-NEXT:   %21 = icmp sle i64 %20, %16
; CHECK-NEXT:   br i1 %21, label %body, label %done
; CHECK: body:                                             ; preds = %cond
; CHECK-NEXT:   %p = getelementptr inbounds [100 x i32], ptr @a, i32 0, i32 %i
; CHECK-NEXT:   %v = load i32, ptr %p
; CHECK-NEXT:   %s = load i32, ptr %7
; CHECK-NEXT:   %s2 = add i32 %s, %v
; CHECK-NEXT:   store i32 %s2, ptr %7
; CHECK-NEXT:   %i.next = add nsw i32 %i, 1
; CHECK-NEXT:   %22 = add i64 %20, 1
; CHECK-NEXT:   br label %cond
; CHECK: done:                                             ; preds = %cond
; CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @.omp.extract.loc, i32 %9)
; CHECK-NEXT:   call void @__kmpc_critical(ptr @.omp.extract.loc, i32 %9, ptr @.gomp_critical_user_.reduction.var)
; CHECK-NEXT:   %23 = load i32, ptr @sum
; CHECK-NEXT:   %24 = load i32, ptr %7
; CHECK-NEXT:   %25 = add i32 %23, %24
; CHECK-NEXT:   store i32 %25, ptr @sum
; CHECK-NEXT:   call void @__kmpc_end_critical(ptr @.omp.extract.loc, i32 %9, ptr @.gomp_critical_user_.reduction.var)
; CHECK-NEXT:   call void @__kmpc_barrier(ptr @.omp.extract.loc, i32 %9)
; CHECK-NEXT:   br label %omp.exit
; CHECK: omp.exit:                                         ; preds = %done
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define internal void @g.omp_outlined.1(ptr %0, ptr %1, ptr %2) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %3 = alloca i32
; CHECK-NEXT:   %4 = alloca i64
; CHECK-NEXT:   %5 = alloca i64
; CHECK-NEXT:   %6 = alloca i64
; CHECK-NEXT:   %7 = load i64, ptr %2
; CHECK-NEXT:   br label %omp.region
; CHECK: omp.region:                                       ; preds = %entry
; CHECK-NEXT:   %8 = call i32 @__kmpc_global_thread_num(ptr @.omp.extract.loc)
; CHECK-NEXT:   %9 = add i64 %7, -1
; CHECK-NEXT:   %10 = sub i64 %9, 0
; CHECK-NEXT:   %11 = icmp slt i64 0, %9
; CHECK-NEXT:   %12 = select i1 %11, i64 %10, i64 0
; CHECK-NEXT:   %13 = add i64 %12, 1
; CHECK-NEXT:   %14 = sub i64 %13, 1
; CHECK-NEXT:   store i32 0, ptr %3
; CHECK-NEXT:   store i64 0, ptr %4
; CHECK-NEXT:   store i64 %14, ptr %5
; CHECK-NEXT:   store i64 1, ptr %6
; CHECK-NEXT:   call void @__kmpc_for_static_init_8(ptr @.omp.extract.loc, i32 %8, i32 34, ptr %3, ptr %4, ptr %5, ptr %6, i64 1, i64 1)
; CHECK-NEXT:   %15 = load i64, ptr %4
; CHECK-NEXT:   %16 = load i64, ptr %5
; CHECK-NEXT:   %17 = mul i64 %15, -1
; CHECK-NEXT:   %18 = add i64 %7, %17
; CHECK-NEXT:   %19 = trunc i64 %15 to i32
; CHECK-NEXT:   %20 = mul i32 %19, 3
; CHECK-NEXT:   %21 = add i32 7, %20
; CHECK-NEXT:   %22 = icmp sle i64 %15, %16
; CHECK-NEXT:   br i1 %22, label %body, label %done
; CHECK: body:                                             ; preds = %body, %omp.region
; CHECK-NEXT:   %23 = phi i64 [ %15, %omp.region ], [ %24, %body ]
; CHECK-NEXT:   %i = phi i64 [ %18, %omp.region ], [ %i.next, %body ]
; CHECK-NEXT:   %k = phi i32 [ %21, %omp.region ], [ %k.next, %body ]
; CHECK-NEXT:   %j = add i64 %i, -1
; CHECK-NEXT:   %p = getelementptr inbounds [100 x i32], ptr @a, i64 0, i64 %j
; CHECK-NEXT:   store i32 %k, ptr %p
; CHECK-NEXT:   %i.next = add nsw i64 %i, -1
; CHECK-NEXT:   %k.next = add i32 %k, 3
; CHECK-NEXT:   %24 = add i64 %23, 1
; CHECK-NEXT:   %25 = icmp slt i64 %23, %16
; CHECK-NEXT:   br i1 %25, label %body, label %done
; CHECK: done:                                             ; preds = %body, %omp.region
; CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @.omp.extract.loc, i32 %8)
; CHECK-NEXT:   br label %omp.exit
; CHECK: omp.exit:                                         ; preds = %done
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define internal void @h.omp_outlined.2(ptr %0, ptr %1, ptr %2) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %3 = alloca i32
; CHECK-NEXT:   %4 = alloca i64
; CHECK-NEXT:   %5 = alloca i64
; CHECK-NEXT:   %6 = alloca i64
; CHECK-NEXT:   %7 = load i32, ptr %2
; CHECK-NEXT:   br label %omp.region
; CHECK: omp.region:                                       ; preds = %entry
; CHECK-NEXT:   %8 = call i32 @__kmpc_global_thread_num(ptr @.omp.extract.loc)
; CHECK-NEXT:   %9 = sub i32 %7, 1
; CHECK-NEXT:   %10 = icmp sle i32 1, %7
; CHECK-NEXT:   %11 = add i32 %9, 1
; CHECK-NEXT:   %12 = select i1 %10, i32 %11, i32 0
; CHECK-NEXT:   %13 = zext i32 %12 to i64
; CHECK-NEXT:   %14 = sub i64 %13, 1
; CHECK-NEXT:   store i32 0, ptr %3
; CHECK-NEXT:   store i64 0, ptr %4
; CHECK-NEXT:   store i64 %14, ptr %5
; CHECK-NEXT:   store i64 1, ptr %6
; CHECK-NEXT:   %15 = sext i32 3 to i64
; CHECK-NEXT:   call void @__kmpc_dispatch_init_8(ptr @.omp.extract.loc, i32 %8, i32 35, i64 0, i64 %14, i64 1, i64 %15)
; CHECK-NEXT:   br label %omp.dispatch
; CHECK: omp.dispatch:                                     ; preds = %cond, %omp.region
; CHECK-NEXT:   %16 = call i32 @__kmpc_dispatch_next_8(ptr @.omp.extract.loc, i32 %8, ptr %3, ptr %4, ptr %5, ptr %6)
; CHECK-NEXT:   %17 = icmp ne i32 %16, 0
; CHECK-NEXT:   br i1 %17, label %omp.dispatch.body, label %done
; CHECK: omp.dispatch.body:                                ; preds = %omp.dispatch
; CHECK-NEXT:   %18 = load i64, ptr %4
; CHECK-NEXT:   %19 = load i64, ptr %5
; CHECK-NEXT:   %20 = trunc i64 %18 to i32
; CHECK-NEXT:   %21 = mul i32 %20, 1
; CHECK-NEXT:   %22 = add i32 1, %21
; CHECK-NEXT:   br label %cond
; CHECK: done:                                             ; preds = %omp.dispatch
; CHECK-NEXT:   call void @__kmpc_dispatch_deinit(ptr @.omp.extract.loc, i32 %8)
; CHECK-NEXT:   call void @__kmpc_barrier(ptr @.omp.extract.loc, i32 %8)
; CHECK-NEXT:   br label %omp.exit
; CHECK: cond:                                             ; preds = %body, %omp.dispatch.body
; CHECK-NEXT:   %23 = phi i64 [ %18, %omp.dispatch.body ], [ %25, %body ]
; CHECK-NEXT:   %i = phi i32 [ %22, %omp.dispatch.body ], [ %i.next, %body ]
; CHECK-NEXT:   %24 = icmp sle i64 %23, %19
; CHECK-NEXT:   br i1 %24, label %body, label %omp.dispatch
; CHECK: body:                                             ; preds = %cond
; CHECK-NEXT:   %p = getelementptr inbounds [100 x i32], ptr @a, i32 0, i32 %i
; CHECK-NEXT:   %v = load i32, ptr %p
; CHECK-NEXT:   %v2 = mul i32 %v, 2
; CHECK-NEXT:   store i32 %v2, ptr %p
; CHECK-NEXT:   %i.next = add nsw i32 %i, 1
; CHECK-NEXT:   %25 = add i64 %23, 1
; CHECK-NEXT:   br label %cond
; CHECK: omp.exit:                                         ; preds = %done
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
