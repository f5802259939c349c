; A `simd` loop and a `parallel for` loop in the 2017 region form (directive calls with
; qualifier calls), with no clause beyond SHARED and SAFELEN: every loop-metadata form can
; say them. Input of crates/parir-cli/tests/translations.rs.

define void @axpy(ptr %x, ptr %y, i64 %n) {
entry:
  call void @llvm.experimental.directive(metadata !0)
  call void @llvm.experimental.dir.qual.opnd.i32(metadata !2, i32 8)
  call void @llvm.experimental.dir.qual.opnd.p0(metadata !1, ptr %x)
  call void @llvm.experimental.dir.qual.opnd.p0(metadata !1, ptr %y)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %py = getelementptr inbounds double, ptr %y, i64 %i
  %vx = load double, ptr %px, align 8
  %vy = load double, ptr %py, align 8
  %m = fmul double %vx, 2.0
  %s = fadd double %m, %vy
  store double %s, ptr %py, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.experimental.directive(metadata !3)
  ret void
}

define void @fill(ptr %x, i64 %n) {
entry:
  call void @llvm.experimental.directive(metadata !4)
  call void @llvm.experimental.dir.qual.opnd.p0(metadata !1, ptr %x)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i64, ptr %x, i64 %i
  store i64 %i, ptr %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.experimental.directive(metadata !5)
  ret void
}

declare void @llvm.experimental.directive(metadata)
declare void @llvm.experimental.dir.qual.opnd.i32(metadata, i32)
declare void @llvm.experimental.dir.qual.opnd.p0(metadata, ptr)

!0 = !{!"DIR.OMP.SIMD"}
!1 = !{!"QUAL.OMP.SHARED"}
!2 = !{!"QUAL.OMP.SAFELEN"}
!3 = !{!"DIR.OMP.END.SIMD"}
!4 = !{!"DIR.OMP.PARALLEL.LOOP"}
!5 = !{!"DIR.OMP.END.PARALLEL.LOOP"}
