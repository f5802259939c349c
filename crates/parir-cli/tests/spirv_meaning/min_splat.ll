; OpenCL C's mixed vector/scalar built-ins: the signedness comes from the first argument's
; element type past the vector prefix (`Dv2_i` is signed), and the scalar operand is splatted
; to the result's vector (as llvm-spirv-15 does: insert into an undefined vector, then shuffle; a constant splat is a constant).
; CHECK-DAG: [[LO:%[0-9]+]] = OpConstantComposite %v2uchar %uchar_0 %uchar_0
; CHECK-DAG: [[HI:%[0-9]+]] = OpConstantComposite %v2uchar %uchar_9 %uchar_9
; CHECK: %m = OpExtInst %uint %1 s_min %a %b
; CHECK: [[I:%[0-9]+]] = OpCompositeInsert %v2uint %b [[U:%[0-9]+]] 0
; CHECK-NEXT: [[B:%[0-9]+]] = OpVectorShuffle %v2uint [[I]] [[U]] 0 0
; CHECK-NEXT: %w = OpExtInst %v2uint %1 s_min %v [[B]]
; CHECK: %u = OpExtInst %uint %1 u_min %a %b
; CHECK: [[I2:%[0-9]+]] = OpCompositeInsert %v2uint %b [[U]] 0
; CHECK-NEXT: [[B2:%[0-9]+]] = OpVectorShuffle %v2uint [[I2]] [[U]] 0 0
; CHECK-NEXT: %uv = OpExtInst %v2uint %1 u_max %v [[B2]]
; CHECK: %cv = OpExtInst %v2uchar %1 u_clamp %c [[LO]] [[HI]]
; CHECK: [[I3:%[0-9]+]] = OpCompositeInsert %v4float %s [[U4:%[0-9]+]] 0
; CHECK-NEXT: [[S:%[0-9]+]] = OpVectorShuffle %v4float [[I3]] [[U4]] 0 0 0 0
; CHECK-NEXT: %fm = OpExtInst %v4float %1 fmax %f [[S]]
; CHECK: [[I4:%[0-9]+]] = OpCompositeInsert %v4float %s [[U4]] 0
; CHECK-NEXT: [[E:%[0-9]+]] = OpVectorShuffle %v4float [[I4]] [[U4]] 0 0 0 0
; CHECK-NEXT: %st = OpExtInst %v4float %1 step [[E]] %f
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %of, i32 %a, i32 %b, <2 x i32> %v, <4 x float> %f, float %s, <2 x i8> %c) {
  %m = call spir_func i32 @_Z3minii(i32 %a, i32 %b)
  store i32 %m, ptr addrspace(1) %o
  %w = call spir_func <2 x i32> @_Z3minDv2_ii(<2 x i32> %v, i32 %b)
  store <2 x i32> %w, ptr addrspace(1) %o
  %u = call spir_func i32 @_Z3minjj(i32 %a, i32 %b)
  store i32 %u, ptr addrspace(1) %o
  %uv = call spir_func <2 x i32> @_Z3maxDv2_jj(<2 x i32> %v, i32 %b)
  store <2 x i32> %uv, ptr addrspace(1) %o
  %cv = call spir_func <2 x i8> @_Z5clampDv2_hhh(<2 x i8> %c, i8 0, i8 9)
  store <2 x i8> %cv, ptr addrspace(1) %o
  %fm = call spir_func <4 x float> @_Z4fmaxDv4_ff(<4 x float> %f, float %s)
  store <4 x float> %fm, ptr addrspace(1) %of
  %st = call spir_func <4 x float> @_Z4stepfDv4_f(float %s, <4 x float> %f)
  store <4 x float> %st, ptr addrspace(1) %of
  ret void
}
declare spir_func i32 @_Z3minii(i32, i32)
declare spir_func i32 @_Z3minjj(i32, i32)
declare spir_func <2 x i32> @_Z3maxDv2_jj(<2 x i32>, i32)
declare spir_func <2 x i32> @_Z3minDv2_ii(<2 x i32>, i32)
declare spir_func <2 x i8> @_Z5clampDv2_hhh(<2 x i8>, i8, i8)
declare spir_func <4 x float> @_Z4fmaxDv4_ff(<4 x float>, float)
declare spir_func <4 x float> @_Z4stepfDv4_f(float, <4 x float>)
!opencl.ocl.version = !{!0}
!opencl.spir.version = !{!0}
!0 = !{i32 2, i32 0}
