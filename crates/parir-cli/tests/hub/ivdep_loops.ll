; Loops claimed in LLVM's vocabulary (access groups + llvm.loop.parallel_accesses /
; no_depends_safelen), one of them wrongly: @scale is independent, @shift4 depends at
; distance 4 under a correct safelen 4, @smear claims parallel_accesses although each
; iteration reads the previous one's store (the sanitizer's violation, in every form).
; STDOUT: 1026 544 178
; RACY (a wrong claim: the parallel run may print another third number)
declare i32 @printf(ptr, ...)

@fmt = private constant [15 x i8] c"%lld %lld %lld\00"
@nl = private constant [2 x i8] c"\0A\00"
@a = global [64 x i64] zeroinitializer
@b = global [64 x i64] zeroinitializer
@c = global [64 x i64] zeroinitializer

define void @scale(ptr %x, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i64, ptr %x, i64 %i
  %v = load i64, ptr %p, align 8, !llvm.access.group !1
  %m = mul nsw i64 %v, 5
  %s = add nsw i64 %m, %i
  store i64 %s, ptr %p, align 8, !llvm.access.group !1
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  ret void
}

define void @shift4(ptr %x, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 4, %entry ], [ %i.next, %loop ]
  %j = sub i64 %i, 4
  %pj = getelementptr inbounds i64, ptr %x, i64 %j
  %v = load i64, ptr %pj, align 8, !llvm.access.group !3
  %pi = getelementptr inbounds i64, ptr %x, i64 %i
  %w = load i64, ptr %pi, align 8, !llvm.access.group !3
  %s = add nsw i64 %v, %w
  store i64 %s, ptr %pi, align 8, !llvm.access.group !3
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !2

exit:
  ret void
}

define void @smear(ptr %x, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %j = sub i64 %i, 1
  %pj = getelementptr inbounds i64, ptr %x, i64 %j
  %v = load i64, ptr %pj, align 8, !llvm.access.group !5
  %pi = getelementptr inbounds i64, ptr %x, i64 %i
  %w = load i64, ptr %pi, align 8, !llvm.access.group !5
  %s = or i64 %v, %w
  store i64 %s, ptr %pi, align 8, !llvm.access.group !5
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !4

exit:
  ret void
}

define i64 @sum(ptr %x, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds i64, ptr %x, i64 %i
  %v = load i64, ptr %p, align 8
  %acc.next = add i64 %acc, %v
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %acc.next
}

define i32 @main() {
entry:
  br label %init

init:
  %k = phi i64 [ 0, %entry ], [ %k.next, %init ]
  %pa = getelementptr inbounds [64 x i64], ptr @a, i64 0, i64 %k
  store i64 %k, ptr %pa, align 8
  %pb = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %k
  store i64 1, ptr %pb, align 8
  %k.next = add nuw nsw i64 %k, 1
  %kd = icmp eq i64 %k.next, 64
  br i1 %kd, label %go, label %init

go:
  store i64 0, ptr getelementptr inbounds ([64 x i64], ptr @c, i64 0, i64 0), align 8
  store i64 1, ptr getelementptr inbounds ([64 x i64], ptr @c, i64 0, i64 10), align 8
  store i64 2, ptr getelementptr inbounds ([64 x i64], ptr @c, i64 0, i64 30), align 8
  store i64 4, ptr getelementptr inbounds ([64 x i64], ptr @c, i64 0, i64 50), align 8
  call void @scale(ptr @a, i64 19)
  call void @shift4(ptr @b, i64 64)
  call void @smear(ptr @c, i64 64)
  %sa = call i64 @sum(ptr @a, i64 19)
  %sb = call i64 @sum(ptr @b, i64 64)
  %sc = call i64 @sum(ptr @c, i64 64)
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i64 %sa, i64 %sb, i64 %sc)
  %r2 = call i32 (ptr, ...) @printf(ptr @nl)
  ret i32 0
}

!0 = distinct !{!0, !6}
!1 = distinct !{}
!2 = distinct !{!2, !7}
!3 = distinct !{}
!4 = distinct !{!4, !8}
!5 = distinct !{}
!6 = !{!"llvm.loop.parallel_accesses", !1}
!7 = !{!"llvm.loop.no_depends_safelen", !3, i32 4}
!8 = !{!"llvm.loop.parallel_accesses", !5}
