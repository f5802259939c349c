; RUN: parir opt -passes=csa-lower-parallel-intrinsics %s | FileCheck %s
; csa-lower-parallel-intrinsics on the project's region/section cases: the parallel loop
; becomes an access group with llvm.loop.parallel_accesses and loses its intrinsics; sibling
; sections in straight-line code keep theirs (reported); an operation inside the region but
; outside the sections, and a loop inside one section, claim nothing: their intrinsics go;
; an outer parallel loop groups the accesses of its inner loop too; the seed's example 5
; (bad intrinsics) is left alone.
declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @parallel_loop(ptr %a, i64 %n) {
entry:
  %r = call i32 @llvm.csa.parallel.region.entry(i32 1001)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call i32 @llvm.csa.parallel.section.entry(i32 %r)
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p
  %w = add i32 %v, 1
  store i32 %w, ptr %p
  call void @llvm.csa.parallel.section.exit(i32 %s)
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  call void @llvm.csa.parallel.region.exit(i32 %r)
  ret void
}

define void @sibling_sections(ptr %a, ptr %b) {
entry:
  %r = call i32 @llvm.csa.parallel.region.entry(i32 7)
  %s1 = call i32 @llvm.csa.parallel.section.entry(i32 %r)
  store i32 1, ptr %a
  call void @llvm.csa.parallel.section.exit(i32 %s1)
  %s2 = call i32 @llvm.csa.parallel.section.entry(i32 %r)
  store i32 2, ptr %b
  call void @llvm.csa.parallel.section.exit(i32 %s2)
  call void @llvm.csa.parallel.region.exit(i32 %r)
  ret void
}

define void @outside_sections(ptr %a, ptr %b) {
entry:
  %reg = call i32 @llvm.csa.parallel.region.entry(i32 0)
  store i32 2, ptr %a
  %sec = call i32 @llvm.csa.parallel.section.entry(i32 %reg)
  store i32 3, ptr %b
  call void @llvm.csa.parallel.section.exit(i32 %sec)
  call void @llvm.csa.parallel.region.exit(i32 %reg)
  ret void
}

define void @loop_in_one_section(ptr %a, i64 %n) {
entry:
  %r = call i32 @llvm.csa.parallel.region.entry(i32 3)
  %s = call i32 @llvm.csa.parallel.section.entry(i32 %r)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  call void @llvm.csa.parallel.section.exit(i32 %s)
  call void @llvm.csa.parallel.region.exit(i32 %r)
  ret void
}


define void @nested(ptr %a, i64 %n, i64 %m) {
entry:
  %r = call i32 @llvm.csa.parallel.region.entry(i32 1002)
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %s = call i32 @llvm.csa.parallel.section.entry(i32 %r)
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %k = add i64 %i, %j
  %p = getelementptr inbounds i32, ptr %a, i64 %k
  %v = load i32, ptr %p
  store i32 %v, ptr %p
  %j.next = add i64 %j, 1
  %jm = icmp slt i64 %j.next, %m
  br i1 %jm, label %inner, label %outer.latch

outer.latch:
  call void @llvm.csa.parallel.section.exit(i32 %s)
  %i.next = add i64 %i, 1
  %in = icmp slt i64 %i.next, %n
  br i1 %in, label %outer, label %exit

exit:
  call void @llvm.csa.parallel.region.exit(i32 %r)
  ret void
}

define void @bad(i1 %c, ptr %p1, ptr %p2) {
bb1:
  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  %1 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  store i32 1, ptr %p1
  br i1 %c, label %bb2, label %bb3

bb2:
  call void @llvm.csa.parallel.section.exit(i32 %1)
  %2 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  br label %bb3

bb3:
  %s = phi i32 [ %1, %bb1 ], [ %2, %bb2 ]
  store i32 2, ptr %p2
  call void @llvm.csa.parallel.section.exit(i32 %s)
  call void @llvm.csa.parallel.region.exit(i32 %0)
  ret void
}

; CHECK: ; WARNING: warning: <unknown>:0:0: region 7: 2 sections hold memory operations that no loop separates (straight-line or side-by-side sections); llvm.loop metadata cannot express that, the intrinsics stay [csa-lower-kept-intrinsics] (at csa-lower.ll:37:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: region 0: its intrinsics break the rules of the seed's semantics (see parir check); left as they are [csa-lower-bad-intrinsics] (at csa-lower.ll:113:3)
; CHECK: define void @parallel_loop(ptr %a, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   %v = load i32, ptr %p, align 4, !llvm.access.group !0
; CHECK-NEXT:   %w = add i32 %v, 1
; CHECK-NEXT:   store i32 %w, ptr %p, align 4, !llvm.access.group !0
; CHECK-NEXT:   %i.next = add i64 %i, 1
; CHECK-NEXT:   %more = icmp slt i64 %i.next, %n
; CHECK-NEXT:   br i1 %more, label %loop, label %exit, !llvm.loop !1
; CHECK: exit:                                             ; preds = %loop
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @sibling_sections(ptr %a, ptr %b) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %r = call i32 @llvm.csa.parallel.region.entry(i32 7)
; CHECK-NEXT:   %s1 = call i32 @llvm.csa.parallel.section.entry(i32 %r)
; CHECK-NEXT:   store i32 1, ptr %a, align 4
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %s1)
; CHECK-NEXT:   %s2 = call i32 @llvm.csa.parallel.section.entry(i32 %r)
; CHECK-NEXT:   store i32 2, ptr %b, align 4
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %s2)
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %r)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @outside_sections(ptr %a, ptr %b) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   store i32 2, ptr %a, align 4
; CHECK-NEXT:   store i32 3, ptr %b, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @loop_in_one_section(ptr %a, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   store i32 0, ptr %p, align 4
; CHECK-NEXT:   %i.next = add i64 %i, 1
; CHECK-NEXT:   %more = icmp slt i64 %i.next, %n
; CHECK-NEXT:   br i1 %more, label %loop, label %exit
; CHECK: exit:                                             ; preds = %loop
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @nested(ptr %a, i64 %n, i64 %m) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %outer
; CHECK: outer:                                            ; preds = %outer.latch, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
; CHECK-NEXT:   br label %inner
; CHECK: inner:                                            ; preds = %inner, %outer
; CHECK-NEXT:   %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
; CHECK-NEXT:   %k = add i64 %i, %j
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i64 %k
; CHECK-NEXT:   %v = load i32, ptr %p, align 4, !llvm.access.group !3
; CHECK-NEXT:   store i32 %v, ptr %p, align 4, !llvm.access.group !3
; CHECK-NEXT:   %j.next = add i64 %j, 1
; CHECK-NEXT:   %jm = icmp slt i64 %j.next, %m
; CHECK-NEXT:   br i1 %jm, label %inner, label %outer.latch
; CHECK: outer.latch:                                      ; preds = %inner
; CHECK-NEXT:   %i.next = add i64 %i, 1
; CHECK-NEXT:   %in = icmp slt i64 %i.next, %n
; CHECK-NEXT:   br i1 %in, label %outer, label %exit, !llvm.loop !4
; CHECK: exit:                                             ; preds = %outer.latch
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @bad(i1 %c, ptr %p1, ptr %p2) {
; CHECK-NEXT: bb1:
; CHECK-NEXT:   %0 = call i32 @llvm.csa.parallel.region.entry(i32 0)
; CHECK-NEXT:   %1 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
; CHECK-NEXT:   store i32 1, ptr %p1, align 4
; CHECK-NEXT:   br i1 %c, label %bb2, label %bb3
; CHECK: bb2:                                              ; preds = %bb1
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %1)
; CHECK-NEXT:   %2 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
; CHECK-NEXT:   br label %bb3
; CHECK: bb3:                                              ; preds = %bb2, %bb1
; CHECK-NEXT:   %s = phi i32 [ %1, %bb1 ], [ %2, %bb2 ]
; CHECK-NEXT:   store i32 2, ptr %p2, align 4
; CHECK-NEXT:   call void @llvm.csa.parallel.section.exit(i32 %s)
; CHECK-NEXT:   call void @llvm.csa.parallel.region.exit(i32 %0)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{!1, !2}
; CHECK-NEXT: !2 = !{!"llvm.loop.parallel_accesses", !0}
; CHECK-NEXT: !3 = distinct !{}
; CHECK-NEXT: !4 = distinct !{!4, !5}
; CHECK-NEXT: !5 = !{!"llvm.loop.parallel_accesses", !3}
