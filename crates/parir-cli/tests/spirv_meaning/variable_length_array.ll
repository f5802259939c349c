; A dynamic alloca and llvm.stacksave/stackrestore as llvm-spirv-15 writes them with its
; extensions (SPV_INTEL_variable_length_array): OpVariableLengthArrayINTEL where the alloca is,
; OpSaveMemoryINTEL, OpRestoreMemoryINTEL; read back as the same IR.
; CHECK: OpCapability VariableLengthArrayINTEL
; CHECK: OpExtension "SPV_INTEL_variable_length_array"
; CHECK: %s = OpSaveMemoryINTEL %_ptr_Function_uchar
; CHECK-NEXT: %a = OpVariableLengthArrayINTEL %_ptr_Function_uint %n
; CHECK: OpRestoreMemoryINTEL %s
; READ: %s = call ptr @llvm.stacksave.p0()
; READ-NEXT: %a = alloca i32, i64 %n, align 4
; READ: call void @llvm.stackrestore.p0(ptr %s)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %o, i64 %n) {
  %s = call ptr @llvm.stacksave.p0()
  %a = alloca i32, i64 %n, align 4
  store i32 1, ptr %a, align 4
  %v = load i32, ptr %a, align 4
  store i32 %v, ptr addrspace(1) %o, align 4
  call void @llvm.stackrestore.p0(ptr %s)
  ret void
}
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
