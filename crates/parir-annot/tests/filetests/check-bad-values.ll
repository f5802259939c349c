; RUN: parir check %s | FileCheck %s
; Clause, hint and builtin values that can never be right, each reported once at its call or
; loop: num_threads(0), a dynamic schedule's chunk of 0, a negative unroll count, spmd with
; no worker. The valid twins below (num_threads(2), STATIC(0) = no chunk, unroll count 4,
; spmd(2, 0)) say nothing.

define void @bad(ptr %a, i32 %n) {
entry:
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 0) ]
  %u = call token @llvm.directive.region.entry() [ "DIR.OMP.LOOP"(), "QUAL.OMP.SCHEDULE.DYNAMIC"(i32 0) ]
  call void @llvm.directive.region.exit(token %u) [ "DIR.OMP.END.LOOP"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  call void @llvm.csa.spmd(i32 0, i32 0)
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  store i32 %i, ptr %a, align 4
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %x, !llvm.loop !0

x:
  ret void
}

define void @good(ptr %a, i32 %n) {
entry:
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 2) ]
  %u = call token @llvm.directive.region.entry() [ "DIR.OMP.LOOP"(), "QUAL.OMP.SCHEDULE.STATIC"(i32 0) ]
  call void @llvm.directive.region.exit(token %u) [ "DIR.OMP.END.LOOP"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  call void @llvm.csa.spmd(i32 2, i32 0)
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  store i32 %i, ptr %a, align 4
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %x, !llvm.loop !2

x:
  ret void
}

declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare void @llvm.csa.spmd(i32, i32)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 -2}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.count", i32 4}

; CHECK: ; WARNING: warning: <unknown>:0:0: spmd(0, ...): the number of workers must be between 1 and 4096; the loop is not SPMDized [csa-spmd-bad-arguments] (at check-bad-values.ll:13:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: "QUAL.OMP.NUM_THREADS" with the value 0: OpenMP requires a positive value (the behaviour is unspecified otherwise) [directive-bad-clause-value] (at check-bad-values.ll:9:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: "QUAL.OMP.SCHEDULE.DYNAMIC" with a chunk size of 0: OpenMP requires a positive chunk size (parir and libomp run it as 1) [directive-bad-clause-value] (at check-bad-values.ll:10:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: llvm.loop.unroll.count -2: a count must be positive; no transformation honours it [loop-transform-contradiction] (at check-bad-values.ll:21:3)
; CHECK-NOT: WARNING
