; RUN: parloop %s | FileCheck %s
; What counts as a memory access (LLVM's mayReadOrWriteMemory): a memory(none) call and a
; debug intrinsic do not; the legacy !llvm.mem.parallel_loop_access naming the LoopID covers
; an access for parallel_accesses (as in LLVM's isAnnotatedParallel); an access may carry a
; list of groups. Several claims: a safelen claim next to a no_depends that covers all.

declare i64 @pure(i64) memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata)

define void @pure_calls(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %v = call i64 @pure(i64 %i)
  call void @llvm.dbg.value(metadata i64 %i, metadata !10, metadata !DIExpression())
  %p = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 %v, ptr %p, align 8, !llvm.access.group !3
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

define void @legacy(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 0, ptr %p, align 8, !llvm.mem.parallel_loop_access !4
  store i64 1, ptr %p, align 8, !llvm.access.group !3
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !4

exit:
  ret void
}

define void @two_claims(ptr %a, ptr %b, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 0, ptr %p, align 8, !llvm.access.group !3
  %q = getelementptr inbounds i64, ptr %b, i64 %i
  store i64 0, ptr %q, align 8, !llvm.access.group !9
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !6

exit:
  ret void
}

!llvm.module.flags = !{!11}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.parallel_accesses", !3}
!3 = distinct !{}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.parallel_accesses", !3}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.no_depends_safelen", !3, i32 8}
!8 = !{!"llvm.loop.no_depends", !9}
!9 = !{!3, !12}
!12 = distinct !{}
!10 = !DILocalVariable(name: "i", scope: !13, file: !14, line: 1, type: !15)
!11 = !{i32 2, !"Debug Info Version", i32 3}
!13 = distinct !DISubprogram(name: "pure_calls", scope: !14, file: !14, line: 1, spFlags: DISPFlagDefinition, unit: !16)
!14 = !DIFile(filename: "c.c", directory: "")
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!16 = distinct !DICompileUnit(language: DW_LANG_C11, file: !14, emissionKind: FullDebug)

; CHECK: loop body in @pure_calls: parallel
; CHECK-NEXT:   claim parallel_accesses: 1 group, covers 1 of 1 memory accesses
; CHECK-NEXT:   preheader %entry, exiting %body, exit %exit
; CHECK-NEXT:   induction %i = phi [0, %entry], step add 1, next %i.next
; CHECK-NEXT:   exit test %done = icmp eq %i.next, %n: leaves the loop when true
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @legacy: parallel
; CHECK-NEXT:   claim parallel_accesses: 1 group, covers 2 of 2 memory accesses
; CHECK-NEXT:   preheader %entry, exiting %body, exit %exit
; CHECK-NEXT:   induction %i = phi [0, %entry], step add 1, next %i.next
; CHECK-NEXT:   exit test %done = icmp eq %i.next, %n: leaves the loop when true
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @two_claims: parallel
; CHECK-NEXT:   claim no_depends_safelen(8): 1 group, covers 2 of 2 memory accesses
; CHECK-NEXT:   claim no_depends: 2 groups, covers 2 of 2 memory accesses
; CHECK-NEXT:   preheader %entry, exiting %body, exit %exit
; CHECK-NEXT:   induction %i = phi [0, %entry], step add 1, next %i.next
; CHECK-NEXT:   exit test %done = icmp eq %i.next, %n: leaves the loop when true
; CHECK-NEXT:   depth 1, blocks %body, latches %body
