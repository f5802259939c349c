; A user's functions whose names begin like OpenCL C built-ins (get_value, convert_units) but
; are none are imported functions, as llvm-spirv-15 writes them; get_local_id stays a
; built-in.
; CHECK: OpDecorate %_Z9get_valuei LinkageAttributes "_Z9get_valuei" Import
; CHECK: OpDecorate %_Z13convert_unitsf LinkageAttributes "_Z13convert_unitsf" Import
; CHECK: %v = OpFunctionCall %uint %_Z9get_valuei %uint_3
; CHECK: %u = OpFunctionCall %float %_Z13convert_unitsf %x
; READ: call spir_func i32 @_Z9get_valuei(i32 3)
; READ: call spir_func float @_Z13convert_unitsf(float %x)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %o, float %x) {
  %v = call spir_func i32 @_Z9get_valuei(i32 3)
  %u = call spir_func float @_Z13convert_unitsf(float %x)
  %l = call spir_func i64 @_Z12get_local_idj(i32 0)
  %t = trunc i64 %l to i32
  %s = add i32 %v, %t
  store i32 %s, ptr addrspace(1) %o
  store float %u, ptr addrspace(1) %o
  ret void
}
declare spir_func i32 @_Z9get_valuei(i32)
declare spir_func float @_Z13convert_unitsf(float)
declare spir_func i64 @_Z12get_local_idj(i32)
