; Hand-written unroll-and-jam requests and followups (code-transformation-metadata.rst,
; "Unroll-And-Jam"), one loop nest per function: the outer loop adds the inner loop's sum
; of b[0..16) to a[i]. tests/loop_unroll_and_jam.rs runs parir's loop-unroll-and-jam and
; opt-19's on it (and the chain of three: unroll-and-jam, then the vectorizer and the
; unroller on the jammed inner loop) and compares the resulting loops' attributes.
; @cannot_apply's inner loop writes a[j], which the fore blocks read: not unroll-and-jammed,
; its followups ignored, transform-warning reports it once.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @outer_followup(ptr noalias noundef %a, ptr noalias noundef %b, i32 noundef %n) {
entry:
  %cmp3 = icmp slt i32 0, %n
  br i1 %cmp3, label %for.body, label %for.end10

for.body:                                         ; preds = %entry, %for.end
  %i.04 = phi i32 [ %inc9, %for.end ], [ 0, %entry ]
  %idxprom = sext i32 %i.04 to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  br label %for.body3

for.body3:                                        ; preds = %for.body, %for.body3
  %j.02 = phi i32 [ 0, %for.body ], [ %inc, %for.body3 ]
  %s.01 = phi i32 [ %0, %for.body ], [ %add, %for.body3 ]
  %idxprom4 = sext i32 %j.02 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %b, i64 %idxprom4
  %1 = load i32, ptr %arrayidx5, align 4
  %add = add nsw i32 %s.01, %1
  %inc = add nsw i32 %j.02, 1
  %cmp2 = icmp slt i32 %inc, 16
  br i1 %cmp2, label %for.body3, label %for.end, !llvm.loop !100

for.end:                                          ; preds = %for.body3
  %s.0.lcssa = phi i32 [ %add, %for.body3 ]
  %idxprom6 = sext i32 %i.04 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %a, i64 %idxprom6
  store i32 %s.0.lcssa, ptr %arrayidx7, align 4
  %inc9 = add nsw i32 %i.04, 1
  %cmp = icmp slt i32 %inc9, %n
  br i1 %cmp, label %for.body, label %for.end10, !llvm.loop !101

for.end10:                                        ; preds = %for.end, %entry
  ret void
}

define void @inner_followup(ptr noalias noundef %a, ptr noalias noundef %b, i32 noundef %n) {
entry:
  %cmp3 = icmp slt i32 0, %n
  br i1 %cmp3, label %for.body, label %for.end10

for.body:                                         ; preds = %entry, %for.end
  %i.04 = phi i32 [ %inc9, %for.end ], [ 0, %entry ]
  %idxprom = sext i32 %i.04 to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  br label %for.body3

for.body3:                                        ; preds = %for.body, %for.body3
  %j.02 = phi i32 [ 0, %for.body ], [ %inc, %for.body3 ]
  %s.01 = phi i32 [ %0, %for.body ], [ %add, %for.body3 ]
  %idxprom4 = sext i32 %j.02 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %b, i64 %idxprom4
  %1 = load i32, ptr %arrayidx5, align 4
  %add = add nsw i32 %s.01, %1
  %inc = add nsw i32 %j.02, 1
  %cmp2 = icmp slt i32 %inc, 16
  br i1 %cmp2, label %for.body3, label %for.end, !llvm.loop !102

for.end:                                          ; preds = %for.body3
  %s.0.lcssa = phi i32 [ %add, %for.body3 ]
  %idxprom6 = sext i32 %i.04 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %a, i64 %idxprom6
  store i32 %s.0.lcssa, ptr %arrayidx7, align 4
  %inc9 = add nsw i32 %i.04, 1
  %cmp = icmp slt i32 %inc9, %n
  br i1 %cmp, label %for.body, label %for.end10, !llvm.loop !103

for.end10:                                        ; preds = %for.end, %entry
  ret void
}

define void @remainder_followups(ptr noalias noundef %a, ptr noalias noundef %b, i32 noundef %n) {
entry:
  %cmp3 = icmp slt i32 0, %n
  br i1 %cmp3, label %for.body, label %for.end10

for.body:                                         ; preds = %entry, %for.end
  %i.04 = phi i32 [ %inc9, %for.end ], [ 0, %entry ]
  %idxprom = sext i32 %i.04 to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  br label %for.body3

for.body3:                                        ; preds = %for.body, %for.body3
  %j.02 = phi i32 [ 0, %for.body ], [ %inc, %for.body3 ]
  %s.01 = phi i32 [ %0, %for.body ], [ %add, %for.body3 ]
  %idxprom4 = sext i32 %j.02 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %b, i64 %idxprom4
  %1 = load i32, ptr %arrayidx5, align 4
  %add = add nsw i32 %s.01, %1
  %inc = add nsw i32 %j.02, 1
  %cmp2 = icmp slt i32 %inc, 16
  br i1 %cmp2, label %for.body3, label %for.end, !llvm.loop !104

for.end:                                          ; preds = %for.body3
  %s.0.lcssa = phi i32 [ %add, %for.body3 ]
  %idxprom6 = sext i32 %i.04 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %a, i64 %idxprom6
  store i32 %s.0.lcssa, ptr %arrayidx7, align 4
  %inc9 = add nsw i32 %i.04, 1
  %cmp = icmp slt i32 %inc9, %n
  br i1 %cmp, label %for.body, label %for.end10, !llvm.loop !105

for.end10:                                        ; preds = %for.end, %entry
  ret void
}

define void @all_followup(ptr noalias noundef %a, ptr noalias noundef %b, i32 noundef %n) {
entry:
  %cmp3 = icmp slt i32 0, %n
  br i1 %cmp3, label %for.body, label %for.end10

for.body:                                         ; preds = %entry, %for.end
  %i.04 = phi i32 [ %inc9, %for.end ], [ 0, %entry ]
  %idxprom = sext i32 %i.04 to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  br label %for.body3

for.body3:                                        ; preds = %for.body, %for.body3
  %j.02 = phi i32 [ 0, %for.body ], [ %inc, %for.body3 ]
  %s.01 = phi i32 [ %0, %for.body ], [ %add, %for.body3 ]
  %idxprom4 = sext i32 %j.02 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %b, i64 %idxprom4
  %1 = load i32, ptr %arrayidx5, align 4
  %add = add nsw i32 %s.01, %1
  %inc = add nsw i32 %j.02, 1
  %cmp2 = icmp slt i32 %inc, 16
  br i1 %cmp2, label %for.body3, label %for.end, !llvm.loop !106

for.end:                                          ; preds = %for.body3
  %s.0.lcssa = phi i32 [ %add, %for.body3 ]
  %idxprom6 = sext i32 %i.04 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %a, i64 %idxprom6
  store i32 %s.0.lcssa, ptr %arrayidx7, align 4
  %inc9 = add nsw i32 %i.04, 1
  %cmp = icmp slt i32 %inc9, %n
  br i1 %cmp, label %for.body, label %for.end10, !llvm.loop !107

for.end10:                                        ; preds = %for.end, %entry
  ret void
}

define void @empty_outer_followup(ptr noalias noundef %a, ptr noalias noundef %b, i32 noundef %n) {
entry:
  %cmp3 = icmp slt i32 0, %n
  br i1 %cmp3, label %for.body, label %for.end10

for.body:                                         ; preds = %entry, %for.end
  %i.04 = phi i32 [ %inc9, %for.end ], [ 0, %entry ]
  %idxprom = sext i32 %i.04 to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  br label %for.body3

for.body3:                                        ; preds = %for.body, %for.body3
  %j.02 = phi i32 [ 0, %for.body ], [ %inc, %for.body3 ]
  %s.01 = phi i32 [ %0, %for.body ], [ %add, %for.body3 ]
  %idxprom4 = sext i32 %j.02 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %b, i64 %idxprom4
  %1 = load i32, ptr %arrayidx5, align 4
  %add = add nsw i32 %s.01, %1
  %inc = add nsw i32 %j.02, 1
  %cmp2 = icmp slt i32 %inc, 16
  br i1 %cmp2, label %for.body3, label %for.end, !llvm.loop !108

for.end:                                          ; preds = %for.body3
  %s.0.lcssa = phi i32 [ %add, %for.body3 ]
  %idxprom6 = sext i32 %i.04 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %a, i64 %idxprom6
  store i32 %s.0.lcssa, ptr %arrayidx7, align 4
  %inc9 = add nsw i32 %i.04, 1
  %cmp = icmp slt i32 %inc9, %n
  br i1 %cmp, label %for.body, label %for.end10, !llvm.loop !109

for.end10:                                        ; preds = %for.end, %entry
  ret void
}

define void @disabled(ptr noalias noundef %a, ptr noalias noundef %b, i32 noundef %n) {
entry:
  %cmp3 = icmp slt i32 0, %n
  br i1 %cmp3, label %for.body, label %for.end10

for.body:                                         ; preds = %entry, %for.end
  %i.04 = phi i32 [ %inc9, %for.end ], [ 0, %entry ]
  %idxprom = sext i32 %i.04 to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  br label %for.body3

for.body3:                                        ; preds = %for.body, %for.body3
  %j.02 = phi i32 [ 0, %for.body ], [ %inc, %for.body3 ]
  %s.01 = phi i32 [ %0, %for.body ], [ %add, %for.body3 ]
  %idxprom4 = sext i32 %j.02 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %b, i64 %idxprom4
  %1 = load i32, ptr %arrayidx5, align 4
  %add = add nsw i32 %s.01, %1
  %inc = add nsw i32 %j.02, 1
  %cmp2 = icmp slt i32 %inc, 16
  br i1 %cmp2, label %for.body3, label %for.end, !llvm.loop !110

for.end:                                          ; preds = %for.body3
  %s.0.lcssa = phi i32 [ %add, %for.body3 ]
  %idxprom6 = sext i32 %i.04 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %a, i64 %idxprom6
  store i32 %s.0.lcssa, ptr %arrayidx7, align 4
  %inc9 = add nsw i32 %i.04, 1
  %cmp = icmp slt i32 %inc9, %n
  br i1 %cmp, label %for.body, label %for.end10, !llvm.loop !111

for.end10:                                        ; preds = %for.end, %entry
  ret void
}

define void @count_one(ptr noalias noundef %a, ptr noalias noundef %b, i32 noundef %n) {
entry:
  %cmp3 = icmp slt i32 0, %n
  br i1 %cmp3, label %for.body, label %for.end10

for.body:                                         ; preds = %entry, %for.end
  %i.04 = phi i32 [ %inc9, %for.end ], [ 0, %entry ]
  %idxprom = sext i32 %i.04 to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  br label %for.body3

for.body3:                                        ; preds = %for.body, %for.body3
  %j.02 = phi i32 [ 0, %for.body ], [ %inc, %for.body3 ]
  %s.01 = phi i32 [ %0, %for.body ], [ %add, %for.body3 ]
  %idxprom4 = sext i32 %j.02 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %b, i64 %idxprom4
  %1 = load i32, ptr %arrayidx5, align 4
  %add = add nsw i32 %s.01, %1
  %inc = add nsw i32 %j.02, 1
  %cmp2 = icmp slt i32 %inc, 16
  br i1 %cmp2, label %for.body3, label %for.end, !llvm.loop !112

for.end:                                          ; preds = %for.body3
  %s.0.lcssa = phi i32 [ %add, %for.body3 ]
  %idxprom6 = sext i32 %i.04 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %a, i64 %idxprom6
  store i32 %s.0.lcssa, ptr %arrayidx7, align 4
  %inc9 = add nsw i32 %i.04, 1
  %cmp = icmp slt i32 %inc9, %n
  br i1 %cmp, label %for.body, label %for.end10, !llvm.loop !113

for.end10:                                        ; preds = %for.end, %entry
  ret void
}

define void @disable_nonforced(ptr noalias noundef %a, ptr noalias noundef %b, i32 noundef %n) {
entry:
  %cmp3 = icmp slt i32 0, %n
  br i1 %cmp3, label %for.body, label %for.end10

for.body:                                         ; preds = %entry, %for.end
  %i.04 = phi i32 [ %inc9, %for.end ], [ 0, %entry ]
  %idxprom = sext i32 %i.04 to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  br label %for.body3

for.body3:                                        ; preds = %for.body, %for.body3
  %j.02 = phi i32 [ 0, %for.body ], [ %inc, %for.body3 ]
  %s.01 = phi i32 [ %0, %for.body ], [ %add, %for.body3 ]
  %idxprom4 = sext i32 %j.02 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %b, i64 %idxprom4
  %1 = load i32, ptr %arrayidx5, align 4
  %add = add nsw i32 %s.01, %1
  %inc = add nsw i32 %j.02, 1
  %cmp2 = icmp slt i32 %inc, 16
  br i1 %cmp2, label %for.body3, label %for.end, !llvm.loop !114

for.end:                                          ; preds = %for.body3
  %s.0.lcssa = phi i32 [ %add, %for.body3 ]
  %idxprom6 = sext i32 %i.04 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %a, i64 %idxprom6
  store i32 %s.0.lcssa, ptr %arrayidx7, align 4
  %inc9 = add nsw i32 %i.04, 1
  %cmp = icmp slt i32 %inc9, %n
  br i1 %cmp, label %for.body, label %for.end10, !llvm.loop !115

for.end10:                                        ; preds = %for.end, %entry
  ret void
}

define void @cannot_apply(ptr noalias noundef %a, ptr noalias noundef %b, i32 noundef %n) {
entry:
  %cmp3 = icmp slt i32 0, %n
  br i1 %cmp3, label %for.body, label %for.end10

for.body:                                         ; preds = %entry, %for.end
  %i.04 = phi i32 [ %inc9, %for.end ], [ 0, %entry ]
  %idxprom = sext i32 %i.04 to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  br label %for.body3

for.body3:                                        ; preds = %for.body, %for.body3
  %j.02 = phi i32 [ 0, %for.body ], [ %inc, %for.body3 ]
  %s.01 = phi i32 [ %0, %for.body ], [ %add, %for.body3 ]
  %idxprom4 = sext i32 %j.02 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %a, i64 %idxprom4
  %1 = load i32, ptr %arrayidx5, align 4
  store i32 %j.02, ptr %arrayidx5, align 4
  %add = add nsw i32 %s.01, %1
  %inc = add nsw i32 %j.02, 1
  %cmp2 = icmp slt i32 %inc, 16
  br i1 %cmp2, label %for.body3, label %for.end, !llvm.loop !116

for.end:                                          ; preds = %for.body3
  %s.0.lcssa = phi i32 [ %add, %for.body3 ]
  %idxprom6 = sext i32 %i.04 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %a, i64 %idxprom6
  store i32 %s.0.lcssa, ptr %arrayidx7, align 4
  %inc9 = add nsw i32 %i.04, 1
  %cmp = icmp slt i32 %inc9, %n
  br i1 %cmp, label %for.body, label %for.end10, !llvm.loop !117

for.end10:                                        ; preds = %for.end, %entry
  ret void
}

define void @chain_of_three(ptr noalias noundef %a, ptr noalias noundef %b, i32 noundef %n) {
entry:
  %cmp3 = icmp slt i32 0, %n
  br i1 %cmp3, label %for.body, label %for.end10

for.body:                                         ; preds = %entry, %for.end
  %i.04 = phi i32 [ %inc9, %for.end ], [ 0, %entry ]
  %idxprom = sext i32 %i.04 to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  br label %for.body3

for.body3:                                        ; preds = %for.body, %for.body3
  %j.02 = phi i32 [ 0, %for.body ], [ %inc, %for.body3 ]
  %s.01 = phi i32 [ %0, %for.body ], [ %add, %for.body3 ]
  %idxprom4 = sext i32 %j.02 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %b, i64 %idxprom4
  %1 = load i32, ptr %arrayidx5, align 4
  %add = add nsw i32 %s.01, %1
  %inc = add nsw i32 %j.02, 1
  %cmp2 = icmp slt i32 %inc, 16
  br i1 %cmp2, label %for.body3, label %for.end, !llvm.loop !118

for.end:                                          ; preds = %for.body3
  %s.0.lcssa = phi i32 [ %add, %for.body3 ]
  %idxprom6 = sext i32 %i.04 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %a, i64 %idxprom6
  store i32 %s.0.lcssa, ptr %arrayidx7, align 4
  %inc9 = add nsw i32 %i.04, 1
  %cmp = icmp slt i32 %inc9, %n
  br i1 %cmp, label %for.body, label %for.end10, !llvm.loop !119

for.end10:                                        ; preds = %for.end, %entry
  ret void
}

@A = global [64 x i32] zeroinitializer
@B = global [64 x i32] zeroinitializer
@fmt = private constant [5 x i8] c"%ld\0A\00"
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  br label %init

init:
  %k = phi i64 [ 0, %entry ], [ %k.next, %init ]
  %pa = getelementptr inbounds [64 x i32], ptr @A, i64 0, i64 %k
  %kt = trunc i64 %k to i32
  %ka = urem i32 %kt, 7
  store i32 %ka, ptr %pa, align 4
  %pb = getelementptr inbounds [64 x i32], ptr @B, i64 0, i64 %k
  %kb = urem i32 %kt, 5
  %kb2 = sub i32 3, %kb
  store i32 %kb2, ptr %pb, align 4
  %k.next = add i64 %k, 1
  %more = icmp ult i64 %k.next, 64
  br i1 %more, label %init, label %run

run:
  call void @outer_followup(ptr @A, ptr @B, i32 5)
  call void @inner_followup(ptr @A, ptr @B, i32 8)
  call void @remainder_followups(ptr @A, ptr @B, i32 11)
  call void @all_followup(ptr @A, ptr @B, i32 14)
  call void @empty_outer_followup(ptr @A, ptr @B, i32 17)
  call void @disabled(ptr @A, ptr @B, i32 20)
  call void @count_one(ptr @A, ptr @B, i32 23)
  call void @disable_nonforced(ptr @A, ptr @B, i32 26)
  call void @cannot_apply(ptr @A, ptr @B, i32 29)
  call void @chain_of_three(ptr @A, ptr @B, i32 32)
  br label %sum

sum:
  %s = phi i64 [ 0, %run ], [ %s.next, %sum ]
  %q = phi i64 [ 0, %run ], [ %q.next, %sum ]
  %pq = getelementptr inbounds [64 x i32], ptr @A, i64 0, i64 %q
  %x = load i32, ptr %pq, align 4
  %xx = sext i32 %x to i64
  %s31 = mul i64 %s, 31
  %s.next = add i64 %s31, %xx
  %q.next = add i64 %q, 1
  %done = icmp eq i64 %q.next, 64
  br i1 %done, label %out, label %sum

out:
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i64 %s.next)
  ret i32 0
}

!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1, !2, !13}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1, !2, !14}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1, !2, !15, !16}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1, !3, !17}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1, !4, !18}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1, !7}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1, !5}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1, !8, !6}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1, !2, !13, !14}
!118 = distinct !{!118, !1}
!119 = distinct !{!119, !1, !4, !20}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll_and_jam.count", i32 4}
!3 = !{!"llvm.loop.unroll_and_jam.count", i32 3}
!4 = !{!"llvm.loop.unroll_and_jam.count", i32 2}
!5 = !{!"llvm.loop.unroll_and_jam.count", i32 1}
!6 = !{!"llvm.loop.unroll_and_jam.enable"}
!7 = !{!"llvm.loop.unroll_and_jam.disable"}
!8 = !{!"llvm.loop.disable_nonforced"}
!9 = !{!"llvm.loop.unroll.count", i32 2}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!"llvm.loop.vectorize.enable", i1 true}
!12 = !{!"llvm.loop.isvectorized"}
!13 = !{!"llvm.loop.unroll_and_jam.followup_outer", !9}
!14 = !{!"llvm.loop.unroll_and_jam.followup_inner", !11}
!15 = !{!"llvm.loop.unroll_and_jam.followup_remainder_outer", !10}
!16 = !{!"llvm.loop.unroll_and_jam.followup_remainder_inner", !12}
!17 = !{!"llvm.loop.unroll_and_jam.followup_all", !1}
!18 = !{!"llvm.loop.unroll_and_jam.followup_outer"}
!19 = !{!"llvm.loop.vectorize.followup_vectorized", !9, !12}
!20 = !{!"llvm.loop.unroll_and_jam.followup_inner", !11, !19}
