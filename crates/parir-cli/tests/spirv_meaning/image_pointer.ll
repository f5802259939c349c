; An image passed as a pointer (IR from before LLVM's SPIR-V target types, where it points to an
; opaque %opencl.image2d_ro_t) is refused, located, rather than translated as an image it may
; not be.
; ERROR: @k: `_Z15get_image_width14ocl_image2d_ro`: argument 0 is not a target("spirv.Image") value
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %img, ptr addrspace(1) %o) {
  %w = call spir_func i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(1) %img)
  store i32 %w, ptr addrspace(1) %o, align 4
  ret void
}
declare spir_func i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(1))
