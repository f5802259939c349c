; The SPIR-V-friendly call forms: `__spirv_BuiltInX` calls read the built-in variable (its
; element type the call's), `__spirv_ocl_X` is OpenCL.std X (a pointer operand typed to the
; result), `__spirv_X` is the core instruction OpX; `fence` is OpMemoryBarrier at CrossDevice
; scope with the ordering's semantics (as llvm-spirv-15 writes it; its own module for this
; file fails spirv-val on the untyped fract pointer).
; CHECK-DAG: OpDecorate [[LIN:%[A-Za-z_]+]] BuiltIn GlobalLinearId
; CHECK-DAG: OpDecorate [[GID:%[A-Za-z_]+]] BuiltIn GlobalInvocationId
; CHECK-DAG: [[LIN]] = OpVariable %_ptr_Input_ulong Input
; CHECK-DAG: [[GID]] = OpVariable %_ptr_Input_v3ulong Input
; CHECK: OpLoad %ulong [[LIN]]
; CHECK: [[V:%[0-9]+]] = OpLoad %v3ulong [[GID]] Aligned 32
; CHECK-NEXT: %gid = OpCompositeExtract %ulong [[V]] 1
; CHECK: %mx = OpExtInst %float %1 fmax %a %b
; CHECK-NEXT: [[P:%[0-9]+]] = OpBitcast %_ptr_CrossWorkgroup_float %fp
; CHECK-NEXT: %fr = OpExtInst %float %1 fract %mx [[P]]
; CHECK: %lg = OpLessOrGreater %bool %a %b
; CHECK: OpMemoryBarrier %uint_0 %uint_2
; CHECK-NEXT: OpMemoryBarrier %uint_0 %uint_16
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %fo, float %a, float %b, ptr addrspace(1) %fp) {
  %lin = call spir_func i64 @_Z29__spirv_BuiltInGlobalLinearIdv()
  %gid = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 1)
  %s = add i64 %lin, %gid
  store i64 %s, ptr addrspace(1) %o
  %mx = call spir_func float @_Z16__spirv_ocl_fmaxff(float %a, float %b)
  %fr = call spir_func float @_Z17__spirv_ocl_fractfPU3AS1f(float %mx, ptr addrspace(1) %fp)
  store float %fr, ptr addrspace(1) %fo
  %lg = call spir_func i1 @_Z21__spirv_LessOrGreaterff(float %a, float %b)
  %z = zext i1 %lg to i64
  store i64 %z, ptr addrspace(1) %o
  fence acquire
  fence syncscope("workgroup") seq_cst
  ret void
}
declare spir_func i64 @_Z29__spirv_BuiltInGlobalLinearIdv()
declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
declare spir_func float @_Z16__spirv_ocl_fmaxff(float, float)
declare spir_func float @_Z17__spirv_ocl_fractfPU3AS1f(float, ptr addrspace(1))
declare spir_func i1 @_Z21__spirv_LessOrGreaterff(float, float)
