; OpenCL C vector loads and stores as llvm-spirv-15 writes them: OpenCL.std vloadn (with the
; length as a literal), vstoren, vload_half, vload_halfn, vstore_half_r (with the rounding
; mode) and vstore_halfn, the pointer to the element type; the reader gives back the
; built-ins with their own mangled names.
; CHECK: %a = OpExtInst %v4float {{%[0-9]+}} vloadn %i {{%[0-9]+}} 4
; CHECK: OpExtInst %void {{%[0-9]+}} vstoren %a %i {{%[0-9]+}}
; CHECK: %b = OpExtInst %float {{%[0-9]+}} vload_half %i {{%[0-9]+}}
; CHECK: %c = OpExtInst %v2float {{%[0-9]+}} vload_halfn %i {{%[0-9]+}} 2
; CHECK: OpExtInst %void {{%[0-9]+}} vstore_half_r %b %i {{%[0-9]+}} RTE
; CHECK: OpExtInst %void {{%[0-9]+}} vstore_halfn %c %i {{%[0-9]+}}
; READ: %a = call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 %i, ptr addrspace(1) %p)
; READ: call spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float> %a, i64 %i, ptr addrspace(1) %p)
; READ: call spir_func void @_Z15vstore_half_rtefmPU3AS1Dh(float %b, i64 %i, ptr addrspace(1) %h)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %h, i64 %i) {
  %a = call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 %i, ptr addrspace(1) %p)
  call spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float> %a, i64 %i, ptr addrspace(1) %p)
  %b = call spir_func float @_Z10vload_halfmPU3AS1KDh(i64 %i, ptr addrspace(1) %h)
  %c = call spir_func <2 x float> @_Z11vload_half2mPU3AS1KDh(i64 %i, ptr addrspace(1) %h)
  call spir_func void @_Z15vstore_half_rtefmPU3AS1Dh(float %b, i64 %i, ptr addrspace(1) %h)
  call spir_func void @_Z12vstore_half2Dv2_fmPU3AS1Dh(<2 x float> %c, i64 %i, ptr addrspace(1) %h)
  ret void
}
declare spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64, ptr addrspace(1))
declare spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float>, i64, ptr addrspace(1))
declare spir_func float @_Z10vload_halfmPU3AS1KDh(i64, ptr addrspace(1))
declare spir_func <2 x float> @_Z11vload_half2mPU3AS1KDh(i64, ptr addrspace(1))
declare spir_func void @_Z15vstore_half_rtefmPU3AS1Dh(float, i64, ptr addrspace(1))
declare spir_func void @_Z12vstore_half2Dv2_fmPU3AS1Dh(<2 x float>, i64, ptr addrspace(1))
!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
