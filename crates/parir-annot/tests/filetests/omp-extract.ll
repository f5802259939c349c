; RUN: parir opt -passes=omp-extract %s | FileCheck %s
; Directive regions -> OpenMP's outlined form (issue 18, item 3): omp-prepare's output for
; omp-prepare.ll. The DIR.OMP.PARALLEL region becomes @f.omp_outlined.0 called through
; __kmpc_fork_call after __kmpc_push_num_threads(4): its PRIVATE slots are allocated in the
; outlined function, the values it uses from @f are passed in (the pointer %n.addr as it is);
; the critical section locks its NAME variable, the single becomes __kmpc_single /
; __kmpc_end_single around the guarded block (NOWAIT: no barrier added), the barriers
; __kmpc_barrier.

%struct.ident_t = type { i32, i32, i32, i32, ptr }

@a = internal global [64 x i32] zeroinitializer
@total = internal global i32 0
@loc = private constant %struct.ident_t zeroinitializer
@.gomp_critical_user_.var = common global [8 x i32] zeroinitializer

define void @f(i32 %n) {
entry:
  %lb.i = alloca i32
  %ub.i = alloca i32
  %stride.i = alloca i32
  %last.i = alloca i32
  %0 = alloca i32
  %n.addr = alloca i32
  store i32 %n, ptr %n.addr
  %gtid = call i32 @omp_get_thread_num()
  %1 = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 4), "QUAL.OMP.SHARED"(ptr %n.addr, ptr @a, ptr @total), "QUAL.OMP.PRIVATE"(ptr %0, ptr %lb.i, ptr %ub.i, ptr %stride.i, ptr %last.i) ]
  %2 = call i32 @omp_get_thread_num()
  store i32 %2, ptr %0
  %tid.i = load i32, ptr %0
  %n.i = load i32, ptr %n.addr
  %cmp.i = icmp sgt i32 %n.i, 0
  br i1 %cmp.i, label %init.i, label %f.omp_outlined.exit

init.i:                                           ; preds = %entry
  %max.i = add nsw i32 %n.i, -1
  store i32 0, ptr %lb.i
  store i32 %max.i, ptr %ub.i
  store i32 1, ptr %stride.i
  store i32 0, ptr %last.i
  %3 = call i32 @omp_get_thread_num()
  %4 = call i32 @omp_get_num_threads()
  %5 = load i32, ptr %lb.i
  %6 = load i32, ptr %ub.i
  %7 = icmp sgt i32 %5, %6
  %8 = sub i32 %6, %5
  %9 = add i32 %8, 1
  %10 = udiv i32 %9, %4
  %11 = urem i32 %9, %4
  %12 = icmp ult i32 %3, %11
  %13 = select i1 %12, i32 %3, i32 %11
  %14 = mul i32 %3, %10
  %15 = add i32 %14, %13
  %16 = zext i1 %12 to i32
  %17 = add i32 %10, %16
  %18 = add i32 %5, %15
  %19 = add i32 %18, %17
  %20 = sub i32 %19, 1
  %21 = add i32 %15, %17
  %22 = icmp eq i32 %21, %9
  %23 = icmp ne i32 %17, 0
  %24 = and i1 %22, %23
  %25 = select i1 %7, i32 %5, i32 %18
  %26 = select i1 %7, i32 %6, i32 %20
  %27 = select i1 %7, i1 false, i1 %24
  %28 = zext i1 %27 to i32
  store i32 %25, ptr %lb.i
  store i32 %26, ptr %ub.i
  store i32 %9, ptr %stride.i
  store i32 %28, ptr %last.i
  %ub0.i = load i32, ptr %ub.i
  %ub1.i = call i32 @llvm.smin.i32(i32 %ub0.i, i32 %max.i)
  %lb0.i = load i32, ptr %lb.i
  %empty.i = icmp sgt i32 %lb0.i, %ub1.i
  br i1 %empty.i, label %fini.i, label %body.i

body.i:                                           ; preds = %body.i, %init.i
  %i.i = phi i32 [ %lb0.i, %init.i ], [ %i.next.i, %body.i ]
  %p.i = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %i.i
  store i32 %i.i, ptr %p.i
  %i.next.i = add nsw i32 %i.i, 1
  %done.i = icmp sgt i32 %i.next.i, %ub1.i
  br i1 %done.i, label %fini.i, label %body.i

fini.i:                                           ; preds = %body.i, %init.i
  %29 = call token @llvm.directive.region.entry() [ "DIR.OMP.BARRIER"() ]
  call void @llvm.directive.region.exit(token %29) [ "DIR.OMP.END.BARRIER"() ]
  br label %f.omp_outlined.exit

f.omp_outlined.exit:                              ; preds = %fini.i, %entry
  %30 = call token @llvm.directive.region.entry() [ "DIR.OMP.CRITICAL"(), "QUAL.OMP.NAME"(ptr @.gomp_critical_user_.var) ]
  %t.i = load i32, ptr @total
  %t1.i = add nsw i32 %t.i, 1
  store i32 %t1.i, ptr @total
  call void @llvm.directive.region.exit(token %30) [ "DIR.OMP.END.CRITICAL"() ]
  %s.i = call token @llvm.directive.region.entry() [ "DIR.OMP.SINGLE"(), "QUAL.OMP.NOWAIT"() ]
  %u.i = load i32, ptr @total
  %u1.i = add nsw i32 %u.i, 100
  store i32 %u1.i, ptr @total
  call void @llvm.directive.region.exit(token %s.i) [ "DIR.OMP.END.SINGLE"() ]
  %31 = call token @llvm.directive.region.entry() [ "DIR.OMP.BARRIER"() ]
  call void @llvm.directive.region.exit(token %31) [ "DIR.OMP.END.BARRIER"() ]
  call void @llvm.directive.region.exit(token %1) [ "DIR.OMP.END.PARALLEL"() ]
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

declare i32 @omp_get_thread_num()

declare i32 @omp_get_num_threads()

declare ptr @calloc(i64, i64)

declare void @free(ptr)

declare token @llvm.directive.region.entry()

declare void @llvm.directive.region.exit(token)

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

; CHECK: define void @f(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n.addr = alloca i32
; CHECK-NEXT:   store i32 %n, ptr %n.addr
; CHECK-NEXT:   %gtid = call i32 @omp_get_thread_num()
; CHECK-NEXT:   %0 = call i32 @__kmpc_global_thread_num(ptr @.omp.extract.loc)
; CHECK-NEXT:   call void @__kmpc_push_num_threads(ptr @.omp.extract.loc, i32 %0, i32 4)
; CHECK-NEXT:   call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @.omp.extract.loc, i32 1, ptr @f.omp_outlined.0, ptr %n.addr)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define internal void @f.omp_outlined.0(ptr %0, ptr %1, ptr %2) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %3 = alloca i32
; CHECK-NEXT:   %4 = alloca i32
; CHECK-NEXT:   %5 = alloca i32
; CHECK-NEXT:   %6 = alloca i32
; CHECK-NEXT:   %7 = alloca i32
; CHECK-NEXT:   br label %omp.region
; CHECK: omp.region:                                       ; preds = %entry
; CHECK-NEXT:   %8 = call i32 @omp_get_thread_num()
; CHECK-NEXT:   store i32 %8, ptr %3
; CHECK-NEXT:   %tid.i = load i32, ptr %3
; CHECK-NEXT:   %n.i = load i32, ptr %2
; CHECK-NEXT:   %cmp.i = icmp sgt i32 %n.i, 0
; CHECK-NEXT:   br i1 %cmp.i, label %init.i, label %f.omp_outlined.exit
; CHECK: init.i:                                           ; preds = %omp.region
; CHECK-NEXT:   %max.i = add nsw i32 %n.i, -1
; CHECK-NEXT:   store i32 0, ptr %4
; CHECK-NEXT:   store i32 %max.i, ptr %5
; CHECK-NEXT:   store i32 1, ptr %6
; CHECK-NEXT:   store i32 0, ptr %7
; CHECK-NEXT:   %9 = call i32 @omp_get_thread_num()
; CHECK-NEXT:   %10 = call i32 @omp_get_num_threads()
; CHECK-NEXT:   %11 = load i32, ptr %4
; CHECK-NEXT:   %12 = load i32, ptr %5
; CHECK-NEXT:   %13 = icmp sgt i32 %11, %12
; CHECK-NEXT:   %14 = sub i32 %12, %11
; CHECK-NEXT:   %15 = add i32 %14, 1
; CHECK-NEXT:   %16 = udiv i32 %15, %10
; CHECK-NEXT:   %17 = urem i32 %15, %10
; CHECK-NEXT:   %18 = icmp ult i32 %9, %17
; CHECK-NEXT:   %19 = select i1 %18, i32 %9, i32 %17
; CHECK-NEXT:   %20 = mul i32 %9, %16
; CHECK-NEXT:   %21 = add i32 %20, %19
; CHECK-NEXT:   %22 = zext i1 %18 to i32
; CHECK-NEXT:   %23 = add i32 %16, %22
; CHECK-NEXT:   %24 = add i32 %11, %21
; CHECK-NEXT:   %25 = add i32 %24, %23
; CHECK-NEXT:   %26 = sub i32 %25, 1
; CHECK-NEXT:   %27 = add i32 %21, %23
; CHECK-NEXT:   %28 = icmp eq i32 %27, %15
; CHECK-NEXT:   %29 = icmp ne i32 %23, 0
; CHECK-NEXT:   %30 = and i1 %28, %29
; CHECK-NEXT:   %31 = select i1 %13, i32 %11, i32 %24
; CHECK-NEXT:   %32 = select i1 %13, i32 %12, i32 %26
; CHECK-NEXT:   %33 = select i1 %13, i1 false, i1 %30
; CHECK-NEXT:   %34 = zext i1 %33 to i32
; CHECK-NEXT:   store i32 %31, ptr %4
; CHECK-NEXT:   store i32 %32, ptr %5
; CHECK-NEXT:   store i32 %15, ptr %6
; CHECK-NEXT:   store i32 %34, ptr %7
; CHECK-NEXT:   %ub0.i = load i32, ptr %5
; CHECK-NEXT:   %ub1.i = call i32 @llvm.smin.i32(i32 %ub0.i, i32 %max.i)
; CHECK-NEXT:   %lb0.i = load i32, ptr %4
; CHECK-NEXT:   %empty.i = icmp sgt i32 %lb0.i, %ub1.i
; CHECK-NEXT:   br i1 %empty.i, label %fini.i, label %body.i
; CHECK: f.omp_outlined.exit:                              ; preds = %fini.i, %omp.region
; CHECK-NEXT:   %35 = call i32 @__kmpc_global_thread_num(ptr @.omp.extract.loc)
; CHECK-NEXT:   call void @__kmpc_critical(ptr @.omp.extract.loc, i32 %35, ptr @.gomp_critical_user_.var)
; CHECK-NEXT:   %t.i = load i32, ptr @total
; CHECK-NEXT:   %t1.i = add nsw i32 %t.i, 1
; CHECK-NEXT:   store i32 %t1.i, ptr @total
; CHECK-NEXT:   call void @__kmpc_end_critical(ptr @.omp.extract.loc, i32 %35, ptr @.gomp_critical_user_.var)
; CHECK-NEXT:   %36 = call i32 @__kmpc_global_thread_num(ptr @.omp.extract.loc)
; CHECK-NEXT:   %37 = call i32 @__kmpc_single(ptr @.omp.extract.loc, i32 %36)
; CHECK-NEXT:   %38 = icmp ne i32 %37, 0
; CHECK-NEXT:   br i1 %38, label %omp.guarded, label %omp.guarded.end
; CHECK: fini.i:                                           ; preds = %body.i, %init.i
; CHECK-NEXT:   %39 = call i32 @__kmpc_global_thread_num(ptr @.omp.extract.loc)
; CHECK-NEXT:   call void @__kmpc_barrier(ptr @.omp.extract.loc, i32 %39)
; CHECK-NEXT:   br label %f.omp_outlined.exit
; CHECK: body.i:                                           ; preds = %body.i, %init.i
; CHECK-NEXT:   %i.i = phi i32 [ %lb0.i, %init.i ], [ %i.next.i, %body.i ]
; CHECK-NEXT:   %p.i = getelementptr inbounds [64 x i32], ptr @a, i32 0, i32 %i.i
; CHECK-NEXT:   store i32 %i.i, ptr %p.i
; CHECK-NEXT:   %i.next.i = add nsw i32 %i.i, 1
; CHECK-NEXT:   %done.i = icmp sgt i32 %i.next.i, %ub1.i
; CHECK-NEXT:   br i1 %done.i, label %fini.i, label %body.i
; CHECK: omp.guarded:                                      ; preds = %f.omp_outlined.exit
; CHECK-NEXT:   %u.i = load i32, ptr @total
; CHECK-NEXT:   %u1.i = add nsw i32 %u.i, 100
; CHECK-NEXT:   store i32 %u1.i, ptr @total
; CHECK-NEXT:   call void @__kmpc_end_single(ptr @.omp.extract.loc, i32 %36)
; CHECK-NEXT:   br label %omp.guarded.end
; CHECK: omp.guarded.end:                                  ; preds = %omp.guarded, %f.omp_outlined.exit
; CHECK-NEXT:   %40 = call i32 @__kmpc_global_thread_num(ptr @.omp.extract.loc)
; CHECK-NEXT:   call void @__kmpc_barrier(ptr @.omp.extract.loc, i32 %40)
; CHECK-NEXT:   br label %omp.exit
; CHECK: omp.exit:                                         ; preds = %omp.guarded.end
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
