; RUN: parir opt -passes=ivdep-lower,ivdep-lower %s | FileCheck %s
; Idempotence: IR already in the new form (examples/ivdep.ll: the seed's example after
; lowering, and a parallel_accesses loop) is left exactly as it is.
source_filename = "ivdep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @ivdep_kernel(ptr noalias %A, ptr noalias %B, ptr noalias %C, ptr %idx_A, ptr %idx_B, ptr %idx_C, i32 %N) {
entry:
  %cmp0 = icmp sgt i32 %N, 0
  br i1 %cmp0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %iw = sext i32 %i to i64
  %pia = getelementptr inbounds i32, ptr %idx_A, i64 %iw
  %ia = load i32, ptr %pia, align 4, !llvm.access.group !0
  %iaw = sext i32 %ia to i64
  %A_idx = getelementptr inbounds i32, ptr %A, i64 %iaw
  %A_i = getelementptr inbounds i32, ptr %A, i64 %iw
  %ld_A = load i32, ptr %A_idx, align 4, !llvm.access.group !0
  %ld_Ai = load i32, ptr %A_i, align 4, !llvm.access.group !0
  %sum_A = add i32 %ld_A, %ld_Ai
  store i32 %sum_A, ptr %A_i, align 4, !llvm.access.group !0
  %pib = getelementptr inbounds i32, ptr %idx_B, i64 %iw
  %ib = load i32, ptr %pib, align 4, !llvm.access.group !1
  %ibw = sext i32 %ib to i64
  %B_idx = getelementptr inbounds i32, ptr %B, i64 %ibw
  %B_i = getelementptr inbounds i32, ptr %B, i64 %iw
  %ld_B = load i32, ptr %B_idx, align 4, !llvm.access.group !1
  %ld_Bi = load i32, ptr %B_i, align 4, !llvm.access.group !1
  %sum_B = add i32 %ld_B, %ld_Bi
  store i32 %sum_B, ptr %B_i, align 4, !llvm.access.group !1
  %pic = getelementptr inbounds i32, ptr %idx_C, i64 %iw
  %ic = load i32, ptr %pic, align 4, !llvm.access.group !2
  %icw = sext i32 %ic to i64
  %C_idx = getelementptr inbounds i32, ptr %C, i64 %icw
  %C_i = getelementptr inbounds i32, ptr %C, i64 %iw
  %ld_C = load i32, ptr %C_idx, align 4, !llvm.access.group !2
  %ld_Ci = load i32, ptr %C_i, align 4, !llvm.access.group !2
  %sum_C = add i32 %ld_C, %ld_Ci
  store i32 %sum_C, ptr %C_i, align 4, !llvm.access.group !2
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %N
  br i1 %done, label %exit, label %loop, !llvm.loop !3

exit:
  ret void
}

define void @scale(ptr %x, i32 %a, i64 %n) {
entry:
  br label %body

body:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %body ]
  %p = getelementptr inbounds i32, ptr %x, i64 %iv
  %v = load i32, ptr %p, align 4, !llvm.access.group !7
  %m = mul nsw i32 %v, %a
  store i32 %m, ptr %p, align 4, !llvm.access.group !7
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp eq i64 %iv.next, %n
  br i1 %c, label %done, label %body, !llvm.loop !8

done:
  ret void
}

!0 = distinct !{}
!1 = distinct !{}
!2 = distinct !{}
!3 = distinct !{!3, !4, !5, !6}
!4 = !{!"llvm.loop.no_depends", !0, !2}
!5 = !{!"llvm.loop.no_depends_safelen", !1, i32 5}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.parallel_accesses", !7}

; CHECK: define void @ivdep_kernel(ptr noalias %A, ptr noalias %B, ptr noalias %C, ptr %idx_A, ptr %idx_B, ptr %idx_C, i32 %N) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %cmp0 = icmp sgt i32 %N, 0
; CHECK-NEXT:   br i1 %cmp0, label %loop, label %exit
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %iw = sext i32 %i to i64
; CHECK-NEXT:   %pia = getelementptr inbounds i32, ptr %idx_A, i64 %iw
; CHECK-NEXT:   %ia = load i32, ptr %pia, align 4, !llvm.access.group !0
; CHECK-NEXT:   %iaw = sext i32 %ia to i64
; CHECK-NEXT:   %A_idx = getelementptr inbounds i32, ptr %A, i64 %iaw
; CHECK-NEXT:   %A_i = getelementptr inbounds i32, ptr %A, i64 %iw
; CHECK-NEXT:   %ld_A = load i32, ptr %A_idx, align 4, !llvm.access.group !0
; CHECK-NEXT:   %ld_Ai = load i32, ptr %A_i, align 4, !llvm.access.group !0
; CHECK-NEXT:   %sum_A = add i32 %ld_A, %ld_Ai
; CHECK-NEXT:   store i32 %sum_A, ptr %A_i, align 4, !llvm.access.group !0
; CHECK-NEXT:   %pib = getelementptr inbounds i32, ptr %idx_B, i64 %iw
; CHECK-NEXT:   %ib = load i32, ptr %pib, align 4, !llvm.access.group !1
; CHECK-NEXT:   %ibw = sext i32 %ib to i64
; CHECK-NEXT:   %B_idx = getelementptr inbounds i32, ptr %B, i64 %ibw
; CHECK-NEXT:   %B_i = getelementptr inbounds i32, ptr %B, i64 %iw
; CHECK-NEXT:   %ld_B = load i32, ptr %B_idx, align 4, !llvm.access.group !1
; CHECK-NEXT:   %ld_Bi = load i32, ptr %B_i, align 4, !llvm.access.group !1
; CHECK-NEXT:   %sum_B = add i32 %ld_B, %ld_Bi
; CHECK-NEXT:   store i32 %sum_B, ptr %B_i, align 4, !llvm.access.group !1
; CHECK-NEXT:   %pic = getelementptr inbounds i32, ptr %idx_C, i64 %iw
; CHECK-NEXT:   %ic = load i32, ptr %pic, align 4, !llvm.access.group !2
; CHECK-NEXT:   %icw = sext i32 %ic to i64
; CHECK-NEXT:   %C_idx = getelementptr inbounds i32, ptr %C, i64 %icw
; CHECK-NEXT:   %C_i = getelementptr inbounds i32, ptr %C, i64 %iw
; CHECK-NEXT:   %ld_C = load i32, ptr %C_idx, align 4, !llvm.access.group !2
; CHECK-NEXT:   %ld_Ci = load i32, ptr %C_i, align 4, !llvm.access.group !2
; CHECK-NEXT:   %sum_C = add i32 %ld_C, %ld_Ci
; CHECK-NEXT:   store i32 %sum_C, ptr %C_i, align 4, !llvm.access.group !2
; CHECK-NEXT:   %i.next = add nuw nsw i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %N
; CHECK-NEXT:   br i1 %done, label %exit, label %loop, !llvm.loop !3
; CHECK: exit:                                             ; preds = %loop, %entry
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @scale(ptr %x, i32 %a, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %body, %entry
; CHECK-NEXT:   %iv = phi i64 [ 0, %entry ], [ %iv.next, %body ]
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %x, i64 %iv
; CHECK-NEXT:   %v = load i32, ptr %p, align 4, !llvm.access.group !7
; CHECK-NEXT:   %m = mul nsw i32 %v, %a
; CHECK-NEXT:   store i32 %m, ptr %p, align 4, !llvm.access.group !7
; CHECK-NEXT:   %iv.next = add nuw nsw i64 %iv, 1
; CHECK-NEXT:   %c = icmp eq i64 %iv.next, %n
; CHECK-NEXT:   br i1 %c, label %done, label %body, !llvm.loop !8
; CHECK: done:                                             ; preds = %body
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{}
; CHECK-NEXT: !2 = distinct !{}
; CHECK-NEXT: !3 = distinct !{!3, !4, !5, !6}
; CHECK-NEXT: !4 = !{!"llvm.loop.no_depends", !0, !2}
; CHECK-NEXT: !5 = !{!"llvm.loop.no_depends_safelen", !1, i32 5}
; CHECK-NEXT: !6 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !7 = distinct !{}
; CHECK-NEXT: !8 = distinct !{!8, !9}
; CHECK-NEXT: !9 = !{!"llvm.loop.parallel_accesses", !7}
