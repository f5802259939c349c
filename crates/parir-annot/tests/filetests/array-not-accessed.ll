; RUN: parir opt -passes=ivdep-lower %s | FileCheck %s
; CHECK-NOT: __parir
; PARIR_IVDEP_ARRAY(c) where the loop never touches c: a located warning, no attribute for it.
; The warning has the user's source location from !dbg, and the .ll position.

declare void @__parir_ivdep_array(ptr)

define void @f(ptr noalias %a, ptr noalias %c, i64 %n) !dbg !5 {
entry:
  call void @__parir_ivdep_array(ptr %a), !dbg !8
  call void @__parir_ivdep_array(ptr %c), !dbg !9
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %pa, align 4
  %i.next = add nuw i64 %i, 1
  %cmp = icmp eq i64 %i.next, %n
  br i1 %cmp, label %exit, label %body

exit:
  ret void
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "kernel.c", directory: "/src")
!5 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 3, type: !6, spFlags: DISPFlagDefinition, unit: !1)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 4, column: 3, scope: !5)
!9 = !DILocation(line: 5, column: 3, scope: !5)

; CHECK: ; WARNING: warning: /src/kernel.c:5:3: PARIR_IVDEP_ARRAY(%c): the loop never accesses this array [ivdep-array-not-accessed] (at array-not-accessed.ll:11:3)
; CHECK: define void @f(ptr noalias %a, ptr noalias %c, i64 %n) !dbg !3 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %body, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
; CHECK-NEXT:   %pa = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   store i32 0, ptr %pa, align 4, !llvm.access.group !6
; CHECK-NEXT:   %i.next = add nuw i64 %i, 1
; CHECK-NEXT:   %cmp = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %cmp, label %exit, label %body, !llvm.loop !7
; CHECK: exit:                                             ; preds = %body
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
; CHECK-NEXT: !1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
; CHECK-NEXT: !2 = !DIFile(filename: "kernel.c", directory: "/src")
; CHECK-NEXT: !3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 3, type: !4, spFlags: DISPFlagDefinition, unit: !1)
; CHECK-NEXT: !4 = !DISubroutineType(types: !5)
; CHECK-NEXT: !5 = !{null}
; CHECK-NEXT: !6 = distinct !{}
; CHECK-NEXT: !7 = distinct !{!7, !8}
; CHECK-NEXT: !8 = !{!"llvm.loop.no_depends", !6}
