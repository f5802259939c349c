; RUN: parir opt -passes=always-inline %s | FileCheck %s
; llvm.mem.parallel_loop_access of the call site is concatenated onto the inlined accesses;
; like LLVM 19 the list accumulates from one access to the next. With a !dbg on the call,
; inlined locations get a distinct copy of the call location as inlinedAt. Same output as
; `opt-19 -passes=always-inline` (which also prints `align 4`).
define void @body(ptr %p, i32 %i) alwaysinline !dbg !10 {
entry:
  %v = load i32, ptr %p, !dbg !12, !llvm.mem.parallel_loop_access !20
  %w = add i32 %v, %i, !dbg !12
  store i32 %w, ptr %p, !dbg !13
  ret void, !dbg !13
}

define void @loop(ptr %p, i32 %n) !dbg !14 {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  call void @body(ptr %p, i32 %i), !dbg !15, !llvm.mem.parallel_loop_access !21
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %x, !llvm.loop !21
x:
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "t", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "body", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !{null})
!12 = !DILocation(line: 2, column: 3, scope: !10)
!13 = !DILocation(line: 3, column: 3, scope: !10)
!14 = distinct !DISubprogram(name: "loop", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DILocation(line: 7, column: 5, scope: !14)
!20 = distinct !{!20}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}

; CHECK: define void @body(ptr %p, i32 %i) #0 !dbg !3 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %v = load i32, ptr %p, align 4, !dbg !6, !llvm.mem.parallel_loop_access !7
; CHECK-NEXT:   %w = add i32 %v, %i, !dbg !6
; CHECK-NEXT:   store i32 %w, ptr %p, align 4, !dbg !8
; CHECK-NEXT:   ret void, !dbg !8
; CHECK-NEXT: }
; CHECK: define void @loop(ptr %p, i32 %n) !dbg !9 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %h, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i1, %h ]
; CHECK-NEXT:   %v.i = load i32, ptr %p, align 4, !dbg !10, !llvm.mem.parallel_loop_access !12
; CHECK-NEXT:   %w.i = add i32 %v.i, %i, !dbg !10
; CHECK-NEXT:   store i32 %w.i, ptr %p, align 4, !dbg !15, !llvm.mem.parallel_loop_access !12
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   %c = icmp slt i32 %i1, %n
; CHECK-NEXT:   br i1 %c, label %h, label %x, !llvm.loop !13
; CHECK: x:                                                ; preds = %h
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !llvm.dbg.cu = !{!0}
; CHECK-NEXT: !llvm.module.flags = !{!2}
; CHECK: !0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "t", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
; CHECK-NEXT: !1 = !DIFile(filename: "t.c", directory: "/")
; CHECK-NEXT: !2 = !{i32 2, !"Debug Info Version", i32 3}
; CHECK-NEXT: !3 = distinct !DISubprogram(name: "body", scope: !1, file: !1, line: 1, type: !4, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
; CHECK-NEXT: !4 = !DISubroutineType(types: !5)
; CHECK-NEXT: !5 = !{null}
; CHECK-NEXT: !6 = !DILocation(line: 2, column: 3, scope: !3)
; CHECK-NEXT: !7 = distinct !{!7}
; CHECK-NEXT: !8 = !DILocation(line: 3, column: 3, scope: !3)
; CHECK-NEXT: !9 = distinct !DISubprogram(name: "loop", scope: !1, file: !1, line: 5, type: !4, scopeLine: 5, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
; CHECK-NEXT: !10 = !DILocation(line: 2, column: 3, scope: !3, inlinedAt: !11)
; CHECK-NEXT: !11 = distinct !DILocation(line: 7, column: 5, scope: !9)
; CHECK-NEXT: !12 = !{!7, !13, !14}
; CHECK-NEXT: !13 = distinct !{!13, !14}
; CHECK-NEXT: !14 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !15 = !DILocation(line: 3, column: 3, scope: !3, inlinedAt: !11)
