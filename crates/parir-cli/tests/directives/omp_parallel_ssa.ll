; Two OpenMP parallel loops in the token form, in SSA (as after mem2reg; the sum phi used after
; the region is what the RFC's property C1 forbids, and parir check says so): @fill squares an
; array (independent iterations; the sum is a phi reduction), @shift reads the element the
; previous iteration wrote (the directive's claim is false: the sanitizer reports it).

declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare i32 @printf(ptr, ...)
@fmt = private constant [18 x i8] c"sum %lld last %d\0A\00"
@a = internal global [20000 x i32] zeroinitializer

define i64 @fill() {
entry:
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.SHARED"(ptr @a), "QUAL.OMP.NUM_THREADS"(i32 2) ]
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  %sq = mul nsw i64 %i, %i
  %v = trunc i64 %sq to i32
  %p = getelementptr inbounds [20000 x i32], ptr @a, i64 0, i64 %i
  store i32 %v, ptr %p
  %s.next = add nsw i64 %s, %sq
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 20000
  br i1 %done, label %exit, label %loop
exit:
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  ret i64 %s.next
}

define void @shift() {
entry:
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.SHARED"(ptr @a) ]
  br label %loop
loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %j = sub nsw i64 %i, 1
  %q = getelementptr inbounds [20000 x i32], ptr @a, i64 0, i64 %j
  %x = load i32, ptr %q
  %x1 = add i32 %x, 1
  %p = getelementptr inbounds [20000 x i32], ptr @a, i64 0, i64 %i
  store i32 %x1, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 100
  br i1 %done, label %exit, label %loop
exit:
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  ret void
}

define i32 @main() {
entry:
  %s = call i64 @fill()
  call void @shift()
  %p = getelementptr inbounds [20000 x i32], ptr @a, i64 0, i64 99
  %l = load i32, ptr %p
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i64 %s, i32 %l)
  ret i32 0
}
