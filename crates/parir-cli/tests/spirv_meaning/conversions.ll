; OpenCL C conversions with saturation and rounding as llvm-spirv-15 writes them: the
; conversion instruction by source and destination kind and signedness, SaturatedConversion
; for _sat (OpSatConvertSToU for a signed-to-unsigned integer one), FPRoundingMode for _rtX;
; the reader gives the modifiers back as the convert_ built-ins.
; CHECK: OpDecorate %a SaturatedConversion
; CHECK: OpDecorate %a FPRoundingMode RTE
; CHECK: OpDecorate %b FPRoundingMode RTZ
; CHECK: OpDecorate %c FPRoundingMode RTP
; CHECK: %a = OpConvertFToS %uchar %x
; CHECK: %b = OpConvertFToS %uint %x
; CHECK: %c = OpConvertSToF %float %i
; CHECK: %d = OpSatConvertSToU %uchar %i
; CHECK: %e = OpConvertFToS %v4uint %v
; CHECK: %f = OpConvertFToU %uint %x
; CHECK: %g = OpSConvert %ushort %i
; READ: %a = call spir_func i8 @_Z20convert_char_sat_rtef(float %x)
; READ: %b = call spir_func i32 @_Z15convert_int_rtzf(float %x)
; READ: %c = call spir_func float @_Z17convert_float_rtpi(i32 %i)
; READ: %e = fptosi <4 x float> %v to <4 x i32>
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %o, float %x, i32 %i, <4 x float> %v) {
  %a = call spir_func signext i8 @_Z20convert_char_sat_rtef(float %x)
  %b = call spir_func i32 @_Z15convert_int_rtzf(float %x)
  %c = call spir_func float @_Z17convert_float_rtpi(i32 %i)
  %d = call spir_func zeroext i8 @_Z17convert_uchar_sati(i32 %i)
  %e = call spir_func <4 x i32> @_Z12convert_int4Dv4_f(<4 x float> %v)
  %f = call spir_func i32 @_Z12convert_uintf(float %x)
  %g = call spir_func signext i16 @_Z13convert_shorti(i32 %i)
  store i8 %a, ptr addrspace(1) %o
  ret void
}
declare spir_func signext i8 @_Z20convert_char_sat_rtef(float)
declare spir_func i32 @_Z15convert_int_rtzf(float)
declare spir_func float @_Z17convert_float_rtpi(i32)
declare spir_func zeroext i8 @_Z17convert_uchar_sati(i32)
declare spir_func <4 x i32> @_Z12convert_int4Dv4_f(<4 x float>)
declare spir_func i32 @_Z12convert_uintf(float)
declare spir_func signext i16 @_Z13convert_shorti(i32)
!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
