; RUN: parloop %s | FileCheck %s
; clang -O1 widens an int loop counter to 64 bits and tests the truncated next value
; against the 32-bit bound: the loop is shared all the same, its trip count solved at the
; test's width.

define void @widened(ptr %a, i32 %n) {
entry:
  %last = add nsw i32 %n, -1
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 1, ptr %p, align 4, !llvm.access.group !1
  %i.next = add nsw i64 %i, 1
  %t = trunc i64 %i.next to i32
  %done = icmp eq i32 %n, %t
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.parallel_accesses", !1}

; CHECK: loop body in @widened: parallel
