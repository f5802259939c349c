; An OpenCL built-in the writer does not translate is refused with its name, not imported as a
; function (which would change what the kernel means to an OpenCL consumer).
; ERROR: @k: unsupported built-in `_Z22sub_group_shuffle_xorij`
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %o, i32 %v) {
  %s = call spir_func i32 @_Z22sub_group_shuffle_xorij(i32 %v, i32 1)
  store i32 %s, ptr addrspace(1) %o
  ret void
}
declare spir_func i32 @_Z22sub_group_shuffle_xorij(i32, i32)
