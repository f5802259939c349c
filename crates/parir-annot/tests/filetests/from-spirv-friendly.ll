; RUN: parir opt -passes=ivdep-from-spirv-friendly %s | FileCheck %s
; The reverse: a trailing 0 means no_depends, another safelen no_depends_safelen; the rules'
; spelling spirv.dependency_accesses is read too. A SPIR-V-friendly attribute without a
; safelen operand is left as it is, with a warning.

define void @f(ptr %a, ptr %b, i1 %c) {
entry:
  br label %h

h:
  store i32 0, ptr %a, align 4, !llvm.access.group !0
  store i32 0, ptr %b, align 4, !llvm.access.group !1
  br i1 %c, label %h, label %h2, !llvm.loop !2

h2:
  store i32 0, ptr %a, align 4, !llvm.access.group !6
  br i1 %c, label %h2, label %x, !llvm.loop !7

x:
  ret void
}

!0 = distinct !{}
!1 = distinct !{}
!2 = distinct !{!2, !3, !4, !5}
!3 = !{!"spirv.loop.dependency_accesses", !0, i32 0}
!4 = !{!"spirv.dependency_accesses", !1, i32 7}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{}
!7 = distinct !{!7, !8}
!8 = !{!"spirv.loop.dependency_accesses", !6}

; CHECK: ; WARNING: warning: <unknown>:0:0: spirv.loop.dependency_accesses has no non-negative integer safelen as its last operand; left unchanged [ivdep-malformed-attribute] (at from-spirv-friendly.ll:17:3)
; CHECK: define void @f(ptr %a, ptr %b, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %h, %entry
; CHECK-NEXT:   store i32 0, ptr %a, align 4, !llvm.access.group !0
; CHECK-NEXT:   store i32 0, ptr %b, align 4, !llvm.access.group !1
; CHECK-NEXT:   br i1 %c, label %h, label %h2, !llvm.loop !2
; CHECK: h2:                                               ; preds = %h2, %h
; CHECK-NEXT:   store i32 0, ptr %a, align 4, !llvm.access.group !6
; CHECK-NEXT:   br i1 %c, label %h2, label %x, !llvm.loop !7
; CHECK: x:                                                ; preds = %h2
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{}
; CHECK-NEXT: !2 = distinct !{!2, !3, !4, !5}
; CHECK-NEXT: !3 = !{!"llvm.loop.no_depends", !0}
; CHECK-NEXT: !4 = !{!"llvm.loop.no_depends_safelen", !1, i32 7}
; CHECK-NEXT: !5 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !6 = distinct !{}
; CHECK-NEXT: !7 = distinct !{!7, !8}
; CHECK-NEXT: !8 = !{!"spirv.loop.dependency_accesses", !6}
