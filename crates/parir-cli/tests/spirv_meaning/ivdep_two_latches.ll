; LEGACY: intel/llvm's ivdep on a loop with two latches is translated: the loop first gets a
; single backedge block (loop-simplify), which OpLoopMerge names as its continue target, as
; llvm-spirv-15 does; DependencyInfinite makes the module SPIR-V 1.1 (llvm-spirv-15 writes
; 1.0 there, which spirv-val rejects).
; CHECK: Version: 1.1
; CHECK: OpLoopMerge %exit %h_backedge DependencyInfinite
; CHECK: %h_backedge = OpLabel
; CHECK-NEXT: OpBranch %h
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %l1 ], [ %i1, %l2 ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %b, label %exit
b:
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  store i32 %i, ptr addrspace(1) %p
  %i1 = add i32 %i, 1
  %odd = and i32 %i, 1
  %t = icmp eq i32 %odd, 0
  br i1 %t, label %l1, label %l2
l1:
  br label %h, !llvm.loop !0
l2:
  br label %h, !llvm.loop !0
exit:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.ivdep.enable"}
