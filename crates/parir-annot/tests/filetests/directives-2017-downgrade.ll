; RUN: parir opt -passes=directive-downgrade %s | FileCheck %s
; The token form of the 2017 examples I-III back to the 2017 form: one directive call per
; entry and exit, a dir.qual per bundle without operands, a dir.qual.opnd.<type> per bundle
; with one, a dir.qual.opndlist for bundles with several (an "X:NONPOD" bundle after "X" shares
; the call, as QUAL.OPND.NONPOD). The HPVM region, whose directive bundle has an operand, stays
; in the token form with a warning.


declare void @body()

define void @example_i() {
entry:
  %0 = call token @llvm.directive.region.entry() [ "DIR.OMP.TARGET"() ]
  %1 = call token @llvm.directive.region.entry() [ "DIR.OMP.TEAMS"() ]
  %2 = call token @llvm.directive.region.entry() [ "DIR.OMP.DISTRIBUTE.PARLOOP.SIMD"() ]
  call void @body()
  call void @llvm.directive.region.exit(token %2) [ "DIR.OMP.END.DISTRIBUTE.PARLOOP.SIMD"() ]
  call void @llvm.directive.region.exit(token %1) [ "DIR.OMP.END.TEAMS"() ]
  call void @llvm.directive.region.exit(token %0) [ "DIR.OMP.END.TARGET"() ]
  ret void
}

define void @example_ii(ptr %x, ptr %y, ptr %a, ptr %ctor, ptr %dtor, ptr %z) {
entry:
  %0 = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.PRIVATE"(ptr %x, ptr %y), "QUAL.OMP.PRIVATE:NONPOD"(ptr %a, ptr %ctor, ptr %dtor, ptr %z), "QUAL.OMP.NUM_THREADS"(i32 4), "QUAL.OMP.NOWAIT"() ]
  call void @body()
  call void @llvm.directive.region.exit(token %0) [ "DIR.OMP.END.PARALLEL"() ]
  ret void
}

define void @example_iii(ptr %xp, ptr %yp) {
entry:
  %0 = call token @llvm.directive.region.entry() [ "DIR.PREFETCH"(), "QUAL.PREFETCH"(ptr %xp, i32 1, i32 20), "QUAL.PREFETCH"(ptr %yp, i32 0, i32 10) ]
  call void @body()
  call void @llvm.directive.region.exit(token %0) [ "DIR.END.PREFETCH"() ]
  ret void
}

declare token @llvm.directive.region.entry()

declare void @llvm.directive.region.exit(token)

define void @hpvm(i64 %n) {
entry:
  %r = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %n) ]
  call void @body()
  call void @llvm.directive.region.exit(token %r) [ "HPVM_create_node"() ]
  ret void
}

; CHECK: ; WARNING: warning: <unknown>:0:0: the directive bundle "HPVM_create_node" has operands: the 2017 form cannot say it; the region stays in the token form [directive-downgrade-inexpressible] (at directives-2017-downgrade.ll:45:3)
; CHECK: define void @example_i() {
; CHECK-NEXT: entry:
; CHECK-NEXT:   call void @llvm.experimental.directive(metadata !0)
; CHECK-NEXT:   call void @llvm.experimental.directive(metadata !1)
; CHECK-NEXT:   call void @llvm.experimental.directive(metadata !2)
; CHECK-NEXT:   call void @body()
; CHECK-NEXT:   call void @llvm.experimental.directive(metadata !3)
; CHECK-NEXT:   call void @llvm.experimental.directive(metadata !4)
; CHECK-NEXT:   call void @llvm.experimental.directive(metadata !5)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @example_ii(ptr %x, ptr %y, ptr %a, ptr %ctor, ptr %dtor, ptr %z) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   call void @llvm.experimental.directive(metadata !6)
; CHECK-NEXT:   call void (metadata, ...) @llvm.experimental.dir.qual.opndlist(metadata !7, ptr %x, ptr %y, metadata !8, ptr %a, ptr %ctor, ptr %dtor, ptr %z)
; CHECK-NEXT:   call void @llvm.experimental.dir.qual.opnd.i32(metadata !9, i32 4)
; CHECK-NEXT:   call void @llvm.experimental.dir.qual(metadata !10)
; CHECK-NEXT:   call void @body()
; CHECK-NEXT:   call void @llvm.experimental.directive(metadata !11)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @example_iii(ptr %xp, ptr %yp) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   call void @llvm.experimental.directive(metadata !12)
; CHECK-NEXT:   call void (metadata, ...) @llvm.experimental.dir.qual.opndlist(metadata !13, ptr %xp, i32 1, i32 20, metadata !13, ptr %yp, i32 0, i32 10)
; CHECK-NEXT:   call void @body()
; CHECK-NEXT:   call void @llvm.experimental.directive(metadata !14)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: define void @hpvm(i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %r = call token @llvm.directive.region.entry() [ "HPVM_create_node"(i64 %n) ]
; CHECK-NEXT:   call void @body()
; CHECK-NEXT:   call void @llvm.directive.region.exit(token %r) [ "HPVM_create_node"() ]
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = !{!"DIR.OMP.TARGET"}
; CHECK-NEXT: !1 = !{!"DIR.OMP.TEAMS"}
; CHECK-NEXT: !2 = !{!"DIR.OMP.DISTRIBUTE.PARLOOP.SIMD"}
; CHECK-NEXT: !3 = !{!"DIR.OMP.END.DISTRIBUTE.PARLOOP.SIMD"}
; CHECK-NEXT: !4 = !{!"DIR.OMP.END.TEAMS"}
; CHECK-NEXT: !5 = !{!"DIR.OMP.END.TARGET"}
; CHECK-NEXT: !6 = !{!"DIR.OMP.PARALLEL"}
; CHECK-NEXT: !7 = !{!"QUAL.OMP.PRIVATE"}
; CHECK-NEXT: !8 = !{!"QUAL.OPND.NONPOD"}
; CHECK-NEXT: !9 = !{!"QUAL.OMP.NUM_THREADS"}
; CHECK-NEXT: !10 = !{!"QUAL.OMP.NOWAIT"}
; CHECK-NEXT: !11 = !{!"DIR.OMP.END.PARALLEL"}
; CHECK-NEXT: !12 = !{!"DIR.PREFETCH"}
; CHECK-NEXT: !13 = !{!"QUAL.PREFETCH"}
; CHECK-NEXT: !14 = !{!"DIR.END.PREFETCH"}
