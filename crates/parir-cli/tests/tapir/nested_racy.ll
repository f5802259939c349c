; The racy twin of nested.ll: the second task's range starts one element early, so both
; spawned tasks write x[255] (a WAW determinacy race between the two tasks; each loop's own
; iterations stay independent).
; STDOUT: sum = 44612868
declare i32 @printf(ptr, ...)
declare token @llvm.syncregion.start()

@fmt = private constant [12 x i8] c"sum = %lld\0A\00"
@x = global [512 x i64] zeroinitializer

define void @fill(ptr %x, i64 %lo, i64 %hi, i64 %k) {
entry:
  %sr = call token @llvm.syncregion.start()
  br label %pfor.detach

pfor.detach:
  %i = phi i64 [ %lo, %entry ], [ %i.next, %pfor.inc ]
  detach within %sr, label %pfor.body, label %pfor.inc

pfor.body:
  %p = getelementptr inbounds i64, ptr %x, i64 %i
  %sq = mul nsw i64 %i, %i
  %v = add nsw i64 %sq, %k
  store i64 %v, ptr %p, align 8
  reattach within %sr, label %pfor.inc

pfor.inc:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %hi
  br i1 %done, label %pfor.end, label %pfor.detach

pfor.end:
  sync within %sr, label %ret

ret:
  ret void
}

define i32 @main() {
entry:
  %sr = call token @llvm.syncregion.start()
  detach within %sr, label %t1, label %c1

t1:
  call void @fill(ptr @x, i64 0, i64 256, i64 7)
  reattach within %sr, label %c1

c1:
  detach within %sr, label %t2, label %c2

t2:
  call void @fill(ptr @x, i64 255, i64 512, i64 11)
  reattach within %sr, label %c2

c2:
  sync within %sr, label %sum

sum:
  %j = phi i64 [ 0, %c2 ], [ %j.next, %sum ]
  %acc = phi i64 [ 0, %c2 ], [ %acc.next, %sum ]
  %r = getelementptr inbounds [512 x i64], ptr @x, i64 0, i64 %j
  %rv = load i64, ptr %r, align 8
  %acc.next = add i64 %acc, %rv
  %j.next = add nuw nsw i64 %j, 1
  %jd = icmp eq i64 %j.next, 512
  br i1 %jd, label %out, label %sum

out:
  %c = call i32 (ptr, ...) @printf(ptr @fmt, i64 %acc.next)
  ret i32 0
}
