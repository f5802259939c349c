; RUN: parir opt -passes=ivdep-lower %s | FileCheck %s
; CHECK-NOT: __parir
; The seed's example, written with parir.h markers (ivdep(A,C) is two array annotations):
;   PARIR_IVDEP_ARRAY(A); PARIR_IVDEP_ARRAY(C); PARIR_IVDEP_ARRAY_SAFELEN(B, 5);
;   for (int i = 0; i < N; ++i) { A[i] += A[idx_A[i]]; B[i] += B[idx_B[i]]; C[i] += C[idx_C[i]]; }
; One attribute per array (rule 1.2), the safelen as i32 (defect 1), attributes in the LoopID
; (defect 2); the idx loads are in no group.

declare void @__parir_ivdep_array(ptr nocapture)
declare void @__parir_ivdep_array_safelen(ptr nocapture, i32)

define void @kernel(ptr noalias %A, ptr noalias %B, ptr noalias %C, ptr %idx_A, ptr %idx_B, ptr %idx_C, i32 %N) {
entry:
  call void @__parir_ivdep_array(ptr %A)
  call void @__parir_ivdep_array(ptr %C)
  call void @__parir_ivdep_array_safelen(ptr %B, i32 5)
  %cmp0 = icmp sgt i32 %N, 0
  br i1 %cmp0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %iw = sext i32 %i to i64
  %pia = getelementptr inbounds i32, ptr %idx_A, i64 %iw
  %ia = load i32, ptr %pia, align 4
  %iaw = sext i32 %ia to i64
  %A_idx = getelementptr inbounds i32, ptr %A, i64 %iaw
  %A_i = getelementptr inbounds i32, ptr %A, i64 %iw
  %ld_A = load i32, ptr %A_idx, align 4
  %ld_Ai = load i32, ptr %A_i, align 4
  %sum_A = add i32 %ld_A, %ld_Ai
  store i32 %sum_A, ptr %A_i, align 4
  %pib = getelementptr inbounds i32, ptr %idx_B, i64 %iw
  %ib = load i32, ptr %pib, align 4
  %ibw = sext i32 %ib to i64
  %B_idx = getelementptr inbounds i32, ptr %B, i64 %ibw
  %B_i = getelementptr inbounds i32, ptr %B, i64 %iw
  %ld_B = load i32, ptr %B_idx, align 4
  %ld_Bi = load i32, ptr %B_i, align 4
  %sum_B = add i32 %ld_B, %ld_Bi
  store i32 %sum_B, ptr %B_i, align 4
  %pic = getelementptr inbounds i32, ptr %idx_C, i64 %iw
  %ic = load i32, ptr %pic, align 4
  %icw = sext i32 %ic to i64
  %C_idx = getelementptr inbounds i32, ptr %C, i64 %icw
  %C_i = getelementptr inbounds i32, ptr %C, i64 %iw
  %ld_C = load i32, ptr %C_idx, align 4
  %ld_Ci = load i32, ptr %C_i, align 4
  %sum_C = add i32 %ld_C, %ld_Ci
  store i32 %sum_C, ptr %C_i, align 4
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %N
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}

; CHECK: define void @kernel(ptr noalias %A, ptr noalias %B, ptr noalias %C, ptr %idx_A, ptr %idx_B, ptr %idx_C, i32 %N) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %cmp0 = icmp sgt i32 %N, 0
; CHECK-NEXT:   br i1 %cmp0, label %loop, label %exit
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %iw = sext i32 %i to i64
; CHECK-NEXT:   %pia = getelementptr inbounds i32, ptr %idx_A, i64 %iw
; CHECK-NEXT:   %ia = load i32, ptr %pia, align 4
; CHECK-NEXT:   %iaw = sext i32 %ia to i64
; CHECK-NEXT:   %A_idx = getelementptr inbounds i32, ptr %A, i64 %iaw
; CHECK-NEXT:   %A_i = getelementptr inbounds i32, ptr %A, i64 %iw
; CHECK-NEXT:   %ld_A = load i32, ptr %A_idx, align 4, !llvm.access.group !0
; CHECK-NEXT:   %ld_Ai = load i32, ptr %A_i, align 4, !llvm.access.group !0
; CHECK-NEXT:   %sum_A = add i32 %ld_A, %ld_Ai
; CHECK-NEXT:   store i32 %sum_A, ptr %A_i, align 4, !llvm.access.group !0
; CHECK-NEXT:   %pib = getelementptr inbounds i32, ptr %idx_B, i64 %iw
; CHECK-NEXT:   %ib = load i32, ptr %pib, align 4
; CHECK-NEXT:   %ibw = sext i32 %ib to i64
; CHECK-NEXT:   %B_idx = getelementptr inbounds i32, ptr %B, i64 %ibw
; CHECK-NEXT:   %B_i = getelementptr inbounds i32, ptr %B, i64 %iw
; CHECK-NEXT:   %ld_B = load i32, ptr %B_idx, align 4, !llvm.access.group !1
; CHECK-NEXT:   %ld_Bi = load i32, ptr %B_i, align 4, !llvm.access.group !1
; CHECK-NEXT:   %sum_B = add i32 %ld_B, %ld_Bi
; CHECK-NEXT:   store i32 %sum_B, ptr %B_i, align 4, !llvm.access.group !1
; CHECK-NEXT:   %pic = getelementptr inbounds i32, ptr %idx_C, i64 %iw
; CHECK-NEXT:   %ic = load i32, ptr %pic, align 4
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
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{}
; CHECK-NEXT: !2 = distinct !{}
; CHECK-NEXT: !3 = distinct !{!3, !4, !5, !6, !7}
; CHECK-NEXT: !4 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !5 = !{!"llvm.loop.no_depends", !0}
; CHECK-NEXT: !6 = !{!"llvm.loop.no_depends", !2}
; CHECK-NEXT: !7 = !{!"llvm.loop.no_depends_safelen", !1, i32 5}
