; __spirv_SpecConstant(id, default) is a module-level OpSpecConstant of the default (a bool's
; OpSpecConstantTrue/False) decorated SpecId id, as llvm-spirv-15 writes it; read back as its
; default value.
; CHECK-DAG: OpDecorate [[B:%[0-9]+]] SpecId 3
; CHECK-DAG: OpDecorate [[I:%[0-9]+]] SpecId 7
; CHECK-DAG: OpDecorate [[D:%[0-9]+]] SpecId 9
; CHECK-DAG: [[B]] = OpSpecConstantTrue %bool
; CHECK-DAG: [[I]] = OpSpecConstant %ushort 65535
; CHECK-DAG: [[D]] = OpSpecConstant %double 2.5
; READ: store i16 -1, ptr addrspace(1) %p, align 2
; READ: store double 2.500000e+00, ptr addrspace(1) %q, align 8
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %r) {
  %b = call i1 @_Z20__spirv_SpecConstantib(i32 3, i1 true)
  %i = call i16 @_Z20__spirv_SpecConstantis(i32 7, i16 -1)
  %d = call double @_Z20__spirv_SpecConstantid(i32 9, double 2.5)
  store i16 %i, ptr addrspace(1) %p, align 2
  store double %d, ptr addrspace(1) %q, align 8
  %z = zext i1 %b to i8
  store i8 %z, ptr addrspace(1) %r, align 1
  ret void
}
declare i1 @_Z20__spirv_SpecConstantib(i32, i1)
declare i16 @_Z20__spirv_SpecConstantis(i32, i16)
declare double @_Z20__spirv_SpecConstantid(i32, double)
