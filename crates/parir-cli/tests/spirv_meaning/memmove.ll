; llvm.memmove of a constant length as llvm-spirv-15 writes it: the source copied into a
; function-scope byte array, then into the destination, so overlapping regions move as memmove
; says (OpCopyMemorySized alone promises nothing for overlap). The array is a variable of the
; entry block (llvm-spirv-15 puts it where the call is, which spirv-val rejects).
; CHECK: OpLabel
; CHECK-NEXT: %t = OpVariable %_ptr_Function_uint Function
; CHECK-NEXT: [[T:%[0-9]+]] = OpVariable %_ptr_Function__arr_uchar_uint_12 Function
; CHECK: [[B:%[0-9]+]] = OpBitcast %_ptr_Function_uchar [[T]]
; CHECK-NEXT: OpCopyMemorySized [[B]] %p %ulong_12
; CHECK-NEXT: OpCopyMemorySized %d [[B]] %ulong_12
; READ: alloca [12 x i8]
; READ-COUNT-2: call void @llvm.memcpy
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) {
  %t = alloca i32, align 4
  store i32 1, ptr %t, align 4
  %d = getelementptr inbounds i8, ptr addrspace(1) %p, i64 1
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %p, i64 12, i1 false)
  ret void
}
declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
