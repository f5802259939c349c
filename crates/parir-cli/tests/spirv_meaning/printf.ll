; OpenCL C's printf is OpenCL.std printf on a pointer to the format's bytes (a UniformConstant
; i8 array), not an imported variadic function; read back as the variadic printf.
; CHECK: %_str = OpVariable %_ptr_UniformConstant__arr_uchar_uint_6 UniformConstant
; CHECK: [[F:%[0-9]+]] = OpBitcast %_ptr_UniformConstant_uchar %_str
; CHECK-NEXT: %r = OpExtInst %uint %1 printf [[F]] %x %double_0_5
; CHECK-NOT: OpFunction %uint
; READ: call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str, i32 %{{.*}}, double 5.000000e-01)
; READ: declare spir_func i32 @printf(ptr addrspace(2), ...)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
@.str = private unnamed_addr addrspace(2) constant [6 x i8] c"%d %f\00", align 1
define spir_kernel void @k(i32 %x) {
  %r = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str, i32 %x, double 5.000000e-01)
  ret void
}
declare spir_func i32 @printf(ptr addrspace(2), ...)
