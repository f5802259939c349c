; RUN: parir check %s | FileCheck %s
; The lints of `parir check`, one problem each, with their stable names and locations.

declare void @__parir_ivdep()

define void @f(ptr %a, ptr %b, i1 %c) {
entry:
  call void @__parir_ivdep()
  br label %h

h:
  store i32 0, ptr %a, align 4, !llvm.access.group !10
  store i32 1, ptr %b, align 4, !llvm.access.group !11
  br i1 %c, label %h, label %h2, !llvm.loop !0

h2:
  store i32 2, ptr %a, align 4, !llvm.access.group !12
  store i32 3, ptr %b, align 4
  br i1 %c, label %h2, label %h3, !llvm.loop !4

h3:
  store i32 4, ptr %a, align 4, !llvm.access.group !12
  br i1 %c, label %h3, label %x, !llvm.loop !7

x:
  ret void
}

define void @g(ptr %a, i1 %c) {
entry:
  br label %h

h:
  store i32 0, ptr %a, align 4, !llvm.access.group !12
  br i1 %c, label %h, label %x, !llvm.loop !14

x:
  ret void
}

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.no_depends", !12, !13}
!2 = !{!"llvm.loop.no_depends_safelen", !12, i32 0}
!3 = !{!"llvm.loop.ivdep.enable"}
!4 = distinct !{!4, !5, !6}
!5 = !{!"llvm.loop.parallel_accesses", !12}
!6 = !{!"llvm.loop.no_depends"}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.no_depends", !12}
!9 = !{!"llvm.loop.no_depends_safelen", !12, i32 4}
!10 = !{}
!11 = !{!12, !16}
!16 = distinct !{}
!12 = distinct !{}
!13 = !{!"not a group"}
!14 = distinct !{!14, !15}
!15 = !{!"spirv.loop.dependency_accesses", !12}

; CHECK: ; WARNING: warning: <unknown>:0:0: PARIR_IVDEP marker call: run `parir opt -passes=ivdep-lower` to turn it into loop metadata [ivdep-marker-left] (at check-lints.ll:8:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: !llvm.access.group names a uniqued `!{}`: that is an empty list of groups, not a group (write `distinct !{}`) [access-group-not-distinct] (at check-lints.ll:12:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: an access group is named by both llvm.loop.no_depends and llvm.loop.no_depends_safelen: overlapping ivdep annotations [ivdep-overlapping] (at check-lints.ll:23:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: llvm.loop.no_depends names no access group: it claims nothing [loop-attr-empty] (at check-lints.ll:19:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: llvm.loop.parallel_accesses covers 1 of the loop's 2 memory accesses: LLVM does not treat the loop as parallel [parallel-loop-not-covered] (at check-lints.ll:19:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: DPC++ loop metadata (llvm.loop.ivdep.enable): run `parir opt -passes=ivdep-lower` to migrate it to llvm.loop.no_depends(_safelen) [dpcpp-metadata-left] (at check-lints.ll:14:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: llvm.loop.no_depends: operand 2 is not an access group (a distinct node without operands) [loop-attr-operand-not-group] (at check-lints.ll:14:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: llvm.loop.no_depends_safelen: safelen 0 is below 1 [loop-attr-bad-safelen] (at check-lints.ll:14:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: an access group is named by both llvm.loop.no_depends and llvm.loop.no_depends_safelen: overlapping ivdep annotations [ivdep-overlapping] (at check-lints.ll:14:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: spirv.loop.dependency_accesses: the last operand must be the i32 safelen [loop-attr-bad-safelen] (at check-lints.ll:35:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: an access group named by this loop's attributes is also named by a loop that neither contains nor is contained in it [access-group-shared-by-unrelated-loops] (at check-lints.ll:19:3)
