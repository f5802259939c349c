; Two nests asking for unroll-and-jam (llvm.loop.unroll_and_jam.enable) with an unroll
; request beside it: unroll.enable makes the outer loop's count explicit, and LLVM 19
; leaves the nest to the unroller; unroll.disable does not, and the nest is jammed by the
; unroller's runtime count for it (with -unroll-runtime).

define void @unroll_enable(ptr noalias %a, ptr noalias %b, i64 %n, i64 %m) {
entry:
  %c0 = icmp sgt i64 %n, 0
  %c1 = icmp sgt i64 %m, 0
  %c = and i1 %c0, %c1
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %s = phi i32 [ 0, %outer ], [ %s.next, %inner ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %j
  %v = load i32, ptr %pb, align 4
  %s.next = add i32 %s, %v
  %j.next = add nuw nsw i64 %j, 1
  %jd = icmp eq i64 %j.next, %m
  br i1 %jd, label %outer.latch, label %inner

outer.latch:
  %s.lcssa = phi i32 [ %s.next, %inner ]
  store i32 %s.lcssa, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %id = icmp eq i64 %i.next, %n
  br i1 %id, label %exit, label %outer, !llvm.loop !0

exit:
  ret void
}

define void @unroll_disable(ptr noalias %a, ptr noalias %b, i64 %n, i64 %m) {
entry:
  %c0 = icmp sgt i64 %n, 0
  %c1 = icmp sgt i64 %m, 0
  %c = and i1 %c0, %c1
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %s = phi i32 [ 0, %outer ], [ %s.next, %inner ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %j
  %v = load i32, ptr %pb, align 4
  %s.next = add i32 %s, %v
  %j.next = add nuw nsw i64 %j, 1
  %jd = icmp eq i64 %j.next, %m
  br i1 %jd, label %outer.latch, label %inner

outer.latch:
  %s.lcssa = phi i32 [ %s.next, %inner ]
  store i32 %s.lcssa, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %id = icmp eq i64 %i.next, %n
  br i1 %id, label %exit, label %outer, !llvm.loop !3

exit:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.enable"}
!2 = !{!"llvm.loop.unroll_and_jam.enable"}
!3 = distinct !{!3, !4, !2}
!4 = !{!"llvm.loop.unroll.disable"}
