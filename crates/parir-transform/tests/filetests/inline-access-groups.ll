; RUN: parir opt -passes=always-inline %s | FileCheck %s
; The call site's access group is united with each inlined memory access's groups, as
; LLVM 19's PropagateCallSiteMetadata/uniteAccessGroups do (same output as
; `opt-19 -passes=always-inline`): a callee group and the call site's group become a list,
; a callee list gets the call site's group appended, an access without groups gets the call
; site's group alone, and instructions that do not access memory get nothing.
define void @one_group(ptr %p) alwaysinline {
  store i32 1, ptr %p, !llvm.access.group !1
  ret void
}

define void @group_list(ptr %p) alwaysinline {
  %v = load i32, ptr %p, !llvm.access.group !2
  ret void
}

define void @no_groups(ptr %p, i32 %x) alwaysinline {
  %y = add i32 %x, 1
  store i32 %y, ptr %p
  ret void
}

define void @f(ptr %q, i32 %n) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  call void @one_group(ptr %q), !llvm.access.group !3
  call void @group_list(ptr %q), !llvm.access.group !3
  call void @no_groups(ptr %q, i32 %i), !llvm.access.group !3
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %x, !llvm.loop !6
x:
  ret void
}
!1 = distinct !{}
!2 = !{!4, !5}
!3 = distinct !{}
!4 = distinct !{}
!5 = distinct !{}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.parallel_accesses", !3}

; CHECK: define void @one_group(ptr %p) #0 {
; CHECK-NEXT:   store i32 1, ptr %p, align 4, !llvm.access.group !0
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @group_list(ptr %p) #0 {
; CHECK-NEXT:   %v = load i32, ptr %p, align 4, !llvm.access.group !1
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @no_groups(ptr %p, i32 %x) #0 {
; CHECK-NEXT:   %y = add i32 %x, 1
; CHECK-NEXT:   store i32 %y, ptr %p, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @f(ptr %q, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %h, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i1, %h ]
; CHECK-NEXT:   store i32 1, ptr %q, align 4, !llvm.access.group !4
; CHECK-NEXT:   %v.i = load i32, ptr %q, align 4, !llvm.access.group !6
; CHECK-NEXT:   %y.i = add i32 %i, 1
; CHECK-NEXT:   store i32 %y.i, ptr %q, align 4, !llvm.access.group !5
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %c = icmp slt i32 %i1, %n
; CHECK-NEXT:   br i1 %c, label %h, label %x, !llvm.loop !7
; CHECK: x:                                                ; preds = %h
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = !{!2, !3}
; CHECK-NEXT: !2 = distinct !{}
; CHECK-NEXT: !3 = distinct !{}
; CHECK-NEXT: !4 = !{!0, !5}
; CHECK-NEXT: !5 = distinct !{}
; CHECK-NEXT: !6 = !{!2, !3, !5}
; CHECK-NEXT: !7 = distinct !{!7, !8}
; CHECK-NEXT: !8 = !{!"llvm.loop.parallel_accesses", !5}
