; RUN: parloop %s | FileCheck %s
; Parallel loop directives whose clauses privatize variables in memory: the plan gives each
; chunk its own copy (private, firstprivate, lastprivate, and reductions, untyped from the
; alloca or typed by the clause, scalar or array), and accesses to them are neither covered
; nor uncovered.

declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)

define i32 @clauses(ptr %a, i32 %n) {
entry:
  %sum = alloca i32
  %t = alloca i32
  %base = alloca i32
  %last = alloca i32
  store i32 0, ptr %sum
  store i32 7, ptr %base
  %r = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.SHARED"(ptr %a), "QUAL.OMP.PRIVATE"(ptr %t), "QUAL.OMP.FIRSTPRIVATE"(ptr %base), "QUAL.OMP.LASTPRIVATE"(ptr %last), "QUAL.OMP.REDUCTION.ADD"(ptr %sum) ]
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %k = mul i32 %i, 3
  store i32 %k, ptr %t
  %tv = load i32, ptr %t
  %bv = load i32, ptr %base
  %v = add i32 %tv, %bv
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 %v, ptr %p
  %s = load i32, ptr %sum
  %s2 = add i32 %s, %v
  store i32 %s2, ptr %sum
  store i32 %i, ptr %last
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  %res = load i32, ptr %sum
  ret i32 %res
}

define double @typed(ptr %a, i64 %n) {
entry:
  %m = alloca double
  %h = alloca [4 x i64]
  %tmp = alloca i64
  store double 0.0, ptr %m
  %r = call token @llvm.directive.region.entry() [ "DIR.OMP.LOOP"(), "QUAL.OMP.REDUCTION.MAX:TYPED"(ptr %m, double 0.0, i64 1), "QUAL.OMP.REDUCTION.BOR"(ptr %h), "QUAL.OMP.FIRSTPRIVATE:TYPED"(ptr %tmp, i64 0, i32 1), "QUAL.OMP.LASTPRIVATE:TYPED"(ptr %tmp, i64 0, i32 1) ]
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %inner = alloca i32
  store i32 0, ptr %inner
  %p = getelementptr inbounds double, ptr %a, i64 %i
  %x = load double, ptr %p
  %mv = load double, ptr %m
  %gt = fcmp ogt double %x, %mv
  %mx = select i1 %gt, double %x, double %mv
  store double %mx, ptr %m
  %slot = and i64 %i, 3
  %q = getelementptr inbounds [4 x i64], ptr %h, i64 0, i64 %slot
  %hv = load i64, ptr %q
  %hv2 = or i64 %hv, %i
  store i64 %hv2, ptr %q
  store i64 %i, ptr %tmp
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.LOOP"() ]
  %res = load double, ptr %m
  ret double %res
}

; CHECK: loop loop in @clauses: parallel
; CHECK-NEXT:   claim DIR.OMP.PARALLEL.LOOP: 0 groups, covers 1 of 7 memory accesses, 6 to privatized variables
; CHECK-NEXT:   preheader %entry, exiting %loop, exit %exit
; CHECK-NEXT:   induction %i = phi [0, %entry], step add 1, next %i.next
; CHECK-NEXT:   exit test %done = icmp eq %i.next, %n: leaves the loop when true
; CHECK-NEXT:   private: each chunk's own copy of %t (4 bytes)
; CHECK-NEXT:   private: each chunk's own copy, initialized from %base (4 bytes)
; CHECK-NEXT:   private: each chunk's own copy of %last (4 bytes)
; CHECK-NEXT:   private: each chunk's own reduction(+) of %sum (4 bytes)
; CHECK-NEXT:   depth 1, blocks %loop, latches %loop
; CHECK-NEXT: loop loop in @typed: parallel
; CHECK-NEXT:   claim DIR.OMP.LOOP: 0 groups, covers 1 of 7 memory accesses, 6 to privatized variables
; CHECK-NEXT:   preheader %entry, exiting %loop, exit %exit
; CHECK-NEXT:   induction %i = phi [0, %entry], step add 1, next %i.next
; CHECK-NEXT:   exit test %done = icmp eq %i.next, %n: leaves the loop when true
; CHECK-NEXT:   private: each chunk's own reduction(max) of %m (8 bytes)
; CHECK-NEXT:   private: each chunk's own reduction(|) of %h (32 bytes)
; CHECK-NEXT:   private: each chunk's own copy, initialized from %tmp (8 bytes)
; CHECK-NEXT:   depth 1, blocks %loop, latches %loop
