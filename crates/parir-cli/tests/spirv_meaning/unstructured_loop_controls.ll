; An endless loop has no merge block: its controls go on OpLoopControlINTEL before its
; latch's branch (SPV_INTEL_unstructured_loop_controls), as llvm-spirv-15 writes them, and
; come back on that branch.
; CHECK: OpCapability UnstructuredLoopControlsINTEL
; CHECK: OpCapability FPGALoopControlsINTEL
; CHECK: OpExtension "SPV_INTEL_fpga_loop_controls"
; CHECK: OpExtension "SPV_INTEL_unstructured_loop_controls"
; CHECK: %spin = OpLabel
; CHECK-NEXT: OpLoopControlINTEL 65536 2
; CHECK-NEXT: OpBranch %spin
; READ: br label %spin, !llvm.loop ![[L:[0-9]+]]
; READ: ![[L]] = distinct !{![[L]], ![[A:[0-9]+]]}
; READ: ![[A]] = !{!"llvm.loop.ii.count", i32 2}
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k() {
entry:
  br label %spin
spin:
  br label %spin, !llvm.loop !0
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.ii.count", i32 2}
