; SPIR-V-friendly group and vector instructions round-trip: the writer emits the core
; instruction (a group operation argument is its literal; Groups is declared), the reader
; reads any result-producing instruction of ids back as its `__spirv_` call.
; CHECK: OpCapability Groups
; CHECK: %all = OpGroupAll %bool %uint_2 %c
; CHECK: %sum = OpGroupIAdd %uint %uint_2 Reduce %x
; CHECK: %d = OpDot %float %u %v
; READ: %all = call spir_func i1 @_Z16__spirv_GroupAllib(i32 2, i1 %c)
; READ: %sum = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 2, i32 0, i32 %x)
; READ: %d = call spir_func float @_Z11__spirv_DotDv2_fS_(<2 x float> %u, <2 x float> %v)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %fo, i32 %x, <2 x float> %u, <2 x float> %v) {
  %c = icmp sgt i32 %x, 0
  %all = call spir_func i1 @_Z16__spirv_GroupAllib(i32 2, i1 %c)
  %z = zext i1 %all to i32
  store i32 %z, ptr addrspace(1) %o
  %sum = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 2, i32 0, i32 %x)
  store i32 %sum, ptr addrspace(1) %o
  %d = call spir_func float @_Z11__spirv_DotDv2_fS_(<2 x float> %u, <2 x float> %v)
  store float %d, ptr addrspace(1) %fo
  ret void
}
declare spir_func i1 @_Z16__spirv_GroupAllib(i32, i1)
declare spir_func i32 @_Z17__spirv_GroupIAddiii(i32, i32, i32)
declare spir_func float @_Z11__spirv_DotDv2_fS_(<2 x float>, <2 x float>)
