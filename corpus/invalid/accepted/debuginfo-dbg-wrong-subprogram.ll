; LLVM: accepted (exit 0) after printing: !dbg attachment points at wrong subprogram for function
; DETAIL: llvm-as-19 and opt-19 print "warning: ignoring invalid debug info in FILE" and drop the debug info
define void @f() !dbg !3 {
  ret void, !dbg !4
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, unit: !0)
!4 = !DILocation(line: 2, scope: !5)
!5 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 9, unit: !0)
