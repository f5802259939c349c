; The SPIR-V-friendly conversions name their result type after `_R` and may end in `_sat`
; and a rounding mode: OpConvertFToU / OpConvertSToF with SaturatedConversion and
; FPRoundingMode, as the OpenCL C forms (convert_uchar_sat, convert_float_rtz) are written.
; CHECK-DAG: OpDecorate %c SaturatedConversion
; CHECK-DAG: OpDecorate %f FPRoundingMode RTZ
; CHECK: %c = OpConvertFToU %uchar %x
; CHECK: %f = OpConvertSToF %float %n
; READ: %c = call spir_func i8 @_Z17convert_uchar_satf(float %x)
; READ: %f = call spir_func float @_Z17convert_float_rtzi(i32 %n)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(float %x, i32 %n, ptr addrspace(1) %o, ptr addrspace(1) %p) {
  %c = call spir_func zeroext i8 @_Z30__spirv_ConvertFToU_Ruchar_satf(float %x)
  store i8 %c, ptr addrspace(1) %o, align 1
  %f = call spir_func float @_Z30__spirv_ConvertSToF_Rfloat_rtzi(i32 %n)
  store float %f, ptr addrspace(1) %p, align 4
  ret void
}
declare spir_func zeroext i8 @_Z30__spirv_ConvertFToU_Ruchar_satf(float)
declare spir_func float @_Z30__spirv_ConvertSToF_Rfloat_rtzi(i32)
