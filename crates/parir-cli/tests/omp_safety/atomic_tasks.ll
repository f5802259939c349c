; 1000 tasks each add 1 to @sum in a DIR.OMP.ATOMIC region and 2 to @total with an
; atomicrmw: atomic accesses exclude each other, no race. When the program has an argument,
; the last task first reads @sum with a plain load (kept in @peek): that load races with the
; other tasks' atomic updates.
@sum = internal global i64 0
@total = internal global i64 0
@peek = internal global i64 0
@.fmt = private unnamed_addr constant [21 x i8] c"sum %lld total %lld\0A\00"
declare i32 @printf(ptr, ...)
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %racy = icmp sgt i32 %argc, 1
  %team = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.SHARED"(ptr @sum, ptr @total, ptr @peek), "QUAL.OMP.NUM_THREADS"(i32 2) ]
  %one = call token @llvm.directive.region.entry() [ "DIR.OMP.SINGLE"() ]
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %task = call token @llvm.directive.region.entry() [ "DIR.OMP.TASK"(), "QUAL.OMP.SHARED"(ptr @sum, ptr @total, ptr @peek) ]
  %last = icmp eq i64 %i, 999
  %peeks = and i1 %last, %racy
  br i1 %peeks, label %plain, label %update
plain:
  %p = load i64, ptr @sum
  store i64 %p, ptr @peek
  br label %update
update:
  %a = call token @llvm.directive.region.entry() [ "DIR.OMP.ATOMIC"() ]
  %s = load i64, ptr @sum
  %s1 = add i64 %s, 1
  store i64 %s1, ptr @sum
  call void @llvm.directive.region.exit(token %a) [ "DIR.OMP.END.ATOMIC"() ]
  %old = atomicrmw add ptr @total, i64 2 monotonic
  call void @llvm.directive.region.exit(token %task) [ "DIR.OMP.END.TASK"() ]
  br label %next
next:
  %i.next = add i64 %i, 1
  %more = icmp ult i64 %i.next, 1000
  br i1 %more, label %loop, label %done
done:
  call void @llvm.directive.region.exit(token %one) [ "DIR.OMP.END.SINGLE"() ]
  call void @llvm.directive.region.exit(token %team) [ "DIR.OMP.END.PARALLEL"() ]
  %n = load i64, ptr @sum
  %t = load i64, ptr @total
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i64 %n, i64 %t)
  ret i32 0
}
