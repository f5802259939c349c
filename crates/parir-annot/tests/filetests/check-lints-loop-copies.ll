; RUN: parir check %s | FileCheck %s
; Copies of one annotated loop share its access group: the inliner copies a loop into its
; callers (another function), loop versioning and unrolling into the same function, each copy
; with the same attributes. Each copy's claim covers its own accesses, so `check` says nothing;
; the one loop with other attributes naming the group is still reported.

define void @callee(ptr %a, i1 %c) {
entry:
  br label %h

h:
  store i32 0, ptr %a, align 4, !llvm.access.group !2
  br i1 %c, label %h, label %x, !llvm.loop !0

x:
  ret void
}

define void @caller(ptr %a, i1 %c) {
entry:
  br label %inlined

inlined:
  store i32 0, ptr %a, align 4, !llvm.access.group !2
  br i1 %c, label %inlined, label %versioned, !llvm.loop !3

versioned:
  store i32 1, ptr %a, align 4, !llvm.access.group !2
  br i1 %c, label %versioned, label %other, !llvm.loop !4

other:
  store i32 2, ptr %a, align 4, !llvm.access.group !2
  br i1 %c, label %other, label %x, !llvm.loop !5

x:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.parallel_accesses", !2}
!2 = distinct !{}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.no_depends", !2}

; CHECK-NOT: (at check-lints-loop-copies.ll:13:
; CHECK: ; WARNING: warning: <unknown>:0:0: an access group named by this loop's attributes is also named by a loop that neither contains nor is contained in it [access-group-shared-by-unrelated-loops] (at check-lints-loop-copies.ll:29:3)
; CHECK-NOT: WARNING
