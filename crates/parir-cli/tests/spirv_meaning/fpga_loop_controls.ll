; intel/llvm's FPGA loop attributes become the loop controls of SPV_INTEL_fpga_loop_controls in
; ascending bit order, with unroll.count as PartialCount (SPIR-V 1.4), as llvm-spirv-15
; --spirv-ext=+all writes them; the reader gives the attributes back.
; CHECK: Version: 1.4
; CHECK: OpCapability FPGALoopControlsINTEL
; CHECK: OpExtension "SPV_INTEL_fpga_loop_controls"
; CHECK: OpLoopMerge %p1 %b0 PartialCount|InitiationIntervalINTEL|MaxConcurrencyINTEL 4 3 2
; CHECK: OpLoopMerge %exit %b1 PipelineEnableINTEL|LoopCoalesceINTEL|MaxInterleavingINTEL|SpeculatedIterationsINTEL|NoFusionINTEL 1 0 2 5
; READ-DAG: !{!"llvm.loop.unroll.count", i32 4}
; READ-DAG: !{!"llvm.loop.ii.count", i32 3}
; READ-DAG: !{!"llvm.loop.max_concurrency.count", i32 2}
; READ-DAG: !{!"llvm.loop.intel.pipelining.enable", i32 1}
; READ-DAG: !{!"llvm.loop.coalesce.enable"}
; READ-DAG: !{!"llvm.loop.max_interleaving.count", i32 2}
; READ-DAG: !{!"llvm.loop.intel.speculated.iterations.count", i32 5}
; READ-DAG: !{!"llvm.loop.fusion.disable"}
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(i32 %n) {
entry:
  br label %p0
p0:
  br label %h0
h0:
  %i = phi i32 [ 0, %p0 ], [ %i1, %b0 ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %b0, label %p1
b0:
  %i1 = add i32 %i, 1
  br label %h0, !llvm.loop !0
p1:
  br label %h1
h1:
  %j = phi i32 [ 0, %p1 ], [ %j1, %b1 ]
  %d = icmp slt i32 %j, %n
  br i1 %d, label %b1, label %exit
b1:
  %j1 = add i32 %j, 1
  br label %h1, !llvm.loop !4
exit:
  ret void
}
!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.max_concurrency.count", i32 2}
!2 = !{!"llvm.loop.ii.count", i32 3}
!3 = !{!"llvm.loop.unroll.count", i32 4}
!4 = distinct !{!4, !5, !6, !7, !8, !9}
!5 = !{!"llvm.loop.fusion.disable"}
!6 = !{!"llvm.loop.intel.speculated.iterations.count", i32 5}
!7 = !{!"llvm.loop.max_interleaving.count", i32 2}
!8 = !{!"llvm.loop.coalesce.enable"}
!9 = !{!"llvm.loop.intel.pipelining.enable", i32 1}
