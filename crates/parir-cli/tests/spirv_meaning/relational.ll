; OpenCL C relational built-ins, dot and work_group_all as llvm-spirv-15 writes them: the
; comparison or test gives bools, then 1 / 0 for a scalar and -1 / 0 per vector component;
; dot is OpDot on vectors and a product on scalars; work_group_all is OpGroupAll at
; Workgroup scope on `p != 0`.
; CHECK: OpCapability Groups
; CHECK-DAG: [[ONES:%[0-9]+]] = OpConstantComposite %v4uint %uint_4294967295 %uint_4294967295 %uint_4294967295 %uint_4294967295
; CHECK-DAG: [[ZEROS:%[0-9]+]] = OpConstantComposite %v4uint %uint_0 %uint_0 %uint_0 %uint_0
; CHECK: [[E:%[0-9]+]] = OpFOrdEqual %bool %a %b
; CHECK-NEXT: %e = OpSelect %uint [[E]] %uint_1 %uint_0
; CHECK: [[F:%[0-9]+]] = OpIsFinite %bool %a
; CHECK-NEXT: %f = OpSelect %uint [[F]] %uint_1 %uint_0
; CHECK: [[L:%[0-9]+]] = OpFOrdLessThan %v4bool %x %y
; CHECK-NEXT: %l = OpSelect %v4uint [[L]] [[ONES]] [[ZEROS]]
; CHECK: %d = OpDot %float %x %y
; CHECK: %s = OpFMul %float %a %b
; CHECK: [[P:%[0-9]+]] = OpINotEqual %bool %p %uint_0
; CHECK-NEXT: [[W:%[0-9]+]] = OpGroupAll %bool %uint_2 [[P]]
; CHECK-NEXT: %w = OpSelect %uint [[W]] %uint_1 %uint_0
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %vo, ptr addrspace(1) %fo, float %a, float %b, <4 x float> %x, <4 x float> %y, i32 %p) {
  %e = call spir_func i32 @_Z7isequalff(float %a, float %b)
  store i32 %e, ptr addrspace(1) %o
  %f = call spir_func i32 @_Z8isfinitef(float %a)
  store i32 %f, ptr addrspace(1) %o
  %l = call spir_func <4 x i32> @_Z6islessDv4_fS_(<4 x float> %x, <4 x float> %y)
  store <4 x i32> %l, ptr addrspace(1) %vo
  %d = call spir_func float @_Z3dotDv4_fS_(<4 x float> %x, <4 x float> %y)
  %s = call spir_func float @_Z3dotff(float %a, float %b)
  %t = fadd float %d, %s
  store float %t, ptr addrspace(1) %fo
  %w = call spir_func i32 @_Z14work_group_alli(i32 %p)
  store i32 %w, ptr addrspace(1) %o
  ret void
}
declare spir_func i32 @_Z7isequalff(float, float)
declare spir_func i32 @_Z8isfinitef(float)
declare spir_func <4 x i32> @_Z6islessDv4_fS_(<4 x float>, <4 x float>)
declare spir_func float @_Z3dotDv4_fS_(<4 x float>, <4 x float>)
declare spir_func float @_Z3dotff(float, float)
declare spir_func i32 @_Z14work_group_alli(i32)
!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
