; Two HPVM nodes created by one function: a 3D node over 3 x 2 x 2 instances that reads its
; dimensions (one of them also a bound value), and a 1D node of several blocks with a local
; accumulator (an alloca, one per instance) and two returns; then checksums.
; STDOUT: 66 110 -1 10 20 30
declare ptr @llvm.hpvm.createNode1D(ptr, i64)
declare ptr @llvm.hpvm.createNode3D(ptr, i64, i64, i64)
declare void @llvm.hpvm.bind.input(ptr, i32, i32, i1)
declare ptr @llvm.hpvm.getNode()
declare i64 @llvm.hpvm.getNodeInstanceID.x(ptr)
declare i64 @llvm.hpvm.getNodeInstanceID.y(ptr)
declare i64 @llvm.hpvm.getNodeInstanceID.z(ptr)
declare i64 @llvm.hpvm.getNumNodeInstances.x(ptr)
declare i64 @llvm.hpvm.getNumNodeInstances.y(ptr)
declare void @llvm.hpvm.attributes(i32, ...)
declare i32 @printf(ptr, ...)

@fmt = private constant [26 x i8] c"%lld %lld %lld %lld %lld\0A\00"
@fmt1 = private constant [6 x i8] c"%lld \00"
@M = global [12 x i64] zeroinitializer
@A = global [4 x i64] [i64 1, i64 2, i64 3, i64 4]
@out = global [4 x i64] zeroinitializer

; M[z][y][x] = its own linear position, from the IDs and the dimensions.
define void @cube(ptr %M, i64 %n) {
entry:
  call void (i32, ...) @llvm.hpvm.attributes(i32 0, i32 1, ptr %M)
  %self = call ptr @llvm.hpvm.getNode()
  %x = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %self)
  %y = call i64 @llvm.hpvm.getNodeInstanceID.y(ptr %self)
  %z = call i64 @llvm.hpvm.getNodeInstanceID.z(ptr %self)
  %w = call i64 @llvm.hpvm.getNumNodeInstances.x(ptr %self)
  %h = call i64 @llvm.hpvm.getNumNodeInstances.y(ptr %self)
  %zh = mul i64 %z, %h
  %zy = add i64 %zh, %y
  %row = mul i64 %zy, %w
  %at = add i64 %row, %x
  %p = getelementptr i64, ptr %M, i64 %at
  store i64 %at, ptr %p
  ret void
}

; out[i] = i * (A[0] + ... + A[len-1]), or -1 when len is 0 (instance 0 sees len 0).
define void @sum(ptr %A, i64 %len, ptr %out) {
entry:
  %acc = alloca i64
  call void (i32, ...) @llvm.hpvm.attributes(i32 1, ptr %A, i32 1, ptr %out)
  %self = call ptr @llvm.hpvm.getNode()
  %i = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %self)
  store i64 0, ptr %acc
  %li = mul i64 %len, %i
  %empty = icmp eq i64 %li, 0
  br i1 %empty, label %none, label %loop

none:
  %q = getelementptr i64, ptr %out, i64 %i
  store i64 -1, ptr %q
  ret void

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %pa = getelementptr i64, ptr %A, i64 %k
  %a = load i64, ptr %pa
  %ai = mul i64 %a, %i
  %s = load i64, ptr %acc
  %s2 = add i64 %s, %ai
  store i64 %s2, ptr %acc
  %k.next = add i64 %k, 1
  %d = icmp eq i64 %k.next, %len
  br i1 %d, label %done, label %loop

done:
  %r = load i64, ptr %acc
  %po = getelementptr i64, ptr %out, i64 %i
  store i64 %r, ptr %po
  ret void
}

define void @launch(ptr %M, i64 %n, i64 %m, ptr %A, i64 %len, ptr %out) {
entry:
  %node = call ptr @llvm.hpvm.createNode3D(ptr @cube, i64 %n, i64 %m, i64 2)
  call void @llvm.hpvm.bind.input(ptr %node, i32 0, i32 0, i1 false)
  call void @llvm.hpvm.bind.input(ptr %node, i32 1, i32 1, i1 false)
  %node1 = call ptr @llvm.hpvm.createNode1D(ptr @sum, i64 4)
  call void @llvm.hpvm.bind.input(ptr %node1, i32 3, i32 0, i1 false)
  call void @llvm.hpvm.bind.input(ptr %node1, i32 4, i32 1, i1 false)
  call void @llvm.hpvm.bind.input(ptr %node1, i32 5, i32 2, i1 false)
  ret void
}

define i32 @main() {
entry:
  call void @launch(ptr @M, i64 3, i64 2, ptr @A, i64 4, ptr @out)
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
  %m11 = load i64, ptr getelementptr ([12 x i64], ptr @M, i64 0, i64 11)
  %sq = mul i64 %m11, 10
  %o0 = load i64, ptr @out
  %o1 = load i64, ptr getelementptr ([4 x i64], ptr @out, i64 0, i64 1)
  %o2 = load i64, ptr getelementptr ([4 x i64], ptr @out, i64 0, i64 2)
  %o3 = load i64, ptr getelementptr ([4 x i64], ptr @out, i64 0, i64 3)
  %r = call i32 (ptr, ...) @printf(ptr @fmt1, i64 %acc.next)
  %r2 = call i32 (ptr, ...) @printf(ptr @fmt, i64 %sq, i64 %o0, i64 %o1, i64 %o2, i64 %o3)
  ret i32 0
}
