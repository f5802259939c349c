; A 2D HPVM node: M[y][x] = 100 y + x over 4 x 3 instances, then a checksum.
; STDOUT: 1218 203
declare ptr @llvm.hpvm.createNode2D(ptr, i64, i64)
declare void @llvm.hpvm.bind.input(ptr, i32, i32, i1)
declare ptr @llvm.hpvm.getNode()
declare i64 @llvm.hpvm.getNodeInstanceID.x(ptr)
declare i64 @llvm.hpvm.getNodeInstanceID.y(ptr)
declare i64 @llvm.hpvm.getNumNodeInstances.x(ptr)
declare i32 @printf(ptr, ...)

@fmt = private constant [10 x i8] c"%lld %lld\00"
@nl = private constant [2 x i8] c"\0A\00"
@M = global [12 x i64] zeroinitializer

; M[y][x] = 100 * y + x over a 4 x 3 grid of instances (x fastest).
define void @fill(ptr %M) {
entry:
  %self = call ptr @llvm.hpvm.getNode()
  %x = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %self)
  %y = call i64 @llvm.hpvm.getNodeInstanceID.y(ptr %self)
  %w = call i64 @llvm.hpvm.getNumNodeInstances.x(ptr %self)
  %row = mul i64 %y, %w
  %at = add i64 %row, %x
  %p = getelementptr i64, ptr %M, i64 %at
  %hy = mul i64 %y, 100
  %v = add i64 %hy, %x
  store i64 %v, ptr %p
  ret void
}

define void @launch(ptr %M) {
entry:
  %node = call ptr @llvm.hpvm.createNode2D(ptr @fill, i64 4, i64 3)
  call void @llvm.hpvm.bind.input(ptr %node, i32 0, i32 0, i1 false)
  ret void
}

define i32 @main() {
entry:
  call void @launch(ptr @M)
  br label %sum

sum:
  %j = phi i64 [ 0, %entry ], [ %j.next, %sum ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %sum ]
  %q = getelementptr [12 x i64], ptr @M, i64 0, i64 %j
  %v = load i64, ptr %q
  %acc.next = add i64 %acc, %v
  %j.next = add i64 %j, 1
  %jd = icmp eq i64 %j.next, 12
  br i1 %jd, label %out, label %sum

out:
  %last = load i64, ptr getelementptr ([12 x i64], ptr @M, i64 0, i64 11)
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i64 %acc.next, i64 %last)
  %r2 = call i32 (ptr, ...) @printf(ptr @nl)
  ret i32 0
}
