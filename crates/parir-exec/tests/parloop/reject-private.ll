; RUN: parloop %s | FileCheck %s
; Privatized variables the executor cannot copy: the loop runs sequentially, and the reason
; names the variable and its clause.

declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)

@g = global i32 0

define void @linear(ptr %a, i32 %n) {
entry:
  %j = alloca i32
  store i32 0, ptr %j
  %r = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.LINEAR"(ptr %j, i32 2) ]
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %jv = load i32, ptr %j
  %p = getelementptr inbounds i32, ptr %a, i32 %jv
  store i32 %i, ptr %p
  %j2 = add i32 %jv, 2
  store i32 %j2, ptr %j
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  ret void
}

define void @global(ptr %a, i32 %n) {
entry:
  %r = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.PRIVATE"(ptr @g) ]
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr @g
  %gv = load i32, ptr @g
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 %gv, ptr %p
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  ret void
}

define void @derived(ptr %a, i32 %n) {
entry:
  %pair = alloca [2 x i32]
  %second = getelementptr inbounds [2 x i32], ptr %pair, i32 0, i32 1
  %r = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.PRIVATE"(ptr %pair) ]
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %second
  %v = load i32, ptr %second
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 %v, ptr %p
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  ret void
}

define void @float_bitwise(ptr %a, i32 %n) {
entry:
  %x = alloca double
  %r = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.REDUCTION.BOR"(ptr %x) ]
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store double 1.0, ptr %x
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  ret void
}

define void @runtime_size(ptr %a, i32 %n) {
entry:
  %buf = alloca i32, i32 %n
  %r = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.PRIVATE"(ptr %buf) ]
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %buf
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.directive.region.exit(token %r) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  ret void
}

; CHECK: loop loop in @linear: sequential: linear variable %j (QUAL.OMP.LINEAR): parir runs linear clauses only sequentially
; CHECK-NEXT:   claim DIR.OMP.PARALLEL.LOOP: 0 groups, covers 1 of 3 memory accesses, 2 to privatized variables
; CHECK-NEXT:   depth 1, blocks %loop, latches %loop
; CHECK-NEXT: loop loop in @global: sequential: private variable @g (QUAL.OMP.PRIVATE) is not a local variable (an alloca) of the function
; CHECK-NEXT:   claim DIR.OMP.PARALLEL.LOOP: 0 groups, covers 1 of 3 memory accesses, 2 to privatized variables
; CHECK-NEXT:   depth 1, blocks %loop, latches %loop
; CHECK-NEXT: loop loop in @derived: sequential: %second is computed before the loop from private variable %pair: it would still point at the shared variable
; CHECK-NEXT:   claim DIR.OMP.PARALLEL.LOOP: 0 groups, covers 1 of 3 memory accesses, 2 to privatized variables
; CHECK-NEXT:   depth 1, blocks %loop, latches %loop
; CHECK-NEXT: loop loop in @float_bitwise: sequential: bitwise reduction(|) on %x (QUAL.OMP.REDUCTION.BOR) of type double: bitwise reductions combine integers
; CHECK-NEXT:   claim DIR.OMP.PARALLEL.LOOP: 0 groups, covers 0 of 1 memory accesses, 1 to privatized variables
; CHECK-NEXT:   depth 1, blocks %loop, latches %loop
; CHECK-NEXT: loop loop in @runtime_size: sequential: private variable %buf (QUAL.OMP.PRIVATE) has a size known only at run time
; CHECK-NEXT:   claim DIR.OMP.PARALLEL.LOOP: 0 groups, covers 0 of 1 memory accesses, 1 to privatized variables
; CHECK-NEXT:   depth 1, blocks %loop, latches %loop
