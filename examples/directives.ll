; A parallel loop in the 2017 region-annotation form (region-annotations-rfc.txt): the
; directive calls bracket the loop, the qualifier calls after the BEGIN give its clauses.
; `parir demo` upgrades it to the token form of the LLVMPar RFC, checks it and runs it.

@.fmt = private unnamed_addr constant [12 x i8] c"sum = %lld\0A\00"

declare void @llvm.experimental.directive(metadata)
declare void @llvm.experimental.dir.qual.opnd.p0(metadata, ptr)
declare void @llvm.experimental.dir.qual.opnd.i32(metadata, i32)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %a = alloca [64 x i64]
  %sum = alloca i64
  store i64 0, ptr %sum
  call void @llvm.experimental.directive(metadata !0)
  call void @llvm.experimental.dir.qual.opnd.p0(metadata !1, ptr %a)
  call void @llvm.experimental.dir.qual.opnd.p0(metadata !2, ptr %sum)
  call void @llvm.experimental.dir.qual.opnd.i32(metadata !3, i32 2)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %sq = mul nsw i64 %i, %i
  %p = getelementptr inbounds [64 x i64], ptr %a, i64 0, i64 %i
  store i64 %sq, ptr %p
  %s = load i64, ptr %sum
  %s.next = add nsw i64 %s, %sq
  store i64 %s.next, ptr %sum
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.experimental.directive(metadata !4)
  %total = load i64, ptr %sum
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i64 %total)
  ret i32 0
}

!0 = !{!"DIR.OMP.PARALLEL.LOOP"}
!1 = !{!"QUAL.OMP.SHARED"}
!2 = !{!"QUAL.OMP.REDUCTION.ADD"}
!3 = !{!"QUAL.OMP.NUM_THREADS"}
!4 = !{!"DIR.OMP.END.PARALLEL.LOOP"}
