; RUN: parloop %s | FileCheck %s
; A for-loop that tests at the top (the header exits) and increments in a separate latch;
; the bound is on the left of the icmp, the phi (not its next value) is compared.

define void @top_test(ptr %a, ptr %b, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp sgt i32 %n, %i
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = sext i32 %i to i64
  %pb = getelementptr inbounds float, ptr %b, i64 %idx
  %x = load float, ptr %pb, align 4, !llvm.access.group !1
  %pa = getelementptr inbounds float, ptr %a, i64 %idx
  store float %x, ptr %pa, align 4, !llvm.access.group !1
  br label %for.inc

for.inc:
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !0

for.end:
  ret void
}

; Unannotated loops and loops with only other attributes are not listed.
define void @plain(i32 %n) {
entry:
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %i.next, %h ]
  %i.next = add i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %x, label %h, !llvm.loop !2

x:
  ret void
}

!0 = distinct !{!0, !3}
!1 = distinct !{}
!2 = distinct !{!2, !4}
!3 = !{!"llvm.loop.parallel_accesses", !1}
!4 = !{!"llvm.loop.unroll.disable"}

; CHECK: loop for.cond in @top_test: parallel
; CHECK-NEXT:   claim parallel_accesses: 1 group, covers 2 of 2 memory accesses
; CHECK-NEXT:   preheader %entry, exiting %for.cond, exit %for.end
; CHECK-NEXT:   induction %i = phi [0, %entry], step add 1, next %inc
; CHECK-NEXT:   exit test %cmp = icmp sgt %n, %i: leaves the loop when false
; CHECK-NEXT:   depth 1, blocks %for.cond %for.body %for.inc, latches %for.inc
; CHECK-NEXT: @plain: no annotated loops
