; A mangled function that is not an OpenCL built-in is an imported function (as llvm-spirv-15
; writes it), called with OpFunctionCall; a built-in parir does not translate is refused by
; name, never imported (see unsupported_builtin.ll).
; CHECK-DAG: OpDecorate %_Z8getScopev LinkageAttributes "_Z8getScopev" Import
; CHECK-DAG: OpDecorate %_Z6isGoodi LinkageAttributes "_Z6isGoodi" Import
; CHECK: %_Z8getScopev = OpFunction %uint None
; CHECK: %s = OpFunctionCall %uint %_Z8getScopev
; CHECK: %g = OpFunctionCall %uint %_Z6isGoodi %s
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %o) {
  %s = call spir_func i32 @_Z8getScopev()
  %g = call spir_func i32 @_Z6isGoodi(i32 %s)
  store i32 %g, ptr addrspace(1) %o
  ret void
}
declare spir_func i32 @_Z8getScopev()
declare spir_func i32 @_Z6isGoodi(i32)
