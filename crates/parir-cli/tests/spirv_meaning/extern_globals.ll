; External globals are imports, not zero-initialized definitions; a SPIR-V-friendly built-in
; variable carries its BuiltIn decoration; exported definitions are exported; an undef
; initializer becomes zero, one of the values undef allows (spirv-val takes no OpUndef initializer).
; NO-REVERSE: llvm-spirv-15 -r stops at "Unexpected pattern!" on a BuiltIn variable loaded as a scalar, its own output included
; CHECK-DAG: OpDecorate %__spirv_BuiltInGlobalInvocationId LinkageAttributes "__spirv_BuiltInGlobalInvocationId" Import
; CHECK-DAG: OpDecorate %__spirv_BuiltInGlobalInvocationId Constant
; CHECK-DAG: OpDecorate %__spirv_BuiltInGlobalInvocationId BuiltIn GlobalInvocationId
; CHECK-DAG: OpDecorate %g LinkageAttributes "g" Import
; CHECK-DAG: OpDecorate %d LinkageAttributes "d" Export
; CHECK-DAG: OpDecorate %u LinkageAttributes "u" Export
; CHECK-NOT: LinkageAttributes "i"
; CHECK: %__spirv_BuiltInGlobalInvocationId = OpVariable %_ptr_CrossWorkgroup_v3ulong CrossWorkgroup{{$}}
; CHECK: %g = OpVariable %_ptr_CrossWorkgroup_uint CrossWorkgroup{{$}}
; CHECK: %d = OpVariable %_ptr_CrossWorkgroup_uint CrossWorkgroup %uint_7
; CHECK: %uint_0 = OpConstant %uint 0
; CHECK-NEXT: %u = OpVariable %_ptr_CrossWorkgroup_uint CrossWorkgroup %uint_0
; CHECK: %i = OpVariable %_ptr_CrossWorkgroup_uint CrossWorkgroup %uint_1
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>
@g = external addrspace(1) global i32
@d = addrspace(1) global i32 7
@u = addrspace(1) global i32 undef
@i = internal addrspace(1) global i32 1
define spir_kernel void @k(ptr addrspace(1) %o) {
  %id = load i64, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId
  %v = load i32, ptr addrspace(1) @g
  %w = load i32, ptr addrspace(1) @d
  %x = load i32, ptr addrspace(1) @u
  %y = load i32, ptr addrspace(1) @i
  %s = add i32 %v, %w
  %t = add i32 %x, %y
  %r = add i32 %s, %t
  %p = getelementptr i32, ptr addrspace(1) %o, i64 %id
  store i32 %r, ptr addrspace(1) %p
  ret void
}
