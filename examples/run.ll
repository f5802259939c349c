; ModuleID = 'examples/run.c'
source_filename = "examples/run.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@B = internal unnamed_addr global [8192 x i32] zeroinitializer, align 16, !dbg !0
@idx = internal unnamed_addr global [4096 x i32] zeroinitializer, align 16, !dbg !13
@.str = private unnamed_addr constant [14 x i8] c"checksum %lu\0A\00", align 1, !dbg !7

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !30 {
entry:
    #dbg_value(i32 0, !34, !DIExpression(), !44)
  br label %for.body, !dbg !45

for.body:                                         ; preds = %entry, %for.body
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !34, !DIExpression(), !44)
  %0 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !46
  %rem = urem i32 %0, 97, !dbg !46
  %arrayidx = getelementptr inbounds [8192 x i32], ptr @B, i64 0, i64 %indvars.iv, !dbg !48
  store i32 %rem, ptr %arrayidx, align 4, !dbg !49, !tbaa !50
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !54
    #dbg_value(i64 %indvars.iv.next, !34, !DIExpression(), !44)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 8192, !dbg !55
  br i1 %exitcond.not, label %for.body5, label %for.body, !dbg !45, !llvm.loop !56

for.body5:                                        ; preds = %for.body, %for.body5
  %indvars.iv48 = phi i64 [ %indvars.iv.next49, %for.body5 ], [ 0, %for.body ]
    #dbg_value(i64 %indvars.iv48, !36, !DIExpression(), !60)
  %1 = trunc i64 %indvars.iv48 to i32, !dbg !61
  %2 = mul i32 %1, 37, !dbg !61
  %3 = add i32 %2, 11, !dbg !61
  %rem6 = and i32 %3, 4095, !dbg !61
  %add7 = or disjoint i32 %rem6, 4096, !dbg !63
  %arrayidx9 = getelementptr inbounds [4096 x i32], ptr @idx, i64 0, i64 %indvars.iv48, !dbg !64
  store i32 %add7, ptr %arrayidx9, align 4, !dbg !65, !tbaa !50
  %indvars.iv.next49 = add nuw nsw i64 %indvars.iv48, 1, !dbg !66
    #dbg_value(i64 %indvars.iv.next49, !36, !DIExpression(), !60)
  %exitcond53.not = icmp eq i64 %indvars.iv.next49, 4096, !dbg !67
  br i1 %exitcond53.not, label %for.body16, label %for.body5, !dbg !68, !llvm.loop !69

for.body16:                                       ; preds = %for.body5, %gather_add.exit
  %round.044 = phi i32 [ %inc18, %gather_add.exit ], [ 0, %for.body5 ]
    #dbg_value(i32 %round.044, !38, !DIExpression(), !71)
    #dbg_value(ptr @B, !72, !DIExpression(), !84)
    #dbg_value(ptr @idx, !80, !DIExpression(), !84)
    #dbg_value(i32 4096, !81, !DIExpression(), !84)
  tail call void @__parir_ivdep() #3, !dbg !87
    #dbg_value(i32 0, !82, !DIExpression(), !88)
  br label %for.body.i, !dbg !89

for.body.i:                                       ; preds = %for.body.i, %for.body16
  %indvars.iv.i = phi i64 [ 0, %for.body16 ], [ %indvars.iv.next.i, %for.body.i ]
    #dbg_value(i64 %indvars.iv.i, !82, !DIExpression(), !88)
  %arrayidx.i = getelementptr inbounds i32, ptr @idx, i64 %indvars.iv.i, !dbg !90
  %4 = load i32, ptr %arrayidx.i, align 4, !dbg !90, !tbaa !50
  %idxprom1.i = sext i32 %4 to i64, !dbg !92
  %arrayidx2.i = getelementptr inbounds i32, ptr @B, i64 %idxprom1.i, !dbg !92
  %5 = load i32, ptr %arrayidx2.i, align 4, !dbg !92, !tbaa !50
  %arrayidx4.i = getelementptr inbounds i32, ptr @B, i64 %indvars.iv.i, !dbg !93
  %6 = load i32, ptr %arrayidx4.i, align 4, !dbg !94, !tbaa !50
  %add.i = add nsw i32 %6, %5, !dbg !94
  store i32 %add.i, ptr %arrayidx4.i, align 4, !dbg !94, !tbaa !50
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1, !dbg !95
    #dbg_value(i64 %indvars.iv.next.i, !82, !DIExpression(), !88)
  %exitcond.not.i = icmp eq i64 %indvars.iv.next.i, 4096, !dbg !96
  br i1 %exitcond.not.i, label %gather_add.exit, label %for.body.i, !dbg !89, !llvm.loop !97

gather_add.exit:                                  ; preds = %for.body.i
  %inc18 = add nuw nsw i32 %round.044, 1, !dbg !99
    #dbg_value(i32 %inc18, !38, !DIExpression(), !71)
  %exitcond54.not = icmp eq i32 %inc18, 8, !dbg !100
  br i1 %exitcond54.not, label %for.body24, label %for.body16, !dbg !101, !llvm.loop !102

for.cond.cleanup23:                               ; preds = %for.body24
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %add28), !dbg !104
  ret i32 0, !dbg !105

for.body24:                                       ; preds = %gather_add.exit, %for.body24
  %indvars.iv55 = phi i64 [ %indvars.iv.next56, %for.body24 ], [ 0, %gather_add.exit ]
  %sum.045 = phi i64 [ %add28, %for.body24 ], [ 0, %gather_add.exit ]
    #dbg_value(i64 %indvars.iv55, !42, !DIExpression(), !106)
    #dbg_value(i64 %sum.045, !40, !DIExpression(), !107)
  %mul25 = mul i64 %sum.045, 31, !dbg !108
  %arrayidx27 = getelementptr inbounds [8192 x i32], ptr @B, i64 0, i64 %indvars.iv55, !dbg !110
  %7 = load i32, ptr %arrayidx27, align 4, !dbg !110, !tbaa !50
  %conv = zext i32 %7 to i64, !dbg !111
  %add28 = add i64 %mul25, %conv, !dbg !112
    #dbg_value(i64 %add28, !40, !DIExpression(), !107)
  %indvars.iv.next56 = add nuw nsw i64 %indvars.iv55, 1, !dbg !113
    #dbg_value(i64 %indvars.iv.next56, !42, !DIExpression(), !106)
  %exitcond58.not = icmp eq i64 %indvars.iv.next56, 4096, !dbg !114
  br i1 %exitcond58.not, label %for.cond.cleanup23, label %for.body24, !dbg !115, !llvm.loop !116
}

; Function Attrs: nofree nounwind
declare !dbg !118 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !125 void @__parir_ivdep() local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nomerge nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 19, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "examples/run.c", directory: ".", checksumkind: CSK_MD5, checksum: "13c0fe92305c8908605c1306def4a097")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!7, !0, !13}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 112, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 14)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "idx", scope: !2, file: !3, line: 19, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 131072, elements: !17)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DISubrange(count: 4096)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 262144, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 8192)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 8, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 2}
!28 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!29 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!30 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !31, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{!16}
!33 = !{!34, !36, !38, !40, !42}
!34 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 22, type: !16)
!35 = distinct !DILexicalBlock(scope: !30, file: !3, line: 22, column: 3)
!36 = !DILocalVariable(name: "i", scope: !37, file: !3, line: 24, type: !16)
!37 = distinct !DILexicalBlock(scope: !30, file: !3, line: 24, column: 3)
!38 = !DILocalVariable(name: "round", scope: !39, file: !3, line: 26, type: !16)
!39 = distinct !DILexicalBlock(scope: !30, file: !3, line: 26, column: 3)
!40 = !DILocalVariable(name: "sum", scope: !30, file: !3, line: 28, type: !41)
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DILocalVariable(name: "i", scope: !43, file: !3, line: 29, type: !16)
!43 = distinct !DILexicalBlock(scope: !30, file: !3, line: 29, column: 3)
!44 = !DILocation(line: 0, scope: !35)
!45 = !DILocation(line: 22, column: 3, scope: !35)
!46 = !DILocation(line: 23, column: 14, scope: !47)
!47 = distinct !DILexicalBlock(scope: !35, file: !3, line: 22, column: 3)
!48 = !DILocation(line: 23, column: 5, scope: !47)
!49 = !DILocation(line: 23, column: 10, scope: !47)
!50 = !{!51, !51, i64 0}
!51 = !{!"int", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 22, column: 30, scope: !47)
!55 = !DILocation(line: 22, column: 21, scope: !47)
!56 = distinct !{!56, !45, !57, !58, !59}
!57 = !DILocation(line: 23, column: 16, scope: !35)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !{!"llvm.loop.unroll.disable"}
!60 = !DILocation(line: 0, scope: !37)
!61 = !DILocation(line: 25, column: 32, scope: !62)
!62 = distinct !DILexicalBlock(scope: !37, file: !3, line: 24, column: 3)
!63 = !DILocation(line: 25, column: 16, scope: !62)
!64 = !DILocation(line: 25, column: 5, scope: !62)
!65 = !DILocation(line: 25, column: 12, scope: !62)
!66 = !DILocation(line: 24, column: 26, scope: !62)
!67 = !DILocation(line: 24, column: 21, scope: !62)
!68 = !DILocation(line: 24, column: 3, scope: !37)
!69 = distinct !{!69, !68, !70, !58, !59}
!70 = !DILocation(line: 25, column: 34, scope: !37)
!71 = !DILocation(line: 0, scope: !39)
!72 = !DILocalVariable(name: "B", arg: 1, scope: !73, file: !3, line: 13, type: !76)
!73 = distinct !DISubprogram(name: "gather_add", scope: !3, file: !3, line: 13, type: !74, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !79)
!74 = !DISubroutineType(types: !75)
!75 = !{null, !76, !77, !16}
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!79 = !{!72, !80, !81, !82}
!80 = !DILocalVariable(name: "idx", arg: 2, scope: !73, file: !3, line: 13, type: !77)
!81 = !DILocalVariable(name: "n", arg: 3, scope: !73, file: !3, line: 13, type: !16)
!82 = !DILocalVariable(name: "i", scope: !83, file: !3, line: 15, type: !16)
!83 = distinct !DILexicalBlock(scope: !73, file: !3, line: 15, column: 3)
!84 = !DILocation(line: 0, scope: !73, inlinedAt: !85)
!85 = distinct !DILocation(line: 27, column: 5, scope: !86)
!86 = distinct !DILexicalBlock(scope: !39, file: !3, line: 26, column: 3)
!87 = !DILocation(line: 14, column: 3, scope: !73, inlinedAt: !85)
!88 = !DILocation(line: 0, scope: !83, inlinedAt: !85)
!89 = !DILocation(line: 15, column: 3, scope: !83, inlinedAt: !85)
!90 = !DILocation(line: 16, column: 15, scope: !91, inlinedAt: !85)
!91 = distinct !DILexicalBlock(scope: !83, file: !3, line: 15, column: 3)
!92 = !DILocation(line: 16, column: 13, scope: !91, inlinedAt: !85)
!93 = !DILocation(line: 16, column: 5, scope: !91, inlinedAt: !85)
!94 = !DILocation(line: 16, column: 10, scope: !91, inlinedAt: !85)
!95 = !DILocation(line: 15, column: 26, scope: !91, inlinedAt: !85)
!96 = !DILocation(line: 15, column: 21, scope: !91, inlinedAt: !85)
!97 = distinct !{!97, !89, !98, !58, !59}
!98 = !DILocation(line: 16, column: 21, scope: !83, inlinedAt: !85)
!99 = !DILocation(line: 26, column: 34, scope: !86)
!100 = !DILocation(line: 26, column: 29, scope: !86)
!101 = !DILocation(line: 26, column: 3, scope: !39)
!102 = distinct !{!102, !101, !103, !58, !59}
!103 = !DILocation(line: 27, column: 25, scope: !39)
!104 = !DILocation(line: 31, column: 3, scope: !30)
!105 = !DILocation(line: 32, column: 3, scope: !30)
!106 = !DILocation(line: 0, scope: !43)
!107 = !DILocation(line: 0, scope: !30)
!108 = !DILocation(line: 30, column: 15, scope: !109)
!109 = distinct !DILexicalBlock(scope: !43, file: !3, line: 29, column: 3)
!110 = !DILocation(line: 30, column: 32, scope: !109)
!111 = !DILocation(line: 30, column: 22, scope: !109)
!112 = !DILocation(line: 30, column: 20, scope: !109)
!113 = !DILocation(line: 29, column: 26, scope: !109)
!114 = !DILocation(line: 29, column: 21, scope: !109)
!115 = !DILocation(line: 29, column: 3, scope: !43)
!116 = distinct !{!116, !115, !117, !58, !59}
!117 = !DILocation(line: 30, column: 35, scope: !43)
!118 = !DISubprogram(name: "printf", scope: !119, file: !119, line: 356, type: !120, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!120 = !DISubroutineType(types: !121)
!121 = !{!16, !122, null}
!122 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !123)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!125 = !DISubprogram(name: "__parir_ivdep", scope: !126, file: !126, line: 37, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DIFile(filename: "include/parir.h", directory: ".", checksumkind: CSK_MD5, checksum: "39dd07553b231120e756474fed17bc33")
!127 = !DISubroutineType(types: !128)
!128 = !{null}
