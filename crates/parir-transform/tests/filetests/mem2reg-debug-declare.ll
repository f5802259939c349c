; RUN: parir opt -passes=mem2reg %s | FileCheck %s
; The #dbg_declare of a promoted alloca becomes #dbg_values, as LLVM 19's mem2reg writes
; them: the stored value before each store (also a stored promoted load, as its value), the
; phi after the phis of its block. A declare of an alloca that stays is kept. The function
; body is opt-19 -passes=mem2reg's, except that LLVM gives the dbg_values a new line-0
; location in the declare's scope and parir keeps the declare's (a function pass does not
; add module metadata).
define i32 @sum(i32 %n) !dbg !5 {
entry:
  %n.addr = alloca i32
  %s = alloca i32
  %buf = alloca [4 x i32]
  store i32 %n, ptr %n.addr
    #dbg_declare(ptr %n.addr, !9, !DIExpression(), !12)
    #dbg_declare(ptr %s, !10, !DIExpression(), !12)
    #dbg_declare(ptr %buf, !11, !DIExpression(), !12)
  store i32 0, ptr %s
  br label %cond
cond:
  %nv = load i32, ptr %n.addr
  %cmp = icmp sgt i32 %nv, 0
  br i1 %cmp, label %body, label %end
body:
  %sv = load i32, ptr %s
  %add = add i32 %sv, %nv
  store i32 %add, ptr %s
  %dec = sub i32 %nv, 1
  store i32 %dec, ptr %n.addr
  store i32 %nv, ptr %buf
  br label %cond
end:
  %r = load i32, ptr %s
  ret i32 %r
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "sum.c", directory: "/tmp")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 1, type: !6, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{!8, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocalVariable(name: "n", arg: 1, scope: !5, file: !1, line: 1, type: !8)
!10 = !DILocalVariable(name: "s", scope: !5, file: !1, line: 2, type: !8)
!11 = !DILocalVariable(name: "buf", scope: !5, file: !1, line: 3, type: !8)
!12 = !DILocation(line: 1, scope: !5)

; CHECK: define i32 @sum(i32 %n) !dbg !4 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %buf = alloca [4 x i32]
; CHECK-NEXT:     #dbg_value(i32 %n, !8, !DIExpression(), !9)
; CHECK-NEXT:     #dbg_declare(ptr %buf, !10, !DIExpression(), !9)
; CHECK-NEXT:     #dbg_value(i32 0, !11, !DIExpression(), !9)
; CHECK-NEXT:   br label %cond
; CHECK: cond:                                             ; preds = %body, %entry
; CHECK-NEXT:   %s.0 = phi i32 [ 0, %entry ], [ %add, %body ]
; CHECK-NEXT:   %n.addr.0 = phi i32 [ %n, %entry ], [ %dec, %body ]
; CHECK-NEXT:     #dbg_value(i32 %n.addr.0, !8, !DIExpression(), !9)
; CHECK-NEXT:     #dbg_value(i32 %s.0, !11, !DIExpression(), !9)
; CHECK-NEXT:   %cmp = icmp sgt i32 %n.addr.0, 0
; CHECK-NEXT:   br i1 %cmp, label %body, label %end
; CHECK: body:                                             ; preds = %cond
; CHECK-NEXT:   %add = add i32 %s.0, %n.addr.0
; CHECK-NEXT:     #dbg_value(i32 %add, !11, !DIExpression(), !9)
; CHECK-NEXT:   %dec = sub i32 %n.addr.0, 1
; CHECK-NEXT:     #dbg_value(i32 %dec, !8, !DIExpression(), !9)
; CHECK-NEXT:   store i32 %n.addr.0, ptr %buf, align 4
; CHECK-NEXT:   br label %cond
; CHECK: end:                                              ; preds = %cond
; CHECK-NEXT:   ret i32 %s.0
; CHECK-NEXT: }
; CHECK: !llvm.dbg.cu = !{!0}
; CHECK-NEXT: !llvm.module.flags = !{!2, !3}
; CHECK: !0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
; CHECK-NEXT: !1 = !DIFile(filename: "sum.c", directory: "/tmp")
; CHECK-NEXT: !2 = !{i32 7, !"Dwarf Version", i32 5}
; CHECK-NEXT: !3 = !{i32 2, !"Debug Info Version", i32 3}
; CHECK-NEXT: !4 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 1, type: !5, spFlags: DISPFlagDefinition, unit: !0)
; CHECK-NEXT: !5 = !DISubroutineType(types: !6)
; CHECK-NEXT: !6 = !{!7, !7}
; CHECK-NEXT: !7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
; CHECK-NEXT: !8 = !DILocalVariable(name: "n", arg: 1, scope: !4, file: !1, line: 1, type: !7)
; CHECK-NEXT: !9 = !DILocation(line: 1, scope: !4)
; CHECK-NEXT: !10 = !DILocalVariable(name: "buf", scope: !4, file: !1, line: 3, type: !7)
; CHECK-NEXT: !11 = !DILocalVariable(name: "s", scope: !4, file: !1, line: 2, type: !7)
