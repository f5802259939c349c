; ModuleID = 'examples/run.c'
source_filename = "examples/run.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@B = internal unnamed_addr global [8192 x i32] zeroinitializer, align 16, !dbg !0
@idx = internal unnamed_addr global [4096 x i32] zeroinitializer, align 16, !dbg !13
@C = internal unnamed_addr global [4096 x i32] zeroinitializer, align 16, !dbg !19
@.str = private unnamed_addr constant [18 x i8] c"checksum %lu %lu\0A\00", align 1, !dbg !7

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !32 {
entry:
    #dbg_value(i32 0, !36, !DIExpression(), !51)
  br label %for.body, !dbg !52

for.body:                                         ; preds = %entry, %for.body
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !36, !DIExpression(), !51)
  %0 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !53
  %rem = urem i32 %0, 97, !dbg !53
  %arrayidx = getelementptr inbounds [8192 x i32], ptr @B, i64 0, i64 %indvars.iv, !dbg !55
  store i32 %rem, ptr %arrayidx, align 4, !dbg !56, !tbaa !57
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !61
    #dbg_value(i64 %indvars.iv.next, !36, !DIExpression(), !51)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 8192, !dbg !62
  br i1 %exitcond.not, label %for.body5, label %for.body, !dbg !52, !llvm.loop !63

for.body5:                                        ; preds = %for.body, %for.body5
  %indvars.iv94 = phi i64 [ %indvars.iv.next95, %for.body5 ], [ 0, %for.body ]
    #dbg_value(i64 %indvars.iv94, !38, !DIExpression(), !67)
  %1 = trunc i64 %indvars.iv94 to i32, !dbg !68
  %2 = mul i32 %1, 37, !dbg !68
  %3 = add i32 %2, 11, !dbg !68
  %rem6 = and i32 %3, 4095, !dbg !68
  %add7 = or disjoint i32 %rem6, 4096, !dbg !70
  %arrayidx9 = getelementptr inbounds [4096 x i32], ptr @idx, i64 0, i64 %indvars.iv94, !dbg !71
  store i32 %add7, ptr %arrayidx9, align 4, !dbg !72, !tbaa !57
  %indvars.iv.next95 = add nuw nsw i64 %indvars.iv94, 1, !dbg !73
    #dbg_value(i64 %indvars.iv.next95, !38, !DIExpression(), !67)
  %exitcond99.not = icmp eq i64 %indvars.iv.next95, 4096, !dbg !74
  br i1 %exitcond99.not, label %for.body16, label %for.body5, !dbg !75, !llvm.loop !76

for.body16:                                       ; preds = %for.body5, %gather_add.exit
  %round.087 = phi i32 [ %inc18, %gather_add.exit ], [ 0, %for.body5 ]
    #dbg_value(i32 %round.087, !40, !DIExpression(), !78)
    #dbg_value(ptr @B, !79, !DIExpression(), !91)
    #dbg_value(ptr @idx, !87, !DIExpression(), !91)
    #dbg_value(i32 4096, !88, !DIExpression(), !91)
  tail call void @__parir_ivdep() #4, !dbg !94
    #dbg_value(i32 0, !89, !DIExpression(), !95)
  br label %for.body.i, !dbg !96

for.body.i:                                       ; preds = %for.body.i, %for.body16
  %indvars.iv.i = phi i64 [ 0, %for.body16 ], [ %indvars.iv.next.i, %for.body.i ]
    #dbg_value(i64 %indvars.iv.i, !89, !DIExpression(), !95)
  %arrayidx.i = getelementptr inbounds i32, ptr @idx, i64 %indvars.iv.i, !dbg !97
  %4 = load i32, ptr %arrayidx.i, align 4, !dbg !97, !tbaa !57
  %idxprom1.i = sext i32 %4 to i64, !dbg !99
  %arrayidx2.i = getelementptr inbounds i32, ptr @B, i64 %idxprom1.i, !dbg !99
  %5 = load i32, ptr %arrayidx2.i, align 4, !dbg !99, !tbaa !57
  %arrayidx4.i = getelementptr inbounds i32, ptr @B, i64 %indvars.iv.i, !dbg !100
  %6 = load i32, ptr %arrayidx4.i, align 4, !dbg !101, !tbaa !57
  %add.i = add nsw i32 %6, %5, !dbg !101
  store i32 %add.i, ptr %arrayidx4.i, align 4, !dbg !101, !tbaa !57
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1, !dbg !102
    #dbg_value(i64 %indvars.iv.next.i, !89, !DIExpression(), !95)
  %exitcond.not.i = icmp eq i64 %indvars.iv.next.i, 4096, !dbg !103
  br i1 %exitcond.not.i, label %gather_add.exit, label %for.body.i, !dbg !96, !llvm.loop !104

gather_add.exit:                                  ; preds = %for.body.i
  %inc18 = add nuw nsw i32 %round.087, 1, !dbg !106
    #dbg_value(i32 %inc18, !40, !DIExpression(), !78)
  %exitcond100.not = icmp eq i32 %inc18, 8, !dbg !107
  br i1 %exitcond100.not, label %for.body24, label %for.body16, !dbg !108, !llvm.loop !109

for.body24:                                       ; preds = %gather_add.exit, %for.body24
  %indvars.iv101 = phi i64 [ %indvars.iv.next102, %for.body24 ], [ 0, %gather_add.exit ]
  %sum.088 = phi i64 [ %add28, %for.body24 ], [ 0, %gather_add.exit ]
    #dbg_value(i64 %indvars.iv101, !44, !DIExpression(), !111)
    #dbg_value(i64 %sum.088, !42, !DIExpression(), !112)
  %mul25 = mul i64 %sum.088, 31, !dbg !113
  %arrayidx27 = getelementptr inbounds [8192 x i32], ptr @B, i64 0, i64 %indvars.iv101, !dbg !115
  %7 = load i32, ptr %arrayidx27, align 4, !dbg !115, !tbaa !57
  %conv = zext i32 %7 to i64, !dbg !116
  %add28 = add i64 %mul25, %conv, !dbg !117
    #dbg_value(i64 %add28, !42, !DIExpression(), !112)
  %indvars.iv.next102 = add nuw nsw i64 %indvars.iv101, 1, !dbg !118
    #dbg_value(i64 %indvars.iv.next102, !44, !DIExpression(), !111)
  %exitcond104.not = icmp eq i64 %indvars.iv.next102, 4096, !dbg !119
  br i1 %exitcond104.not, label %for.body37, label %for.body24, !dbg !120, !llvm.loop !121

for.cond.cleanup36:                               ; preds = %for.body37
    #dbg_value(ptr @C, !123, !DIExpression(), !131)
    #dbg_value(i32 4096, !128, !DIExpression(), !131)
  tail call void @__parir_ivdep_safelen(i32 noundef 8) #4, !dbg !133
    #dbg_value(i32 4, !129, !DIExpression(), !135)
  br label %for.body.i76, !dbg !136

for.body.i76:                                     ; preds = %for.body.i76, %for.cond.cleanup36
  %indvars.iv.i77 = phi i64 [ 4, %for.cond.cleanup36 ], [ %indvars.iv.next.i81, %for.body.i76 ]
    #dbg_value(i64 %indvars.iv.i77, !129, !DIExpression(), !135)
  %arrayidx.i78 = getelementptr inbounds i32, ptr @C, i64 %indvars.iv.i77, !dbg !137
  %8 = load i32, ptr %arrayidx.i78, align 4, !dbg !137, !tbaa !57
  %arrayidx2.i79 = getelementptr i8, ptr %arrayidx.i78, i64 -16, !dbg !139
  %9 = load i32, ptr %arrayidx2.i79, align 4, !dbg !139, !tbaa !57
  %add.i80 = add nsw i32 %9, %8, !dbg !140
  %div.i = sdiv i32 %add.i80, 2, !dbg !141
  store i32 %div.i, ptr %arrayidx.i78, align 4, !dbg !142, !tbaa !57
  %indvars.iv.next.i81 = add nuw nsw i64 %indvars.iv.i77, 1, !dbg !143
    #dbg_value(i64 %indvars.iv.next.i81, !129, !DIExpression(), !135)
  %exitcond.not.i82 = icmp eq i64 %indvars.iv.next.i81, 4096, !dbg !144
  br i1 %exitcond.not.i82, label %smooth.exit, label %for.body.i76, !dbg !136, !llvm.loop !145

smooth.exit:                                      ; preds = %for.body.i76
    #dbg_value(ptr @C, !147, !DIExpression(), !153)
    #dbg_value(i32 4096, !150, !DIExpression(), !153)
  tail call void @__parir_ivdep_safelen(i32 noundef 4) #4, !dbg !155
    #dbg_value(i32 0, !151, !DIExpression(), !157)
  br label %for.body.i83, !dbg !158

for.body.i83:                                     ; preds = %for.body.i83, %smooth.exit
  %i.03.i = phi i32 [ 0, %smooth.exit ], [ %inc.i, %for.body.i83 ]
    #dbg_value(i32 %i.03.i, !151, !DIExpression(), !157)
  tail call fastcc void @carry(i32 noundef %i.03.i), !dbg !159
  %inc.i = add nuw nsw i32 %i.03.i, 1, !dbg !161
    #dbg_value(i32 %inc.i, !151, !DIExpression(), !157)
  %exitcond.not.i84 = icmp eq i32 %inc.i, 4094, !dbg !162
  br i1 %exitcond.not.i84, label %for.body51, label %for.body.i83, !dbg !158, !llvm.loop !163

for.body37:                                       ; preds = %for.body24, %for.body37
  %indvars.iv105 = phi i64 [ %indvars.iv.next106, %for.body37 ], [ 0, %for.body24 ]
    #dbg_value(i64 %indvars.iv105, !46, !DIExpression(), !165)
  %arrayidx39 = getelementptr inbounds [8192 x i32], ptr @B, i64 0, i64 %indvars.iv105, !dbg !166
  %10 = load i32, ptr %arrayidx39, align 4, !dbg !166, !tbaa !57
  %rem40 = srem i32 %10, 50, !dbg !168
  %arrayidx42 = getelementptr inbounds [4096 x i32], ptr @C, i64 0, i64 %indvars.iv105, !dbg !169
  store i32 %rem40, ptr %arrayidx42, align 4, !dbg !170, !tbaa !57
  %indvars.iv.next106 = add nuw nsw i64 %indvars.iv105, 1, !dbg !171
    #dbg_value(i64 %indvars.iv.next106, !46, !DIExpression(), !165)
  %exitcond108.not = icmp eq i64 %indvars.iv.next106, 4096, !dbg !172
  br i1 %exitcond108.not, label %for.cond.cleanup36, label %for.body37, !dbg !173, !llvm.loop !174

for.cond.cleanup50:                               ; preds = %for.body51
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %add28, i64 noundef %add56), !dbg !176
  ret i32 0, !dbg !177

for.body51:                                       ; preds = %for.body.i83, %for.body51
  %indvars.iv109 = phi i64 [ %indvars.iv.next110, %for.body51 ], [ 0, %for.body.i83 ]
  %sum2.091 = phi i64 [ %add56, %for.body51 ], [ 0, %for.body.i83 ]
    #dbg_value(i64 %indvars.iv109, !49, !DIExpression(), !178)
    #dbg_value(i64 %sum2.091, !48, !DIExpression(), !112)
  %mul52 = mul i64 %sum2.091, 31, !dbg !179
  %arrayidx54 = getelementptr inbounds [4096 x i32], ptr @C, i64 0, i64 %indvars.iv109, !dbg !181
  %11 = load i32, ptr %arrayidx54, align 4, !dbg !181, !tbaa !57
  %conv55 = zext i32 %11 to i64, !dbg !182
  %add56 = add i64 %mul52, %conv55, !dbg !183
    #dbg_value(i64 %add56, !48, !DIExpression(), !112)
  %indvars.iv.next110 = add nuw nsw i64 %indvars.iv109, 1, !dbg !184
    #dbg_value(i64 %indvars.iv.next110, !49, !DIExpression(), !178)
  %exitcond112.not = icmp eq i64 %indvars.iv.next110, 4096, !dbg !185
  br i1 %exitcond112.not, label %for.cond.cleanup50, label %for.body51, !dbg !186, !llvm.loop !187
}

; Function Attrs: nofree nounwind
declare !dbg !189 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !196 void @__parir_ivdep() local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !200 void @__parir_ivdep_safelen(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @carry(i32 noundef %i) unnamed_addr #3 !dbg !203 {
entry:
    #dbg_value(ptr @C, !206, !DIExpression(), !208)
    #dbg_value(i32 %i, !207, !DIExpression(), !208)
  %idxprom = sext i32 %i to i64, !dbg !209
  %arrayidx = getelementptr inbounds i32, ptr @C, i64 %idxprom, !dbg !209
  %0 = load i32, ptr %arrayidx, align 4, !dbg !209, !tbaa !57
  %and = and i32 %0, 3, !dbg !210
  %arrayidx2 = getelementptr i8, ptr %arrayidx, i64 8, !dbg !211
  %1 = load i32, ptr %arrayidx2, align 4, !dbg !212, !tbaa !57
  %add3 = add nsw i32 %1, %and, !dbg !212
  store i32 %add3, ptr %arrayidx2, align 4, !dbg !212, !tbaa !57
  ret void, !dbg !213
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nomerge nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 39, type: !21, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "examples/run.c", directory: ".", checksumkind: CSK_MD5, checksum: "7fcbe9d492553223fb7ec7c847f88272")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!7, !0, !13, !19}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 144, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 18)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "idx", scope: !2, file: !3, line: 39, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 131072, elements: !17)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DISubrange(count: 4096)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 39, type: !15, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 262144, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 8192)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 41, type: !33, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{!16}
!35 = !{!36, !38, !40, !42, !44, !46, !48, !49}
!36 = !DILocalVariable(name: "i", scope: !37, file: !3, line: 42, type: !16)
!37 = distinct !DILexicalBlock(scope: !32, file: !3, line: 42, column: 3)
!38 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 44, type: !16)
!39 = distinct !DILexicalBlock(scope: !32, file: !3, line: 44, column: 3)
!40 = !DILocalVariable(name: "round", scope: !41, file: !3, line: 46, type: !16)
!41 = distinct !DILexicalBlock(scope: !32, file: !3, line: 46, column: 3)
!42 = !DILocalVariable(name: "sum", scope: !32, file: !3, line: 48, type: !43)
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DILocalVariable(name: "i", scope: !45, file: !3, line: 49, type: !16)
!45 = distinct !DILexicalBlock(scope: !32, file: !3, line: 49, column: 3)
!46 = !DILocalVariable(name: "i", scope: !47, file: !3, line: 51, type: !16)
!47 = distinct !DILexicalBlock(scope: !32, file: !3, line: 51, column: 3)
!48 = !DILocalVariable(name: "sum2", scope: !32, file: !3, line: 55, type: !43)
!49 = !DILocalVariable(name: "i", scope: !50, file: !3, line: 56, type: !16)
!50 = distinct !DILexicalBlock(scope: !32, file: !3, line: 56, column: 3)
!51 = !DILocation(line: 0, scope: !37)
!52 = !DILocation(line: 42, column: 3, scope: !37)
!53 = !DILocation(line: 43, column: 14, scope: !54)
!54 = distinct !DILexicalBlock(scope: !37, file: !3, line: 42, column: 3)
!55 = !DILocation(line: 43, column: 5, scope: !54)
!56 = !DILocation(line: 43, column: 10, scope: !54)
!57 = !{!58, !58, i64 0}
!58 = !{!"int", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = !DILocation(line: 42, column: 30, scope: !54)
!62 = !DILocation(line: 42, column: 21, scope: !54)
!63 = distinct !{!63, !52, !64, !65, !66}
!64 = !DILocation(line: 43, column: 16, scope: !37)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !{!"llvm.loop.unroll.disable"}
!67 = !DILocation(line: 0, scope: !39)
!68 = !DILocation(line: 45, column: 32, scope: !69)
!69 = distinct !DILexicalBlock(scope: !39, file: !3, line: 44, column: 3)
!70 = !DILocation(line: 45, column: 16, scope: !69)
!71 = !DILocation(line: 45, column: 5, scope: !69)
!72 = !DILocation(line: 45, column: 12, scope: !69)
!73 = !DILocation(line: 44, column: 26, scope: !69)
!74 = !DILocation(line: 44, column: 21, scope: !69)
!75 = !DILocation(line: 44, column: 3, scope: !39)
!76 = distinct !{!76, !75, !77, !65, !66}
!77 = !DILocation(line: 45, column: 34, scope: !39)
!78 = !DILocation(line: 0, scope: !41)
!79 = !DILocalVariable(name: "B", arg: 1, scope: !80, file: !3, line: 14, type: !83)
!80 = distinct !DISubprogram(name: "gather_add", scope: !3, file: !3, line: 14, type: !81, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !86)
!81 = !DISubroutineType(types: !82)
!82 = !{null, !83, !84, !16}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!86 = !{!79, !87, !88, !89}
!87 = !DILocalVariable(name: "idx", arg: 2, scope: !80, file: !3, line: 14, type: !84)
!88 = !DILocalVariable(name: "n", arg: 3, scope: !80, file: !3, line: 14, type: !16)
!89 = !DILocalVariable(name: "i", scope: !90, file: !3, line: 16, type: !16)
!90 = distinct !DILexicalBlock(scope: !80, file: !3, line: 16, column: 3)
!91 = !DILocation(line: 0, scope: !80, inlinedAt: !92)
!92 = distinct !DILocation(line: 47, column: 5, scope: !93)
!93 = distinct !DILexicalBlock(scope: !41, file: !3, line: 46, column: 3)
!94 = !DILocation(line: 15, column: 3, scope: !80, inlinedAt: !92)
!95 = !DILocation(line: 0, scope: !90, inlinedAt: !92)
!96 = !DILocation(line: 16, column: 3, scope: !90, inlinedAt: !92)
!97 = !DILocation(line: 17, column: 15, scope: !98, inlinedAt: !92)
!98 = distinct !DILexicalBlock(scope: !90, file: !3, line: 16, column: 3)
!99 = !DILocation(line: 17, column: 13, scope: !98, inlinedAt: !92)
!100 = !DILocation(line: 17, column: 5, scope: !98, inlinedAt: !92)
!101 = !DILocation(line: 17, column: 10, scope: !98, inlinedAt: !92)
!102 = !DILocation(line: 16, column: 26, scope: !98, inlinedAt: !92)
!103 = !DILocation(line: 16, column: 21, scope: !98, inlinedAt: !92)
!104 = distinct !{!104, !96, !105, !65, !66}
!105 = !DILocation(line: 17, column: 21, scope: !90, inlinedAt: !92)
!106 = !DILocation(line: 46, column: 34, scope: !93)
!107 = !DILocation(line: 46, column: 29, scope: !93)
!108 = !DILocation(line: 46, column: 3, scope: !41)
!109 = distinct !{!109, !108, !110, !65, !66}
!110 = !DILocation(line: 47, column: 25, scope: !41)
!111 = !DILocation(line: 0, scope: !45)
!112 = !DILocation(line: 0, scope: !32)
!113 = !DILocation(line: 50, column: 15, scope: !114)
!114 = distinct !DILexicalBlock(scope: !45, file: !3, line: 49, column: 3)
!115 = !DILocation(line: 50, column: 32, scope: !114)
!116 = !DILocation(line: 50, column: 22, scope: !114)
!117 = !DILocation(line: 50, column: 20, scope: !114)
!118 = !DILocation(line: 49, column: 26, scope: !114)
!119 = !DILocation(line: 49, column: 21, scope: !114)
!120 = !DILocation(line: 49, column: 3, scope: !45)
!121 = distinct !{!121, !120, !122, !65, !66}
!122 = !DILocation(line: 50, column: 35, scope: !45)
!123 = !DILocalVariable(name: "C", arg: 1, scope: !124, file: !3, line: 22, type: !83)
!124 = distinct !DISubprogram(name: "smooth", scope: !3, file: !3, line: 22, type: !125, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !127)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !83, !16}
!127 = !{!123, !128, !129}
!128 = !DILocalVariable(name: "n", arg: 2, scope: !124, file: !3, line: 22, type: !16)
!129 = !DILocalVariable(name: "i", scope: !130, file: !3, line: 24, type: !16)
!130 = distinct !DILexicalBlock(scope: !124, file: !3, line: 24, column: 3)
!131 = !DILocation(line: 0, scope: !124, inlinedAt: !132)
!132 = distinct !DILocation(line: 53, column: 3, scope: !32)
!133 = !DILocation(line: 23, column: 3, scope: !134, inlinedAt: !132)
!134 = distinct !DILexicalBlock(scope: !124, file: !3, line: 23, column: 3)
!135 = !DILocation(line: 0, scope: !130, inlinedAt: !132)
!136 = !DILocation(line: 24, column: 3, scope: !130, inlinedAt: !132)
!137 = !DILocation(line: 25, column: 13, scope: !138, inlinedAt: !132)
!138 = distinct !DILexicalBlock(scope: !130, file: !3, line: 24, column: 3)
!139 = !DILocation(line: 25, column: 20, scope: !138, inlinedAt: !132)
!140 = !DILocation(line: 25, column: 18, scope: !138, inlinedAt: !132)
!141 = !DILocation(line: 25, column: 30, scope: !138, inlinedAt: !132)
!142 = !DILocation(line: 25, column: 10, scope: !138, inlinedAt: !132)
!143 = !DILocation(line: 24, column: 26, scope: !138, inlinedAt: !132)
!144 = !DILocation(line: 24, column: 21, scope: !138, inlinedAt: !132)
!145 = distinct !{!145, !136, !146, !65, !66}
!146 = !DILocation(line: 25, column: 32, scope: !130, inlinedAt: !132)
!147 = !DILocalVariable(name: "D", arg: 1, scope: !148, file: !3, line: 33, type: !83)
!148 = distinct !DISubprogram(name: "propagate", scope: !3, file: !3, line: 33, type: !125, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !149)
!149 = !{!147, !150, !151}
!150 = !DILocalVariable(name: "n", arg: 2, scope: !148, file: !3, line: 33, type: !16)
!151 = !DILocalVariable(name: "i", scope: !152, file: !3, line: 35, type: !16)
!152 = distinct !DILexicalBlock(scope: !148, file: !3, line: 35, column: 3)
!153 = !DILocation(line: 0, scope: !148, inlinedAt: !154)
!154 = distinct !DILocation(line: 54, column: 3, scope: !32)
!155 = !DILocation(line: 34, column: 3, scope: !156, inlinedAt: !154)
!156 = distinct !DILexicalBlock(scope: !148, file: !3, line: 34, column: 3)
!157 = !DILocation(line: 0, scope: !152, inlinedAt: !154)
!158 = !DILocation(line: 35, column: 3, scope: !152, inlinedAt: !154)
!159 = !DILocation(line: 36, column: 5, scope: !160, inlinedAt: !154)
!160 = distinct !DILexicalBlock(scope: !152, file: !3, line: 35, column: 3)
!161 = !DILocation(line: 35, column: 30, scope: !160, inlinedAt: !154)
!162 = !DILocation(line: 35, column: 21, scope: !160, inlinedAt: !154)
!163 = distinct !{!163, !158, !164, !65, !66}
!164 = !DILocation(line: 36, column: 15, scope: !152, inlinedAt: !154)
!165 = !DILocation(line: 0, scope: !47)
!166 = !DILocation(line: 52, column: 12, scope: !167)
!167 = distinct !DILexicalBlock(scope: !47, file: !3, line: 51, column: 3)
!168 = !DILocation(line: 52, column: 17, scope: !167)
!169 = !DILocation(line: 52, column: 5, scope: !167)
!170 = !DILocation(line: 52, column: 10, scope: !167)
!171 = !DILocation(line: 51, column: 26, scope: !167)
!172 = !DILocation(line: 51, column: 21, scope: !167)
!173 = !DILocation(line: 51, column: 3, scope: !47)
!174 = distinct !{!174, !173, !175, !65, !66}
!175 = !DILocation(line: 52, column: 19, scope: !47)
!176 = !DILocation(line: 58, column: 3, scope: !32)
!177 = !DILocation(line: 59, column: 3, scope: !32)
!178 = !DILocation(line: 0, scope: !50)
!179 = !DILocation(line: 57, column: 17, scope: !180)
!180 = distinct !DILexicalBlock(scope: !50, file: !3, line: 56, column: 3)
!181 = !DILocation(line: 57, column: 34, scope: !180)
!182 = !DILocation(line: 57, column: 24, scope: !180)
!183 = !DILocation(line: 57, column: 22, scope: !180)
!184 = !DILocation(line: 56, column: 26, scope: !180)
!185 = !DILocation(line: 56, column: 21, scope: !180)
!186 = !DILocation(line: 56, column: 3, scope: !50)
!187 = distinct !{!187, !186, !188, !65, !66}
!188 = !DILocation(line: 57, column: 37, scope: !50)
!189 = !DISubprogram(name: "printf", scope: !190, file: !190, line: 356, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!190 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!191 = !DISubroutineType(types: !192)
!192 = !{!16, !193, null}
!193 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !194)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64)
!195 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!196 = !DISubprogram(name: "__parir_ivdep", scope: !197, file: !197, line: 37, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!197 = !DIFile(filename: "include/parir.h", directory: ".", checksumkind: CSK_MD5, checksum: "39dd07553b231120e756474fed17bc33")
!198 = !DISubroutineType(types: !199)
!199 = !{null}
!200 = !DISubprogram(name: "__parir_ivdep_safelen", scope: !197, file: !197, line: 38, type: !201, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !16}
!203 = distinct !DISubprogram(name: "carry", scope: !3, file: !3, line: 31, type: !204, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !205)
!204 = !DISubroutineType(cc: DW_CC_nocall, types: !126)
!205 = !{!206, !207}
!206 = !DILocalVariable(name: "D", arg: 1, scope: !203, file: !3, line: 31, type: !83)
!207 = !DILocalVariable(name: "i", arg: 2, scope: !203, file: !3, line: 31, type: !16)
!208 = !DILocation(line: 0, scope: !203)
!209 = !DILocation(line: 31, column: 74, scope: !203)
!210 = !DILocation(line: 31, column: 79, scope: !203)
!211 = !DILocation(line: 31, column: 62, scope: !203)
!212 = !DILocation(line: 31, column: 71, scope: !203)
!213 = !DILocation(line: 31, column: 84, scope: !203)
