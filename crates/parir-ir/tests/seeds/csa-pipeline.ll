; SOURCE: csa-pathfinding-builtins.rst, "pipeline.loop.{entry,exit}" and "spmdization" examples.
; FIXES: completed into functions (entry, loop header and exit blocks, declarations, the
;   `!tbaa` node); typed pointers (`double*`) kept (read as `ptr`).
; LLVM-ACCEPTS: yes
declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)
declare i32 @llvm.csa.pipeline.loop.entry(i32)
declare void @llvm.csa.pipeline.loop.exit(i32)
declare i32 @llvm.csa.spmdization.entry(i32, i32)
declare void @llvm.csa.spmdization.exit(i32)

define void @rowsum(double* %in, double* %out, i32 %n, i32 %block) {
entry:
  %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1042)
  br label %for.cond

for.cond:
  %i.0 = phi i32 [ 0, %entry ], [ %inc9, %for.cond.cleanup3 ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:                                     ; preds = %for.cond
  %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
  %mul = mul nsw i32 %block, %i.0
  %ilpl_entry = call i32 @llvm.csa.pipeline.loop.entry(i32 0)
  br label %for.cond1

for.cond1:                                    ; preds = %for.body4, %for.body
  %sum.0 = phi double [ 0.000000e+00, %for.body ], [ %add5, %for.body4 ]
  %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.body4 ]
  %cmp2 = icmp slt i32 %j.0, %block
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.body4:                                    ; preds = %for.cond1
  %add = add nsw i32 %mul, %j.0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds double, double* %in, i64 %idxprom
  %0 = load double, double* %arrayidx, align 8, !tbaa !2
  %add5 = fadd double %sum.0, %0
  %inc = add nsw i32 %j.0, 1
  br label %for.cond1

for.cond.cleanup3:                            ; preds = %for.cond1
  call void @llvm.csa.pipeline.loop.exit(i32 %ilpl_entry)
  %idxprom6 = sext i32 %i.0 to i64
  %arrayidx7 = getelementptr inbounds double, double* %out, i64 %idxprom6
  store double %sum.0, double* %arrayidx7, align 8, !tbaa !2
  call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
  %inc9 = add nsw i32 %i.0, 1
  br label %for.cond

for.end:
  call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
  ret void
}

define i32 @factorial(i32 %n) {
entry:
  %spmdization_entry = call i32 @llvm.csa.spmdization.entry(i32 2, i32 1)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %entry
  %prod.0 = phi i32 [ 1, %entry ], [ %mul, %for.body ]
  %i.0 = phi i32 [ 2, %entry ], [ %inc, %for.body ]
  %cmp = icmp sle i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.body:                                         ; preds = %for.cond
  %mul = mul nsw i32 %prod.0, %i.0
  %inc = add nsw i32 %i.0, 1
  br label %for.cond

for.cond.cleanup:                                 ; preds = %for.cond
  call void @llvm.csa.spmdization.exit(i32 %spmdization_entry)
  ret i32 %prod.0
}

!0 = !{!"omnipotent char", !1, i64 0}
!1 = !{!"Simple C/C++ TBAA"}
!2 = !{!3, !3, i64 0}
!3 = !{!"double", !0, i64 0}
