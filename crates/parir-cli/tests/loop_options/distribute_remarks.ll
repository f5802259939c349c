; Three loops for loop-distribute's remarks: @split is distributed (a cycle on %a, none on
; %c), @plain has nothing to isolate, @conv asks for distribution but would need run-time
; checks (%a and %c may alias) in front of a convergent call.
declare void @barrier() convergent nounwind memory(none)

define void @split(ptr noalias %a, ptr noalias %c, ptr noalias %d, i64 %n) {
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
  %pc = getelementptr inbounds i32, ptr %c, i64 %i
  store i32 %vd, ptr %pc, align 4
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @plain(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %v = load i32, ptr %pb, align 4
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %v, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @conv(ptr %a, ptr %c, ptr %d, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %va = load i32, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %pa1 = getelementptr inbounds i32, ptr %a, i64 %i.next
  store i32 %va, ptr %pa1, align 4
  %pd = getelementptr inbounds i32, ptr %d, i64 %i
  %vd = load i32, ptr %pd, align 4
  %pc = getelementptr inbounds i32, ptr %c, i64 %i
  store i32 %vd, ptr %pc, align 4
  call void @barrier()
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.distribute.enable", i1 true}
