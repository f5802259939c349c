; Two parallel loops in two functions: @second is decoded by the main thread after the
; workers were started for @first, and its loop uses a type (<4 x i32>) that @first does
; not, so the workers must pick up the main thread's newer shapes and code.
@a = global [64 x i32] zeroinitializer
@v = global [64 x <4 x i32>] zeroinitializer
@.fmt = private constant [7 x i8] c"%d %d\0A\00"

define i32 @first() {
entry:
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %n, %h ]
  %s = phi i32 [ 0, %entry ], [ %s2, %h ]
  %p = getelementptr [64 x i32], ptr @a, i64 0, i64 %i
  %t = trunc i64 %i to i32
  store i32 %t, ptr %p, align 4, !llvm.access.group !1
  %s2 = add i32 %s, %t
  %n = add i64 %i, 1
  %c = icmp eq i64 %n, 64
  br i1 %c, label %x, label %h, !llvm.loop !2
x:
  ret i32 %s2
}

define i32 @second() {
entry:
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %n, %h ]
  %s = phi i32 [ 0, %entry ], [ %s2, %h ]
  %p = getelementptr [64 x <4 x i32>], ptr @v, i64 0, i64 %i
  %t = trunc i64 %i to i32
  %e = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %t, i32 0
  store <4 x i32> %e, ptr %p, align 16, !llvm.access.group !4
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %e)
  %s2 = add i32 %s, %r
  %n = add i64 %i, 1
  %c = icmp eq i64 %n, 64
  br i1 %c, label %x, label %h, !llvm.loop !5
x:
  ret i32 %s2
}

declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @printf(ptr, ...)

define i32 @main() {
  %a = call i32 @first()
  %b = call i32 @second()
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %a, i32 %b)
  ret i32 0
}

!1 = distinct !{}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.parallel_accesses", !1}
!4 = distinct !{}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.parallel_accesses", !4}
