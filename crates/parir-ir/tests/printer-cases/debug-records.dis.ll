; ModuleID = '<stdin>'
source_filename = "b.ll"
target datalayout = "e-P1-p:64:64"

define void @f(i32 %a, i32 %b, ptr %p) addrspace(1) !dbg !4 {
entry:
  %x = alloca i32, align 4, !DIAssignID !8
    #dbg_declare(ptr %x, !9, !DIExpression(), !10)
    #dbg_value(!DIArgList(i32 %a, i32 %b), !9, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !10)
    #dbg_value(i32 poison, !9, !DIExpression(), !10)
    #dbg_value(!2, !9, !DIExpression(), !10)
    #dbg_assign(i32 %a, !9, !DIExpression(), !8, ptr %x, !DIExpression(), !10)
    #dbg_label(!11, !10)
  call addrspace(1) void @f(i32 1, i32 2, ptr %p), !dbg !10, !prof !12, !zz !13
  %r = callbr i32 asm "", "=r,!i"()
          to label %ok [label %ind]

ok:                                               ; preds = %entry
  ret void, !dbg !10

ind:                                              ; preds = %entry
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "b.c", directory: ".")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!5 = !DISubroutineType(types: !6)
!6 = !{null, !7}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DIAssignID()
!9 = !DILocalVariable(name: "x", scope: !4, file: !1, line: 2, type: !7)
!10 = !DILocation(line: 2, column: 3, scope: !4)
!11 = !DILabel(scope: !4, name: "l", file: !1, line: 3)
!12 = !{!"branch_weights", i32 1}
!13 = !{!"zz"}
