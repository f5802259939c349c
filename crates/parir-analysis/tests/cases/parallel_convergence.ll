; A call to a memory(none) function with a "convergencectrl" operand bundle: in
; LLVM 19 any bundle other than ptrauth and kcfi makes a call read and write
; memory, so without an access group the loop is not parallel.
; RUN: parir analyze -p 'print<loops>' %s | FileCheck %s --exact
; CHECK: Loop info for function 'cc':
; CHECK: Loop at depth 1 containing: %loop<header><latch><exiting>

declare i64 @pure(i64) memory(none) convergent
declare token @llvm.experimental.convergence.entry() convergent memory(none)
declare token @llvm.experimental.convergence.loop() convergent memory(none)
define void @cc(ptr %a, i64 %n) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %v = call i64 @pure(i64 %i) [ "convergencectrl"(token %t2) ]
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 %v, ptr %pa, align 8, !llvm.access.group !1
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}
!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.parallel_accesses", !1}
