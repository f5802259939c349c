; A constant expression an instruction uses (here an addrspacecast of a global and a GEP into
; one) becomes instructions just before it, as llvm-spirv-15 writes it: SPIR-V instructions take
; no constant expressions. Each use gets its own instructions.
; CHECK: [[C1:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uint %g
; CHECK-NEXT: {{%[0-9a-z]+}} = OpLoad %uint [[C1]] Aligned 4
; CHECK: [[E:%[0-9]+]] = OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_uint %a %ulong_0 %uint_2
; CHECK-NEXT: OpStore [[E]] {{%[0-9a-z]+}} Aligned 4
; CHECK: [[C2:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uint %g
; CHECK-NEXT: OpStore [[C2]]
; READ: load i32, ptr addrspace(4) %{{[0-9]+}}, align 4
; READ: getelementptr inbounds [4 x i32], ptr addrspace(1) @a, i64 0, i32 2
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
@g = addrspace(1) global i32 3, align 4
@a = addrspace(1) global [4 x i32] zeroinitializer, align 4
define spir_kernel void @k() {
  %v = load i32, ptr addrspace(4) addrspacecast (ptr addrspace(1) @g to ptr addrspace(4)), align 4
  store i32 %v, ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @a, i64 0, i64 2), align 4
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(4) addrspacecast (ptr addrspace(1) @g to ptr addrspace(4)), align 4
  ret void
}
