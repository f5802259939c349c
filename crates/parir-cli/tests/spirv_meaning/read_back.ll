; What the writer writes, the reader reads back: OpenCL.std nan and shuffle (unsigned
; argument mangling), pointer arguments (fract), and constant vector arguments.
; CHECK: OpExtInst %float %1 nan %u
; CHECK: OpExtInst %v2float %1 shuffle %v %m
; READ: %n = call spir_func float @_Z3nanj(i32 %u)
; READ: %s = call spir_func <2 x float> @_Z7shuffleDv2_fDv2_j(<2 x float> %v, <2 x i32> %m)
; READ: %f = call spir_func float @_Z5fractfPU3AS1f(float %n, ptr addrspace(1)
; READ: %c = call spir_func <2 x i32> @_Z5clampDv2_iS_S_(<2 x i32> %m, <2 x i32> zeroinitializer, <2 x i32> <i32 7, i32 7>)
; READ: declare spir_func <2 x i32> @_Z5clampDv2_iS_S_(<2 x i32>, <2 x i32>, <2 x i32>)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %io, i32 %u, <2 x float> %v, <2 x i32> %m) {
  %n = call spir_func float @_Z3nanj(i32 %u)
  %s = call spir_func <2 x float> @_Z7shuffleDv2_fDv2_j(<2 x float> %v, <2 x i32> %m)
  %f = call spir_func float @_Z5fractfPU3AS1f(float %n, ptr addrspace(1) %o)
  %e = extractelement <2 x float> %s, i32 0
  %t = fadd float %f, %e
  store float %t, ptr addrspace(1) %o
  %c = call spir_func <2 x i32> @_Z5clampDv2_iii(<2 x i32> %m, i32 0, i32 7)
  store <2 x i32> %c, ptr addrspace(1) %io
  ret void
}
declare spir_func float @_Z3nanj(i32)
declare spir_func <2 x float> @_Z7shuffleDv2_fDv2_j(<2 x float>, <2 x i32>)
declare spir_func float @_Z5fractfPU3AS1f(float, ptr addrspace(1))
declare spir_func <2 x i32> @_Z5clampDv2_iii(<2 x i32>, i32, i32)
