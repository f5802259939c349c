; The non-uniform sub-group built-ins (vote, arithmetic, clustered, shuffle, relative shuffle)
; as llvm-spirv-15 writes them: SPIR-V 1.3, Subgroup scope, int predicates as bools and bool
; results as ints.
; CHECK: Version: 1.3
; CHECK-DAG: OpCapability GroupNonUniform
; CHECK-DAG: OpCapability GroupNonUniformVote
; CHECK-DAG: OpCapability GroupNonUniformArithmetic
; CHECK-DAG: OpCapability GroupNonUniformClustered
; CHECK-DAG: OpCapability GroupNonUniformShuffle
; CHECK-DAG: OpCapability GroupNonUniformShuffleRelative
; CHECK: [[E:%[0-9]+]] = OpGroupNonUniformElect %bool %uint_3
; CHECK-NEXT: %e = OpSelect %uint [[E]] %uint_1 %uint_0
; CHECK: [[P:%[0-9]+]] = OpINotEqual %bool %p %uint_0
; CHECK-NEXT: [[A:%[0-9]+]] = OpGroupNonUniformAll %bool %uint_3 [[P]]
; CHECK-NEXT: %a = OpSelect %uint [[A]] %uint_1 %uint_0
; CHECK: %r = OpGroupNonUniformUMax %uint %uint_3 Reduce %u
; CHECK: %s = OpGroupNonUniformFAdd %float %uint_3 ExclusiveScan %f
; CHECK: %c = OpGroupNonUniformSMin %uint %uint_3 ClusteredReduce %x %uint_4
; CHECK: [[Q:%[0-9]+]] = OpINotEqual %bool %p %uint_0
; CHECK-NEXT: [[L:%[0-9]+]] = OpGroupNonUniformLogicalAnd %bool %uint_3 Reduce [[Q]]
; CHECK-NEXT: %l = OpSelect %uint [[L]] %uint_1 %uint_0
; CHECK: %sh = OpGroupNonUniformShuffleXor %uint %uint_3 %x %uint_1
; CHECK: %up = OpGroupNonUniformShuffleUp %float %uint_3 %f %uint_2
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %fo, i32 %x, i32 %u, float %f, i32 %p) {
  %e = call spir_func i32 @_Z15sub_group_electv()
  store i32 %e, ptr addrspace(1) %o
  %a = call spir_func i32 @_Z25sub_group_non_uniform_alli(i32 %p)
  store i32 %a, ptr addrspace(1) %o
  %r = call spir_func i32 @_Z32sub_group_non_uniform_reduce_maxj(i32 %u)
  store i32 %r, ptr addrspace(1) %o
  %s = call spir_func float @_Z40sub_group_non_uniform_scan_exclusive_addf(float %f)
  store float %s, ptr addrspace(1) %fo
  %c = call spir_func i32 @_Z30sub_group_clustered_reduce_minij(i32 %x, i32 4)
  store i32 %c, ptr addrspace(1) %o
  %l = call spir_func i32 @_Z40sub_group_non_uniform_reduce_logical_andi(i32 %p)
  store i32 %l, ptr addrspace(1) %o
  %sh = call spir_func i32 @_Z21sub_group_shuffle_xorij(i32 %x, i32 1)
  store i32 %sh, ptr addrspace(1) %o
  %up = call spir_func float @_Z20sub_group_shuffle_upfj(float %f, i32 2)
  store float %up, ptr addrspace(1) %fo
  ret void
}
declare spir_func i32 @_Z15sub_group_electv()
declare spir_func i32 @_Z25sub_group_non_uniform_alli(i32)
declare spir_func i32 @_Z32sub_group_non_uniform_reduce_maxj(i32)
declare spir_func float @_Z40sub_group_non_uniform_scan_exclusive_addf(float)
declare spir_func i32 @_Z30sub_group_clustered_reduce_minij(i32, i32)
declare spir_func i32 @_Z40sub_group_non_uniform_reduce_logical_andi(i32)
declare spir_func i32 @_Z21sub_group_shuffle_xorij(i32, i32)
declare spir_func float @_Z20sub_group_shuffle_upfj(float, i32)
!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
