; The RFC's marker form of a spawn whose frame returns without a sync (Tapir's implicit
; sync at the return). Used by spawn.rs's unit tests.
declare i1 @llvm.directive.marker()
declare token @llvm.syncregion.start()
@g = global i64 0

define void @slow(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i64 %i, 1
  %d = icmp eq i64 %i.next, %n
  br i1 %d, label %out, label %loop
out:
  store i64 %n, ptr @g
  ret void
}

define void @f() {
entry:
  %sr = call token @llvm.syncregion.start()
  %k = call i1 @llvm.directive.marker() [ "detach_task"(token %sr) ]
  br i1 %k, label %t, label %c
t:
  call void @slow(i64 200000)
  %r = call i1 @llvm.directive.marker() [ "reattach_task"(token %sr) ]
  br label %c
c:
  br i1 false, label %s, label %e
s:
  %b = call i1 @llvm.directive.marker() [ "local_barrier"(token %sr) ]
  br label %e
e:
  ret void
}

define i32 @main() {
  call void @f()
  %v = load i64, ptr @g
  %x = trunc i64 %v to i32
  %y = urem i32 %x, 251
  ret i32 %y
}
