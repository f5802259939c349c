; llvm.memset with a constant value and length as llvm-spirv-15 writes it: a constant byte array
; (OpConstantNull for 0, else the value repeated) in a UniformConstant variable copied over by
; OpCopyMemorySized, the destination's alignment kept; read back as llvm.memcpy from that
; constant.
; CHECK: [[Z:%[0-9]+]] = OpConstantNull %_arr_uchar_ulong_16
; CHECK: [[ZV:%[0-9]+]] = OpVariable %_ptr_UniformConstant__arr_uchar_ulong_16 UniformConstant [[Z]]
; CHECK: [[S:%[0-9]+]] = OpConstantComposite %_arr_uchar_ulong_3 %uchar_7 %uchar_7 %uchar_7
; CHECK: [[SV:%[0-9]+]] = OpVariable %_ptr_UniformConstant__arr_uchar_ulong_3 UniformConstant [[S]]
; CHECK: [[ZP:%[0-9]+]] = OpBitcast %_ptr_UniformConstant_uchar [[ZV]]
; CHECK-NEXT: OpCopyMemorySized %p [[ZP]] %ulong_16 Aligned 4
; CHECK: [[SP:%[0-9]+]] = OpBitcast %_ptr_UniformConstant_uchar [[SV]]
; CHECK-NEXT: OpCopyMemorySized %q [[SP]] %ulong_3
; READ: constant [3 x i8] c"\07\07\07"
; READ: call void @llvm.memcpy.p1.p2.i64(ptr addrspace(1) align 4 %p, ptr addrspace(2) align 4 @{{.*}}, i64 16, i1 false)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %p, i8 0, i64 16, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %q, i8 7, i64 3, i1 false)
  ret void
}
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)
