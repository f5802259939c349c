; a[i+1] = a[i] + 3 (a dependence cycle) and c[i] = d[i] * 5 (none) in one loop without
; metadata: -enable-loop-distribute splits it in two.
define void @dist(ptr noalias %a, ptr noalias %c, ptr noalias %d, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %va = load i32, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %pa1 = getelementptr inbounds i32, ptr %a, i64 %i.next
  %x = add i32 %va, 3
  store i32 %x, ptr %pa1, align 4
  %pd = getelementptr inbounds i32, ptr %d, i64 %i
  %vd = load i32, ptr %pd, align 4
  %y = mul i32 %vd, 5
  %pc = getelementptr inbounds i32, ptr %c, i64 %i
  store i32 %y, ptr %pc, align 4
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
