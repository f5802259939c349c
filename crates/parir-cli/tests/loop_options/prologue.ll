; Loops whose trip count is known only at run time, for runtime unrolling with a prologue
; remainder (-unroll-runtime-epilog=false): a sum whose value is used after the loop, a
; count of 3 with followups for both loops, and a count of 2 (whose remainder is no loop).

define i64 @sum(ptr %p, i64 %n) {
entry:
  %any = icmp sgt i64 %n, 0
  br i1 %any, label %body, label %done

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %body ]
  %at = getelementptr inbounds i64, ptr %p, i64 %i
  %v = load i64, ptr %at, align 8
  %acc.next = add i64 %acc, %v
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %body, label %done

done:
  %r = phi i64 [ 0, %entry ], [ %acc.next, %body ]
  ret i64 %r
}

define void @scale(ptr %p, i32 %n) {
entry:
  %any = icmp ne i32 %n, 0
  br i1 %any, label %body, label %done

body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %wide = zext i32 %i to i64
  %at = getelementptr inbounds float, ptr %p, i64 %wide
  %v = load float, ptr %at, align 4
  %w = fmul float %v, 3.0
  store float %w, ptr %at, align 4
  %i.next = add i32 %i, 1
  %stop = icmp eq i32 %i.next, %n
  br i1 %stop, label %done, label %body, !llvm.loop !0

done:
  ret void
}

define void @pairs(ptr %p, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %at = getelementptr inbounds i8, ptr %p, i64 %i
  store i8 7, ptr %at, align 1
  %i.next = add nuw i64 %i, 1
  %stop = icmp uge i64 %i.next, %n
  br i1 %stop, label %done, label %body, !llvm.loop !4

done:
  ret void
}

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.unroll.count", i32 3}
!2 = !{!"llvm.loop.unroll.followup_unrolled", !{!"llvm.loop.mustprogress"}}
!3 = !{!"llvm.loop.unroll.followup_remainder", !{!"llvm.loop.vectorize.enable", i1 false}}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.count", i32 2}

; For every n below 12: the sums, and the arrays @scale and @pairs wrote, printed.
@ints = global [16 x i64] [i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16]
@floats = global [16 x float] zeroinitializer
@bytes = global [16 x i8] zeroinitializer
@fmt = private constant [14 x i8] c"%lld %d %.1f\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  br label %each

each:
  %n = phi i64 [ 0, %entry ], [ %n.next, %each ]
  %s = call i64 @sum(ptr @ints, i64 %n)
  %n32 = trunc i64 %n to i32
  store float 1.0, ptr @floats, align 4
  call void @scale(ptr @floats, i32 %n32)
  %f = load float, ptr @floats, align 4
  %fd = fpext float %f to double
  %n.b = add i64 %n, 1
  call void @pairs(ptr @bytes, i64 %n.b)
  %last = getelementptr inbounds i8, ptr @bytes, i64 %n
  %b = load i8, ptr %last, align 1
  %bi = zext i8 %b to i32
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i64 %s, i32 %bi, double %fd)
  %n.next = add i64 %n, 1
  %again = icmp ult i64 %n.next, 12
  br i1 %again, label %each, label %out

out:
  ret i32 0
}
