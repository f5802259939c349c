; The LLVMPar RFC's HPVM example as a program: vector_add replicated over 64 instances.
; STDOUT: 2 110 4032
declare ptr @llvm.hpvm.createNode1D(ptr, i64)
declare void @llvm.hpvm.bind.input(ptr, i32, i32, i1)
declare ptr @llvm.hpvm.getNode()
declare i64 @llvm.hpvm.getNodeInstanceID.x(ptr)
declare void @llvm.hpvm.attributes(i32, ...)
declare i32 @printf(ptr, ...)

@fmt = private constant [9 x i8] c"%d %d %d\00"
@nl = private constant [2 x i8] c"\0A\00"
@A = global [64 x i32] zeroinitializer
@B = global [64 x i32] zeroinitializer
@C = global [64 x i32] zeroinitializer

define void @vector_add(ptr %A, ptr %B, ptr %C) {
entry:
  call void (i32, ...) @llvm.hpvm.attributes(i32 2, ptr %A, ptr %B, i32 1, ptr %C)
  %self = call ptr @llvm.hpvm.getNode()
  %i = call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %self)
  %pa = getelementptr i32, ptr %A, i64 %i
  %pb = getelementptr i32, ptr %B, i64 %i
  %pc = getelementptr i32, ptr %C, i64 %i
  %a = load i32, ptr %pa
  %b = load i32, ptr %pb
  %c = add i32 %a, %b
  store i32 %c, ptr %pc
  ret void
}

define void @launch(ptr %A, ptr %B, ptr %C, i64 %N) {
entry:
  %node = call ptr @llvm.hpvm.createNode1D(ptr @vector_add, i64 %N)
  call void @llvm.hpvm.bind.input(ptr %node, i32 0, i32 0, i1 false)
  call void @llvm.hpvm.bind.input(ptr %node, i32 1, i32 1, i1 false)
  call void @llvm.hpvm.bind.input(ptr %node, i32 2, i32 2, i1 false)
  ret void
}

define i32 @main() {
entry:
  br label %init

init:
  %k = phi i64 [ 0, %entry ], [ %k.next, %init ]
  %pa = getelementptr [64 x i32], ptr @A, i64 0, i64 %k
  %k32 = trunc i64 %k to i32
  store i32 %k32, ptr %pa
  %pb = getelementptr [64 x i32], ptr @B, i64 0, i64 %k
  %sq = mul i32 %k32, %k32
  store i32 %sq, ptr %pb
  %k.next = add i64 %k, 1
  %kd = icmp eq i64 %k.next, 64
  br i1 %kd, label %go, label %init

go:
  call void @launch(ptr @A, ptr @B, ptr @C, i64 64)
  %c1 = load i32, ptr getelementptr ([64 x i32], ptr @C, i64 0, i64 1)
  %c10 = load i32, ptr getelementptr ([64 x i32], ptr @C, i64 0, i64 10)
  %c63 = load i32, ptr getelementptr ([64 x i32], ptr @C, i64 0, i64 63)
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %c1, i32 %c10, i32 %c63)
  %r2 = call i32 (ptr, ...) @printf(ptr @nl)
  ret i32 0
}
