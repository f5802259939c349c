; An OpenCL built-in the writer does not translate (here cl_khr_subgroup_ballot's
; sub_group_ballot) is refused with its name, not imported as a function (which would change
; what the kernel means to an OpenCL consumer).
; ERROR: @k: unsupported built-in `_Z16sub_group_balloti`
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %o, i32 %v) {
  %s = call spir_func <4 x i32> @_Z16sub_group_balloti(i32 %v)
  store <4 x i32> %s, ptr addrspace(1) %o
  ret void
}
declare spir_func <4 x i32> @_Z16sub_group_balloti(i32)
