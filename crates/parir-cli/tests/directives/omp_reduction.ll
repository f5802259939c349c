; A parallel loop in OpenMP directive form (Intel's spelling) with the RFC's Tapir markers in
; its body: run sequentially, the entry's token is 0 and a detach_task marker enters the task.
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare i1 @llvm.directive.marker()
declare i32 @printf(ptr, ...)
@fmt = private constant [8 x i8] c"sum %d\0A\00"

define i32 @main() {
entry:
  %a = alloca [100 x i32]
  %sum = alloca i32
  store i32 0, ptr %sum
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.LOOP"(), "QUAL.OMP.SHARED"(ptr %a), "QUAL.OMP.REDUCTION.ADD"(ptr %sum) ]
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %cont ]
  %c = call i1 @llvm.directive.marker() [ "detach_task"() ]
  br i1 %c, label %body, label %cont
body:
  %p = getelementptr inbounds [100 x i32], ptr %a, i32 0, i32 %k
  store i32 %k, ptr %p
  %s = load i32, ptr %sum
  %s2 = add i32 %s, %k
  store i32 %s2, ptr %sum
  %r = call i1 @llvm.directive.marker() [ "reattach_task"() ]
  br label %cont
cont:
  %k.next = add i32 %k, 1
  %e = icmp eq i32 %k.next, 100
  br i1 %e, label %done, label %loop
done:
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL.LOOP"() ]
  %v = load i32, ptr %sum
  %x = call i32 (ptr, ...) @printf(ptr @fmt, i32 %v)
  ret i32 0
}
