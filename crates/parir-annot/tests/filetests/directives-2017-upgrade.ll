; RUN: parir opt -passes=directive-upgrade %s | FileCheck %s
; The 2017 form's examples I-III (region-annotations-rfc.txt), corrected (docs/decisions.md):
; the pre-3.7 `metadata !{metadata !DIR.OMP.TARGET}` is `!{!"DIR.OMP.TARGET"}`; operands are typed;
; Example II's clause names `lastprivate` in the text but QUAL.OMP.PRIVATE in the IR (kept), and
; gets NUM_THREADS and NOWAIT qualifiers to show dir.qual.opnd and dir.qual; Example III's
; `dir.qual.opnslist` is `dir.qual.opndlist`, its undefined !0/!1/!3 are DIR.PREFETCH,
; QUAL.PREFETCH and DIR.END.PREFETCH. Each BEGIN/END pair becomes one entry/exit pair, the
; qualifier calls bundles of the entry; QUAL.OPND.NONPOD becomes the modifier :NONPOD.

declare void @llvm.experimental.directive(metadata)
declare void @llvm.experimental.dir.qual(metadata)
declare void @llvm.experimental.dir.qual.opnd.i32(metadata, i32)
declare void @llvm.experimental.dir.qual.opndlist(metadata, ...)
declare void @body()

define void @example_i() {
entry:
  call void @llvm.experimental.directive(metadata !0)
  call void @llvm.experimental.directive(metadata !1)
  call void @llvm.experimental.directive(metadata !2)
  call void @body()
  call void @llvm.experimental.directive(metadata !6)
  call void @llvm.experimental.directive(metadata !5)
  call void @llvm.experimental.directive(metadata !4)
  ret void
}

define void @example_ii(ptr %x, ptr %y, ptr %a, ptr %ctor, ptr %dtor, ptr %z) {
entry:
  call void @llvm.experimental.directive(metadata !7)
  call void (metadata, ...) @llvm.experimental.dir.qual.opndlist(metadata !8, ptr %x, ptr %y, metadata !9, ptr %a, ptr %ctor, ptr %dtor, ptr %z)
  call void @llvm.experimental.dir.qual.opnd.i32(metadata !10, i32 4)
  call void @llvm.experimental.dir.qual(metadata !11)
  call void @body()
  call void @llvm.experimental.directive(metadata !12)
  ret void
}

define void @example_iii(ptr %xp, ptr %yp) {
entry:
  call void @llvm.experimental.directive(metadata !13)
  call void (metadata, ...) @llvm.experimental.dir.qual.opndlist(metadata !14, ptr %xp, i32 1, i32 20, metadata !14, ptr %yp, i32 0, i32 10)
  call void @body()
  call void @llvm.experimental.directive(metadata !15)
  ret void
}

!0 = !{!"DIR.OMP.TARGET"}
!1 = !{!"DIR.OMP.TEAMS"}
!2 = !{!"DIR.OMP.DISTRIBUTE.PARLOOP.SIMD"}
!4 = !{!"DIR.OMP.END.TARGET"}
!5 = !{!"DIR.OMP.END.TEAMS"}
!6 = !{!"DIR.OMP.END.DISTRIBUTE.PARLOOP.SIMD"}
!7 = !{!"DIR.OMP.PARALLEL"}
!8 = !{!"QUAL.OMP.PRIVATE"}
!9 = !{!"QUAL.OPND.NONPOD"}
!10 = !{!"QUAL.OMP.NUM_THREADS"}
!11 = !{!"QUAL.OMP.NOWAIT"}
!12 = !{!"DIR.OMP.END.PARALLEL"}
!13 = !{!"DIR.PREFETCH"}
!14 = !{!"QUAL.PREFETCH"}
!15 = !{!"DIR.END.PREFETCH"}

; CHECK: define void @example_i() {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %0 = call token @llvm.directive.region.entry() [ "DIR.OMP.TARGET"() ]
; CHECK-NEXT:   %1 = call token @llvm.directive.region.entry() [ "DIR.OMP.TEAMS"() ]
; CHECK-NEXT:   %2 = call token @llvm.directive.region.entry() [ "DIR.OMP.DISTRIBUTE.PARLOOP.SIMD"() ]
; CHECK-NEXT:   call void @body()
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %2) [ "DIR.OMP.END.DISTRIBUTE.PARLOOP.SIMD"() ]
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %1) [ "DIR.OMP.END.TEAMS"() ]
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %0) [ "DIR.OMP.END.TARGET"() ]
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @example_ii(ptr %x, ptr %y, ptr %a, ptr %ctor, ptr %dtor, ptr %z) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %0 = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.PRIVATE"(ptr %x, ptr %y), "QUAL.OMP.PRIVATE:NONPOD"(ptr %a, ptr %ctor, ptr %dtor, ptr %z), "QUAL.OMP.NUM_THREADS"(i32 4), "QUAL.OMP.NOWAIT"() ]
; CHECK-NEXT:   call void @body()
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %0) [ "DIR.OMP.END.PARALLEL"() ]
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @example_iii(ptr %xp, ptr %yp) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %0 = call token @llvm.directive.region.entry() [ "DIR.PREFETCH"(), "QUAL.PREFETCH"(ptr %xp, i32 1, i32 20), "QUAL.PREFETCH"(ptr %yp, i32 0, i32 10) ]
; CHECK-NEXT:   call void @body()
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %0) [ "DIR.END.PREFETCH"() ]
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
