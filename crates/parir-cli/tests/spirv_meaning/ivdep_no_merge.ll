; LEGACY: an ivdep loop whose exits leave from neither its header nor its latch (two exit
; blocks) has no block OpLoopMerge could name as the merge: its controls go on
; OpLoopControlINTEL before the latch's branch (SPV_INTEL_unstructured_loop_controls), as
; llvm-spirv-15 writes them; DependencyInfinite makes the module SPIR-V 1.1.
; CHECK: Version: 1.1
; CHECK: OpCapability UnstructuredLoopControlsINTEL
; CHECK: OpExtension "SPV_INTEL_unstructured_loop_controls"
; CHECK: %l = OpLabel
; CHECK-NEXT: OpLoopControlINTEL 4
; CHECK-NEXT: OpBranch %h
; READ: br label %h, !llvm.loop ![[L:[0-9]+]]
; READ: ![[L]] = distinct !{![[L]], ![[A:[0-9]+]]}
; READ: ![[A]] = !{!"llvm.loop.ivdep.enable"}
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  %v = load i32, ptr addrspace(1) %p
  br label %m0
m0:
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out1, label %m
m:
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %mm, label %out2
mm:
  store i32 %i, ptr addrspace(1) %p
  br label %l
l:
  br label %h, !llvm.loop !0
out1:
  store i32 1, ptr addrspace(1) %a
  ret void
out2:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.ivdep.enable"}
