; One work-item built-in read at two widths (get_global_id as size_t, the SPIR-V-friendly call
; as i32): one BuiltIn variable, of the first read's width; the narrower read converts what it
; loads, so the module stays valid and both reads mean the same id.
; CHECK: %gl_GlobalInvocationID = OpVariable %_ptr_Input_v3ulong Input
; CHECK: [[A:%[0-9]+]] = OpLoad %v3ulong %gl_GlobalInvocationID Aligned 32
; CHECK-NEXT: %a = OpCompositeExtract %ulong [[A]] 0
; CHECK: [[B:%[0-9]+]] = OpLoad %v3ulong %gl_GlobalInvocationID Aligned 32
; CHECK-NEXT: [[W:%[0-9]+]] = OpCompositeExtract %ulong [[B]] 1
; CHECK-NEXT: %b = OpUConvert %uint [[W]]
; READ: %a = call spir_func i64 @_Z13get_global_idj(i32 0)
; READ: [[G:%[0-9]+]] = call spir_func i64 @_Z13get_global_idj(i32 1)
; READ-NEXT: %b = trunc i64 [[G]] to i32
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %o) {
  %a = call spir_func i64 @_Z13get_global_idj(i32 0)
  %b = call spir_func i32 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 1)
  %w = zext i32 %b to i64
  %s = add i64 %a, %w
  store i64 %s, ptr addrspace(1) %o
  ret void
}
declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i32 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
