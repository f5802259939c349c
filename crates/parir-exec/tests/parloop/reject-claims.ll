; RUN: parloop %s | FileCheck %s
; Claims that do not make a loop parallel: an access outside the claim's groups (the message
; names it with its source location, the description uses the LoopID's DILocation), only a
; safelen claim, only safelen claims, two no_depends claims that each cover part of the
; loop (they are not combined), a call that may access memory without a group.

declare void @log(i64)
declare void @g()
declare void @llvm.lifetime.start.p0(i64, ptr)

define void @uncovered(ptr %a, ptr %b, i64 %n) !dbg !20 {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %p, align 4, !llvm.access.group !1
  %x.ext = sext i32 %x to i64
  %q = getelementptr inbounds i32, ptr %b, i64 %x.ext
  %y = load i32, ptr %q, align 4, !dbg !24
  store i32 %y, ptr %p, align 4, !llvm.access.group !1
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !dbg !25, !llvm.loop !0

exit:
  ret void
}

define void @safelen(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 4, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p, align 4, !llvm.access.group !1
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !3

exit:
  ret void
}

define void @safelens(ptr %a, ptr %b, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p, align 4, !llvm.access.group !1
  %q = getelementptr inbounds i32, ptr %b, i64 %i
  store i32 0, ptr %q, align 4, !llvm.access.group !9
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !5

exit:
  ret void
}

define void @per_array(ptr %a, ptr %b, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p, align 4, !llvm.access.group !1
  %q = getelementptr inbounds i32, ptr %b, i64 %i
  store i32 0, ptr %q, align 4, !llvm.access.group !9
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !10

exit:
  ret void
}

define void @opaque_call(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p, align 4, !llvm.access.group !1
  call void @log(i64 %i)
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  call void @g()
  call void @g()
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !13

exit:
  ret void
}

!llvm.module.flags = !{!30}
!llvm.dbg.cu = !{!31}

!0 = distinct !{!0, !23, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.no_depends", !1}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.no_depends_safelen", !1, i32 4}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.no_depends_safelen", !1, i32 4}
!7 = !{!"llvm.loop.no_depends_safelen", !9, i32 16}
!9 = distinct !{}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.no_depends", !1}
!12 = !{!"llvm.loop.no_depends", !9}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.parallel_accesses", !1}
!20 = distinct !DISubprogram(name: "uncovered", scope: !21, file: !21, line: 1, type: !22, spFlags: DISPFlagDefinition, unit: !31)
!21 = !DIFile(filename: "kernel.c", directory: "")
!22 = !DISubroutineType(types: !32)
!23 = !DILocation(line: 5, column: 3, scope: !20)
!24 = !DILocation(line: 7, column: 12, scope: !20)
!25 = !DILocation(line: 6, column: 5, scope: !20)
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = distinct !DICompileUnit(language: DW_LANG_C11, file: !21, emissionKind: FullDebug)
!32 = !{null}

; CHECK: loop body in @uncovered (kernel.c:5:3): sequential: no_depends covers 2 of 3 memory accesses of the loop; not covered: load %y from %q at kernel.c:7:12
; CHECK-NEXT:   claim no_depends: 1 group, covers 2 of 3 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @safelen: sequential: only a safelen(4) claim: iterations may not run fully in parallel
; CHECK-NEXT:   claim no_depends_safelen(4): 1 group, covers 1 of 1 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @safelens: sequential: only safelen claims (safelen 4, 16): iterations may not run fully in parallel
; CHECK-NEXT:   claim no_depends_safelen(4): 1 group, covers 1 of 2 memory accesses
; CHECK-NEXT:   claim no_depends_safelen(16): 1 group, covers 1 of 2 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @per_array: sequential: no_depends covers 1 of 2 memory accesses of the loop; not covered: store to %p in %body
; CHECK-NEXT:   claim no_depends: 1 group, covers 1 of 2 memory accesses
; CHECK-NEXT:   claim no_depends: 1 group, covers 1 of 2 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @opaque_call: sequential: parallel_accesses covers 1 of 5 memory accesses of the loop; not covered: call @log in %body, call @llvm.lifetime.start.p0 in %body, call @g in %body, and 1 more
; CHECK-NEXT:   claim parallel_accesses: 1 group, covers 1 of 5 memory accesses
; CHECK-NEXT:   depth 1, blocks %body, latches %body
