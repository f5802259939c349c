; Removing an attribute keeps the leading DILocations first and the other
; attributes' nodes; the rewritten LoopID is distinct and self-referential.
; RUN: loop-attrs %s '@g %loop remove llvm.loop.unroll.disable' | FileCheck %s --exact
define void @g(i1 %c) !dbg !4 {
entry:
  br label %loop

loop:
  br i1 %c, label %loop, label %exit, !dbg !8, !llvm.loop !10

exit:
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "g.c", directory: "/tmp")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!8 = !DILocation(line: 2, column: 3, scope: !4)
!9 = !DILocation(line: 3, column: 5, scope: !4)
!10 = distinct !{!10, !8, !9, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
; CHECK: ; ModuleID = 'remove_keeps_locations.ll'
; CHECK: source_filename = "remove_keeps_locations.ll"
; CHECK:
; CHECK: define void @g(i1 %c) !dbg !4 {
; CHECK: entry:
; CHECK:   br label %loop
; CHECK:
; CHECK: loop:                                             ; preds = %loop, %entry
; CHECK:   br i1 %c, label %loop, label %exit, !dbg !7, !llvm.loop !8
; CHECK:
; CHECK: exit:                                             ; preds = %loop
; CHECK:   ret void
; CHECK: }
; CHECK:
; CHECK: !llvm.dbg.cu = !{!0}
; CHECK: !llvm.module.flags = !{!3}
; CHECK:
; CHECK: !0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
; CHECK: !1 = !DIFile(filename: "g.c", directory: "/tmp")
; CHECK: !2 = !{}
; CHECK: !3 = !{i32 2, !"Debug Info Version", i32 3}
; CHECK: !4 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2)
; CHECK: !5 = !DISubroutineType(types: !6)
; CHECK: !6 = !{null}
; CHECK: !7 = !DILocation(line: 2, column: 3, scope: !4)
; CHECK: !8 = distinct !{!8, !7, !9, !10}
; CHECK: !9 = !DILocation(line: 3, column: 5, scope: !4)
; CHECK: !10 = !{!"llvm.loop.mustprogress"}
