; A cilk_for loop in Tapir (OpenCilk's form, written by hand): x[i] = x[i] * a + i over
; 1000 elements, then a checksum. Each iteration is a detached task; the sync after the loop
; waits for them.
; STDOUT: sum = 4495500
declare i32 @printf(ptr, ...)
declare token @llvm.syncregion.start()

@fmt = private constant [12 x i8] c"sum = %lld\0A\00"
@x = global [1000 x i64] zeroinitializer

define void @scale(ptr %x, i64 %a, i64 %n) {
entry:
  %syncreg = call token @llvm.syncregion.start()
  br label %pfor.detach

pfor.detach:
  %i = phi i64 [ 0, %entry ], [ %i.next, %pfor.inc ]
  detach within %syncreg, label %pfor.body, label %pfor.inc

pfor.body:
  %p = getelementptr inbounds i64, ptr %x, i64 %i
  %v = load i64, ptr %p, align 8
  %m = mul nsw i64 %v, %a
  %s = add nsw i64 %m, %i
  store i64 %s, ptr %p, align 8
  reattach within %syncreg, label %pfor.inc

pfor.inc:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %pfor.end, label %pfor.detach

pfor.end:
  sync within %syncreg, label %sync.continue

sync.continue:
  ret void
}

define i32 @main() {
entry:
  br label %init

init:
  %k = phi i64 [ 0, %entry ], [ %k.next, %init ]
  %q = getelementptr inbounds [1000 x i64], ptr @x, i64 0, i64 %k
  store i64 %k, ptr %q, align 8
  %k.next = add nuw nsw i64 %k, 1
  %kd = icmp eq i64 %k.next, 1000
  br i1 %kd, label %run, label %init

run:
  call void @scale(ptr @x, i64 3, i64 1000)
  call void @scale(ptr @x, i64 2, i64 1000)
  br label %sum

sum:
  %j = phi i64 [ 0, %run ], [ %j.next, %sum ]
  %acc = phi i64 [ 0, %run ], [ %acc.next, %sum ]
  %r = getelementptr inbounds [1000 x i64], ptr @x, i64 0, i64 %j
  %rv = load i64, ptr %r, align 8
  %acc.next = add i64 %acc, %rv
  %j.next = add nuw nsw i64 %j, 1
  %jd = icmp eq i64 %j.next, 1000
  br i1 %jd, label %out, label %sum

out:
  %c = call i32 (ptr, ...) @printf(ptr @fmt, i64 %acc.next)
  ret i32 0
}
