; SOURCE: region-annotations-rfc.txt, examples I-III.
; FIXES: the 2017 `metadata !{metadata !DIR.OMP.TARGET}` syntax written as today's
;   `!{!"DIR.OMP.TARGET"}` (directive names as metadata strings); operands given types; the
;   `dir.qual.opnslist` typo read as `dir.qual.opndlist`; declarations and a function added.
; LLVM-ACCEPTS: yes
declare void @llvm.experimental.directive(metadata)
declare void @llvm.experimental.dir.qual.opndlist(metadata, ...)

define void @combined(i32 %x, i32 %y, ptr %s, i32 %z, ptr %ctor, ptr %dtor, ptr %xp, ptr %yp) {
  call void @llvm.experimental.directive(metadata !0)
  call void @llvm.experimental.directive(metadata !1)
  call void @llvm.experimental.directive(metadata !2)
  call void @llvm.experimental.directive(metadata !3)
  call void @llvm.experimental.directive(metadata !6)
  call void @llvm.experimental.directive(metadata !5)
  call void @llvm.experimental.directive(metadata !4)
  call void (metadata, ...) @llvm.experimental.dir.qual.opndlist(metadata !7, i32 %x, i32 %y, metadata !8, ptr %s, ptr %ctor, ptr %dtor, i32 %z)
  call void @llvm.experimental.directive(metadata !9)
  call void (metadata, ...) @llvm.experimental.dir.qual.opndlist(metadata !10, ptr %xp, i32 1, i32 20, metadata !10, ptr %yp, i32 0, i32 10)
  call void @llvm.experimental.directive(metadata !11)
  ret void
}

!0 = !{!"DIR.OMP.TARGET"}
!1 = !{!"DIR.OMP.TEAMS"}
!2 = !{!"DIR.OMP.DISTRIBUTE.PARLOOP.SIMD"}
!3 = !{!"DIR.QUAL.LIST.END"}
!6 = !{!"DIR.OMP.END.DISTRIBUTE.PARLOOP.SIMD"}
!5 = !{!"DIR.OMP.END.TEAMS"}
!4 = !{!"DIR.OMP.END.TARGET"}
!7 = !{!"QUAL.OMP.PRIVATE"}
!8 = !{!"QUAL.OPND.NONPOD"}
!9 = !{!"DIR.PREFETCH"}
!10 = !{!"QUAL.PREFETCH"}
!11 = !{!"DIR.END.PREFETCH"}
