; Work-group and cl_khr_subgroups collectives as llvm-spirv-15 writes them: OpGroupBroadcast
; and the OpGroup reductions and scans at Subgroup (3) or Workgroup (2) scope, signedness and
; float from the argument; sub_group_any through bools.
; CHECK: OpCapability Groups
; CHECK: %b = OpGroupBroadcast %uint %uint_3 %x %uint_0
; CHECK: %r = OpGroupUMax %uint %uint_3 Reduce %u
; CHECK: %si = OpGroupSMin %uint %uint_3 InclusiveScan %x
; CHECK: %we = OpGroupFAdd %float %uint_2 ExclusiveScan %f
; CHECK: [[P:%[0-9]+]] = OpINotEqual %bool %p %uint_0
; CHECK-NEXT: [[A:%[0-9]+]] = OpGroupAny %bool %uint_3 [[P]]
; CHECK-NEXT: %a = OpSelect %uint [[A]] %uint_1 %uint_0
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %fo, i32 %x, i32 %u, float %f, i32 %p) {
  %b = call spir_func i32 @_Z19sub_group_broadcastij(i32 %x, i32 0)
  store i32 %b, ptr addrspace(1) %o
  %r = call spir_func i32 @_Z20sub_group_reduce_maxj(i32 %u)
  store i32 %r, ptr addrspace(1) %o
  %si = call spir_func i32 @_Z28sub_group_scan_inclusive_mini(i32 %x)
  store i32 %si, ptr addrspace(1) %o
  %we = call spir_func float @_Z29work_group_scan_exclusive_addf(float %f)
  store float %we, ptr addrspace(1) %fo
  %a = call spir_func i32 @_Z13sub_group_anyi(i32 %p)
  store i32 %a, ptr addrspace(1) %o
  ret void
}
declare spir_func i32 @_Z19sub_group_broadcastij(i32, i32)
declare spir_func i32 @_Z20sub_group_reduce_maxj(i32)
declare spir_func i32 @_Z28sub_group_scan_inclusive_mini(i32)
declare spir_func float @_Z29work_group_scan_exclusive_addf(float)
declare spir_func i32 @_Z13sub_group_anyi(i32)
!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
