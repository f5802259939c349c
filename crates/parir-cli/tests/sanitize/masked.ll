; Masked vector accesses under parallelism claims: each selected lane is an access, an
; unselected lane is none. Checked by `masked_vector_accesses` in tests/sanitize.rs.
;   %l1: masked.load of lane 3 of the previous block, masked.store of the block: a RAW
;        dependence of distance 1 (wrong parallel_accesses claim).
;   %l2: masked.store of the block, masked.load of the next block with no lane selected:
;        no dependence (right claim; wrong only if unselected lanes counted).
;   %l3: scatter to the block, gather of one lane two blocks back: RAW distance 2, which
;        no_depends_safelen 4 forbids.
;   %l4: compressstore of two selected lanes into the iteration's own two elements, then
;        expandload of the next iteration's first element: a WAR dependence of distance 1
;        (and no other: packed lanes are consecutive from the pointer).

@a = global [64 x i32] zeroinitializer, align 16
@b = global [64 x i32] zeroinitializer, align 16
@c = global [64 x i32] zeroinitializer, align 16
@d = global [64 x i32] zeroinitializer, align 16
@fmt = private constant [13 x i8] c"%d %d %d %d\0A\00"

declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr, i32 immarg, <4 x i1>)
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, i32 immarg, <4 x i1>, <4 x i32>)
declare <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr>, i32 immarg, <4 x i1>, <4 x i32>)
declare void @llvm.masked.scatter.v4i32.v4p0(<4 x i32>, <4 x ptr>, i32 immarg, <4 x i1>)
declare void @llvm.masked.compressstore.v4i32(<4 x i32>, ptr, <4 x i1>)
declare <4 x i32> @llvm.masked.expandload.v4i32(ptr, <4 x i1>, <4 x i32>)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  br label %l1

l1:
  %i = phi i64 [ 1, %entry ], [ %i.n, %l1 ]
  %e = shl i64 %i, 2
  %q = getelementptr inbounds i32, ptr @a, i64 %e
  %e0 = sub i64 %e, 4
  %qp = getelementptr inbounds i32, ptr @a, i64 %e0
  %v = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %qp, i32 4, <4 x i1> <i1 false, i1 false, i1 false, i1 true>, <4 x i32> zeroinitializer), !llvm.access.group !1
  %w = add <4 x i32> %v, <i32 1, i32 1, i32 1, i32 1>
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %w, ptr %q, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 true>), !llvm.access.group !1
  %i.n = add nuw nsw i64 %i, 1
  %d1 = icmp eq i64 %i.n, 8
  br i1 %d1, label %l2, label %l1, !llvm.loop !2

l2:
  %j = phi i64 [ 0, %l1 ], [ %j.n, %l2 ]
  %f = shl i64 %j, 2
  %r = getelementptr inbounds i32, ptr @b, i64 %f
  %f1 = add i64 %f, 4
  %rn = getelementptr inbounds i32, ptr @b, i64 %f1
  %u = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %rn, i32 4, <4 x i1> zeroinitializer, <4 x i32> <i32 7, i32 7, i32 7, i32 7>), !llvm.access.group !3
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %u, ptr %r, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 true>), !llvm.access.group !3
  %j.n = add nuw nsw i64 %j, 1
  %d2 = icmp eq i64 %j.n, 8
  br i1 %d2, label %l3, label %l2, !llvm.loop !4

l3:
  %k = phi i64 [ 2, %l2 ], [ %k.n, %l3 ]
  %g = shl i64 %k, 2
  %gi = insertelement <4 x i64> poison, i64 %g, i64 0
  %gs = shufflevector <4 x i64> %gi, <4 x i64> poison, <4 x i32> zeroinitializer
  %own = add <4 x i64> %gs, <i64 0, i64 1, i64 2, i64 3>
  %back = add <4 x i64> %gs, <i64 -8, i64 -7, i64 -6, i64 -5>
  %po = getelementptr inbounds i32, ptr @c, <4 x i64> %own
  %pb = getelementptr inbounds i32, ptr @c, <4 x i64> %back
  %x = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> %pb, i32 4, <4 x i1> <i1 false, i1 true, i1 false, i1 false>, <4 x i32> zeroinitializer), !llvm.access.group !5
  %y = add <4 x i32> %x, <i32 2, i32 2, i32 2, i32 2>
  call void @llvm.masked.scatter.v4i32.v4p0(<4 x i32> %y, <4 x ptr> %po, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 true>), !llvm.access.group !5
  %k.n = add nuw nsw i64 %k, 1
  %d3 = icmp eq i64 %k.n, 8
  br i1 %d3, label %l4, label %l3, !llvm.loop !6

l4:
  %m = phi i64 [ 0, %l3 ], [ %m.n, %l4 ]
  %h = shl i64 %m, 1
  %ph = getelementptr inbounds i32, ptr @d, i64 %h
  %h2 = add i64 %h, 2
  %pn = getelementptr inbounds i32, ptr @d, i64 %h2
  %z = call <4 x i32> @llvm.masked.expandload.v4i32(ptr %pn, <4 x i1> <i1 false, i1 false, i1 true, i1 false>, <4 x i32> <i32 5, i32 5, i32 5, i32 5>), !llvm.access.group !8
  call void @llvm.masked.compressstore.v4i32(<4 x i32> %z, ptr %ph, <4 x i1> <i1 false, i1 true, i1 false, i1 true>), !llvm.access.group !8
  %m.n = add nuw nsw i64 %m, 1
  %d4 = icmp eq i64 %m.n, 8
  br i1 %d4, label %done, label %l4, !llvm.loop !9

done:
  %a7 = load i32, ptr getelementptr inbounds (i32, ptr @a, i64 31)
  %b0 = load i32, ptr @b
  %c7 = load i32, ptr getelementptr inbounds (i32, ptr @c, i64 29)
  %dd = load i32, ptr getelementptr inbounds (i32, ptr @d, i64 3)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %a7, i32 %b0, i32 %c7, i32 %dd)
  ret i32 0
}

!1 = distinct !{}
!2 = distinct !{!2, !{!"llvm.loop.parallel_accesses", !1}}
!3 = distinct !{}
!4 = distinct !{!4, !{!"llvm.loop.parallel_accesses", !3}}
!5 = distinct !{}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.no_depends_safelen", !5, i32 4}
!8 = distinct !{}
!9 = distinct !{!9, !{!"llvm.loop.parallel_accesses", !8}}
