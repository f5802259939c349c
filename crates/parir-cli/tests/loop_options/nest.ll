; A loop nest with run-time trip counts and no metadata: unroll-and-jam candidate only
; with -allow-unroll-and-jam.
define void @nest(ptr noalias %a, ptr noalias %b, i64 %n, i64 %m) {
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
  br i1 %id, label %exit, label %outer

exit:
  ret void
}
