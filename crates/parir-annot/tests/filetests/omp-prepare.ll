; RUN: parir opt -passes=omp-prepare %s | FileCheck %s
; OpenMP's outlined form -> directive regions (issue 18, item 3), in the shape clang-19
; -fopenmp gives `#pragma omp parallel num_threads(4)` around a `for schedule(static)`, a
; `critical` and a `single`: the fork becomes a DIR.OMP.PARALLEL region with NUM_THREADS(4)
; around the inlined outlined function (the capture %n.addr and the module's @total and @a
; SHARED, the outlined function's slots and the thread-number slot PRIVATE); the static
; schedule's call becomes the thread's block computed from omp_get_thread_num /
; omp_get_num_threads; critical, single (NOWAIT: the barrier is its own call) and barrier
; become their regions; the outlined function and the runtime's declarations go.

%struct.ident_t = type { i32, i32, i32, i32, ptr }

@a = internal global [64 x i32] zeroinitializer
@total = internal global i32 0
@loc = private constant %struct.ident_t zeroinitializer
@.gomp_critical_user_.var = common global [8 x i32] zeroinitializer

define void @f(i32 %n) {
entry:
  %n.addr = alloca i32
  store i32 %n, ptr %n.addr
  %gtid = call i32 @__kmpc_global_thread_num(ptr @loc)
  call void @__kmpc_push_num_threads(ptr @loc, i32 %gtid, i32 4)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 1, ptr @f.omp_outlined, ptr %n.addr)
  ret void
}

define internal void @f.omp_outlined(ptr noalias %tid.addr, ptr noalias %bound.addr, ptr %n.addr) {
entry:
  %lb = alloca i32
  %ub = alloca i32
  %stride = alloca i32
  %last = alloca i32
  %tid = load i32, ptr %tid.addr
  %n = load i32, ptr %n.addr
  %cmp = icmp sgt i32 %n, 0
  br i1 %cmp, label %init, label %after.loop

init:
  %max = add nsw i32 %n, -1
  store i32 0, ptr %lb
  store i32 %max, ptr %ub
  store i32 1, ptr %stride
  store i32 0, ptr %last
  call void @__kmpc_for_static_init_4(ptr @loc, i32 %tid, i32 34, ptr %last, ptr %lb, ptr %ub, ptr %stride, i32 1, i32 1)
  %ub0 = load i32, ptr %ub
  %ub1 = call i32 @llvm.smin.i32(i32 %ub0, i32 %max)
  %lb0 = load i32, ptr %lb
  %empty = icmp sgt i32 %lb0, %ub1
  br i1 %empty, label %fini, label %body

body:
  %i = phi i32 [ %lb0, %init ], [ %i.next, %body ]
  %p = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %i
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %done = icmp sgt i32 %i.next, %ub1
  br i1 %done, label %fini, label %body

fini:
  call void @__kmpc_for_static_fini(ptr @loc, i32 %tid)
  call void @__kmpc_barrier(ptr @loc, i32 %tid)
  br label %after.loop

after.loop:
  call void @__kmpc_critical(ptr @loc, i32 %tid, ptr @.gomp_critical_user_.var)
  %t = load i32, ptr @total
  %t1 = add nsw i32 %t, 1
  store i32 %t1, ptr @total
  call void @__kmpc_end_critical(ptr @loc, i32 %tid, ptr @.gomp_critical_user_.var)
  %s = call i32 @__kmpc_single(ptr @loc, i32 %tid)
  %chosen = icmp ne i32 %s, 0
  br i1 %chosen, label %single, label %after.single

single:
  %u = load i32, ptr @total
  %u1 = add nsw i32 %u, 100
  store i32 %u1, ptr @total
  call void @__kmpc_end_single(ptr @loc, i32 %tid)
  br label %after.single

after.single:
  call void @__kmpc_barrier(ptr @loc, i32 %tid)
  ret void
}

declare i32 @__kmpc_global_thread_num(ptr)
declare void @__kmpc_push_num_threads(ptr, i32, i32)
declare void @__kmpc_fork_call(ptr, i32, ptr, ...)
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32)
declare void @__kmpc_for_static_fini(ptr, i32)
declare void @__kmpc_barrier(ptr, i32)
declare void @__kmpc_critical(ptr, i32, ptr)
declare void @__kmpc_end_critical(ptr, i32, ptr)
declare i32 @__kmpc_single(ptr, i32)
declare void @__kmpc_end_single(ptr, i32)
declare i32 @llvm.smin.i32(i32, i32)

; CHECK: define void @f(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %0 = alloca i32
; CHECK-NEXT:   %n.addr = alloca i32
; CHECK-NEXT:   store i32 %n, ptr %n.addr
; CHECK-NEXT:   %gtid = call i32 @omp_get_thread_num()
; CHECK-NEXT:   %1 = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 4), "QUAL.OMP.SHARED"(ptr %n.addr, ptr @a, ptr @total), "QUAL.OMP.PRIVATE"(ptr %0) ]
; CHECK-NEXT:   %2 = call i32 @omp_get_thread_num()
; CHECK-NEXT:   store i32 %2, ptr %0
; CHECK-NEXT:   %tid.i = load i32, ptr %0
; CHECK-NEXT:   %n.i = load i32, ptr %n.addr
; CHECK-NEXT:   %cmp.i = icmp sgt i32 %n.i, 0
; CHECK-NEXT:   br i1 %cmp.i, label %init.i, label %f.omp_outlined.exit
; CHECK: init.i:                                           ; preds = %entry
; CHECK-NEXT:   %max.i = add nsw i32 %n.i, -1
; CHECK-NEXT:   %3 = call token @llvm.directive.region.entry() [ "DIR.OMP.LOOP"(), "QUAL.OMP.SCHEDULE.STATIC"(i32 0), "QUAL.OMP.NOWAIT"() ]
; CHECK-NEXT:   %ub1.i = call i32 @llvm.smin.i32(i32 %max.i, i32 %max.i)
; CHECK-NEXT:   %empty.i = icmp sgt i32 0, %ub1.i
; CHECK-NEXT:   br i1 %empty.i, label %fini.i, label %body.i
; CHECK: body.i:                                           ; preds = %body.i, %init.i
; CHECK-NEXT:   %i.i = phi i32 [ %i.next.i, %body.i ], [ 0, %init.i ]
; CHECK-NEXT:   %p.i = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %i.i
; CHECK-NEXT:   store i32 %i.i, ptr %p.i
; CHECK-NEXT:   %i.next.i = add nsw i32 %i.i, 1
; CHECK-NEXT:   %done.i = icmp sgt i32 %i.next.i, %ub1.i
; CHECK-NEXT:   br i1 %done.i, label %fini.i, label %body.i
; CHECK: fini.i:                                           ; preds = %body.i, %init.i
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %3) [ "DIR.OMP.END.LOOP"() ]
; CHECK-NEXT:   %4 = call token @llvm.directive.region.entry() [ "DIR.OMP.BARRIER"() ]
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %4) [ "DIR.OMP.END.BARRIER"() ]
; CHECK-NEXT:   br label %f.omp_outlined.exit
; CHECK: f.omp_outlined.exit:                              ; preds = %fini.i, %entry
; CHECK-NEXT:   %5 = call token @llvm.directive.region.entry() [ "DIR.OMP.CRITICAL"(), "QUAL.OMP.NAME"(ptr @.gomp_critical_user_.var) ]
; CHECK-NEXT:   %t.i = load i32, ptr @total
; CHECK-NEXT:   %t1.i = add nsw i32 %t.i, 1
; CHECK-NEXT:   store i32 %t1.i, ptr @total
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %5) [ "DIR.OMP.END.CRITICAL"() ]
; CHECK-NEXT:   %s.i = call token @llvm.directive.region.entry() [ "DIR.OMP.SINGLE"(), "QUAL.OMP.NOWAIT"() ]
; CHECK-NEXT:   %u.i = load i32, ptr @total
; CHECK-NEXT:   %u1.i = add nsw i32 %u.i, 100
; CHECK-NEXT:   store i32 %u1.i, ptr @total
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %s.i) [ "DIR.OMP.END.SINGLE"() ]
; CHECK-NEXT:   %6 = call token @llvm.directive.region.entry() [ "DIR.OMP.BARRIER"() ]
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %6) [ "DIR.OMP.END.BARRIER"() ]
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %1) [ "DIR.OMP.END.PARALLEL"() ]
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
