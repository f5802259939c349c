; Calls in parallel loops. A call that may access memory needs an access group
; like a load or store (@opaque_call is not parallel); a call to a memory(none)
; function needs none (@pure_call is parallel), unless an operand bundle other
; than ptrauth/kcfi makes it read memory (@bundle_call is not parallel). A call
; site's own memory(none) also suffices (@site_none).
; RUN: parir analyze -p 'print<loops>' %s | FileCheck %s --exact
; CHECK: Loop info for function 'opaque_call':
; CHECK: Loop at depth 1 containing: %loop<header><latch><exiting>
; CHECK: Loop info for function 'pure_call':
; CHECK: Parallel Loop at depth 1 containing: %loop<header><latch><exiting>
; CHECK: Loop info for function 'bundle_call':
; CHECK: Loop at depth 1 containing: %loop<header><latch><exiting>
; CHECK: Loop info for function 'site_none':
; CHECK: Parallel Loop at depth 1 containing: %loop<header><latch><exiting>

declare void @opaque(i64)
declare i64 @pure(i64) memory(none)

define void @opaque_call(ptr %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 %i, ptr %pa, align 8, !llvm.access.group !1
  call void @opaque(i64 %i)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  ret void
}

define void @pure_call(ptr %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %v = call i64 @pure(i64 %i)
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 %v, ptr %pa, align 8, !llvm.access.group !1
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  ret void
}

define void @bundle_call(ptr %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %v = call i64 @pure(i64 %i) [ "deopt"(i64 %i) ]
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 %v, ptr %pa, align 8, !llvm.access.group !1
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  ret void
}

define void @site_none(ptr %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @opaque(i64 %i) memory(none)
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 %i, ptr %pa, align 8, !llvm.access.group !1
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.parallel_accesses", !1}
