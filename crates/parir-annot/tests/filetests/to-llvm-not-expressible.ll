; RUN: parir opt -passes=ivdep-lower,ivdep-to-llvm %s | FileCheck %s
; What upstream LLVM cannot express is reported (ivdep-not-expressible) and left alone:
; PARIR_IVDEP_ARRAY(B) on `B[i] += B[idx[i]]` leaves the idx load uncovered, and a safelen of 1
; allows no vector width.

declare void @__parir_ivdep_array(ptr)
declare void @__parir_ivdep_safelen(i32)

define void @gather_add(ptr noalias %B, ptr noalias %idx, i64 %n) {
entry:
  call void @__parir_ivdep_array(ptr %B)
  br label %body

body:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %body ]
  %pidx = getelementptr inbounds i32, ptr %idx, i64 %iv
  %k = load i32, ptr %pidx, align 4
  %kw = sext i32 %k to i64
  %pk = getelementptr inbounds i32, ptr %B, i64 %kw
  %v = load i32, ptr %pk, align 4
  %pi = getelementptr inbounds i32, ptr %B, i64 %iv
  %w = load i32, ptr %pi, align 4
  %s = add nsw i32 %w, %v
  store i32 %s, ptr %pi, align 4
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp eq i64 %iv.next, %n
  br i1 %c, label %exit, label %body

exit:
  call void @__parir_ivdep_safelen(i32 1)
  br label %l2

l2:
  %j = phi i64 [ 0, %exit ], [ %j.next, %l2 ]
  %pj = getelementptr inbounds i32, ptr %B, i64 %j
  store i32 0, ptr %pj, align 4
  %j.next = add nuw nsw i64 %j, 1
  %c2 = icmp eq i64 %j.next, %n
  br i1 %c2, label %done, label %l2

done:
  ret void
}

; CHECK: ; WARNING: warning: <unknown>:0:0: safelen 1 allows no vector width above 1; nothing is passed on to LLVM [ivdep-not-expressible] (at to-llvm-not-expressible.ll:39:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: llvm.loop.no_depends covers 3 of the loop's 4 memory accesses; llvm.loop.parallel_accesses must cover all of them, so the claim is not passed on to LLVM [ivdep-not-expressible] (at to-llvm-not-expressible.ll:27:3)
; CHECK: define void @gather_add(ptr noalias %B, ptr noalias %idx, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %body, %entry
; CHECK-NEXT:   %iv = phi i64 [ 0, %entry ], [ %iv.next, %body ]
; CHECK-NEXT:   %pidx = getelementptr inbounds i32, ptr %idx, i64 %iv
; CHECK-NEXT:   %k = load i32, ptr %pidx, align 4
; CHECK-NEXT:   %kw = sext i32 %k to i64
; CHECK-NEXT:   %pk = getelementptr inbounds i32, ptr %B, i64 %kw
; CHECK-NEXT:   %v = load i32, ptr %pk, align 4, !llvm.access.group !0
; CHECK-NEXT:   %pi = getelementptr inbounds i32, ptr %B, i64 %iv
; CHECK-NEXT:   %w = load i32, ptr %pi, align 4, !llvm.access.group !0
; CHECK-NEXT:   %s = add nsw i32 %w, %v
; CHECK-NEXT:   store i32 %s, ptr %pi, align 4, !llvm.access.group !0
; CHECK-NEXT:   %iv.next = add nuw nsw i64 %iv, 1
; CHECK-NEXT:   %c = icmp eq i64 %iv.next, %n
; CHECK-NEXT:   br i1 %c, label %exit, label %body, !llvm.loop !1
; CHECK: exit:                                             ; preds = %body
; CHECK-NEXT:   br label %l2
; CHECK: l2:                                               ; preds = %l2, %exit
; CHECK-NEXT:   %j = phi i64 [ 0, %exit ], [ %j.next, %l2 ]
; CHECK-NEXT:   %pj = getelementptr inbounds i32, ptr %B, i64 %j
; CHECK-NEXT:   store i32 0, ptr %pj, align 4, !llvm.access.group !3
; CHECK-NEXT:   %j.next = add nuw nsw i64 %j, 1
; CHECK-NEXT:   %c2 = icmp eq i64 %j.next, %n
; CHECK-NEXT:   br i1 %c2, label %done, label %l2, !llvm.loop !4
; CHECK: done:                                             ; preds = %l2
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{!1, !2}
; CHECK-NEXT: !2 = !{!"llvm.loop.no_depends", !0}
; CHECK-NEXT: !3 = distinct !{}
; CHECK-NEXT: !4 = distinct !{!4, !5}
; CHECK-NEXT: !5 = !{!"llvm.loop.no_depends_safelen", !3, i32 1}
