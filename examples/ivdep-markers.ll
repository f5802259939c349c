; ModuleID = 'examples/ivdep-markers.c'
source_filename = "examples/ivdep-markers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @gather_add(ptr nocapture noundef %B, ptr nocapture noundef readonly %idx, i32 noundef %n) local_unnamed_addr #0 {
entry:
  tail call void @__parir_ivdep() #4
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %0 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %B, i64 %idxprom1
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, ptr %B, i64 %indvars.iv
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add = fadd float %1, %2
  store float %add, ptr %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !11
}

; Function Attrs: nounwind
declare void @__parir_ivdep() local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gather_add_plain(ptr nocapture noundef %B, ptr nocapture noundef readonly %idx, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %0 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %B, i64 %idxprom1
  %1 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, ptr %B, i64 %indvars.iv
  %2 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %add = fadd float %1, %2
  store float %add, ptr %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nounwind uwtable
define dso_local void @seed_example(ptr nocapture noundef %A, ptr nocapture noundef %B, ptr nocapture noundef %C, ptr nocapture noundef readonly %idx_A, ptr nocapture noundef readonly %idx_B, ptr nocapture noundef readonly %idx_C, i32 noundef %N) local_unnamed_addr #0 {
entry:
  tail call void @__parir_ivdep_array(ptr nocapture noundef %A) #4
  tail call void @__parir_ivdep_array(ptr nocapture noundef %C) #4
  tail call void @__parir_ivdep_array_safelen(ptr nocapture noundef %B, i32 noundef 5) #4
  %cmp32 = icmp sgt i32 %N, 0
  br i1 %cmp32, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %N to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds i32, ptr %idx_A, i64 %indvars.iv
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %0 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %A, i64 %idxprom1
  %1 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %arrayidx4 = getelementptr inbounds i32, ptr %A, i64 %indvars.iv
  %2 = load i32, ptr %arrayidx4, align 4, !tbaa !5
  %add = add nsw i32 %2, %1
  store i32 %add, ptr %arrayidx4, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds i32, ptr %idx_B, i64 %indvars.iv
  %3 = load i32, ptr %arrayidx6, align 4, !tbaa !5
  %idxprom7 = sext i32 %3 to i64
  %arrayidx8 = getelementptr inbounds i32, ptr %B, i64 %idxprom7
  %4 = load i32, ptr %arrayidx8, align 4, !tbaa !5
  %arrayidx10 = getelementptr inbounds i32, ptr %B, i64 %indvars.iv
  %5 = load i32, ptr %arrayidx10, align 4, !tbaa !5
  %add11 = add nsw i32 %5, %4
  store i32 %add11, ptr %arrayidx10, align 4, !tbaa !5
  %arrayidx13 = getelementptr inbounds i32, ptr %idx_C, i64 %indvars.iv
  %6 = load i32, ptr %arrayidx13, align 4, !tbaa !5
  %idxprom14 = sext i32 %6 to i64
  %arrayidx15 = getelementptr inbounds i32, ptr %C, i64 %idxprom14
  %7 = load i32, ptr %arrayidx15, align 4, !tbaa !5
  %arrayidx17 = getelementptr inbounds i32, ptr %C, i64 %indvars.iv
  %8 = load i32, ptr %arrayidx17, align 4, !tbaa !5
  %add18 = add nsw i32 %8, %7
  store i32 %add18, ptr %arrayidx17, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !15
}

; Function Attrs: nounwind
declare void @__parir_ivdep_array(ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare void @__parir_ivdep_array_safelen(ptr nocapture noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local void @rows(ptr nocapture noundef %A, ptr nocapture noundef readonly %x, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  tail call void @__parir_ivdep_safelen(i32 noundef 8) #4
  %cmp28 = icmp sgt i32 %n, 0
  br i1 %cmp28, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %cmp226 = icmp sgt i32 %m, 0
  %0 = sext i32 %m to i64
  %1 = sext i32 %m to i64
  %wide.trip.count37 = zext nneg i32 %n to i64
  %wide.trip.count = zext nneg i32 %m to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.cond.cleanup3
  %indvars.iv33 = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next34, %for.cond.cleanup3 ]
  tail call void @__parir_parallel_loop() #4
  br i1 %cmp226, label %for.body4.lr.ph, label %for.cond.cleanup3

for.body4.lr.ph:                                  ; preds = %for.body
  %2 = mul nuw nsw i64 %indvars.iv33, %1
  br label %for.body4

for.cond.cleanup3:                                ; preds = %for.body4, %for.body
  %indvars.iv.next34 = add nuw nsw i64 %indvars.iv33, 1
  %exitcond38.not = icmp eq i64 %indvars.iv.next34, %wide.trip.count37
  br i1 %exitcond38.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ]
  %3 = add nuw nsw i64 %indvars.iv, %2
  %4 = sub nsw i64 %3, %0
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %4
  %5 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds float, ptr %x, i64 %indvars.iv
  %6 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %arrayidx11 = getelementptr inbounds float, ptr %A, i64 %3
  %7 = load float, ptr %arrayidx11, align 4, !tbaa !9
  %8 = tail call float @llvm.fmuladd.f32(float %5, float %6, float %7)
  store float %8, ptr %arrayidx11, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !llvm.loop !17
}

; Function Attrs: nounwind
declare void @__parir_ivdep_safelen(i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare void @__parir_parallel_loop() local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nomerge nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
