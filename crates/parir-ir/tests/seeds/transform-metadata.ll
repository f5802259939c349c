; SOURCE: code-transformation-metadata.rst, "Transformation Metadata Structure".
; FIXES: completed into a loop; the followup attribute's inner node written `!{!"..."}` (the
;   document's `!{"llvm.loop.unroll.enable"}` lacks the `!` of the string).
; LLVM-ACCEPTS: yes
define void @f(ptr %a, i64 %n) {
entry:
  br label %for.header

for.header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %for.header ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 0, ptr %p, align 4
  %i.next = add nuw i64 %i, 1
  %exitcond = icmp eq i64 %i.next, %n
  br i1 %exitcond, label %for.exit, label %for.header, !llvm.loop !0

for.exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.vectorize.enable", i1 true}
!2 = !{!"llvm.loop.disable_nonforced"}
!3 = !{!"llvm.loop.vectorize.followup_vectorized", !4}
!4 = !{!"llvm.loop.unroll.enable"}
