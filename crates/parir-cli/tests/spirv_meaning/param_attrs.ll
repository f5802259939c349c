; Parameter attributes keep their meaning: a byval struct stays a pointer to the struct in
; Function storage (the kernel ABI), with FuncParamAttr ByVal and its alignment; the others as
; llvm-spirv-15 decorates them (dereferenceable -> MaxByteOffset, which is SPIR-V 1.1).
; CHECK: Version: 1.1
; CHECK-DAG: OpDecorate %r FuncParamAttr Sret
; CHECK-DAG: OpDecorate %s FuncParamAttr ByVal
; CHECK-DAG: OpDecorate %s Alignment 8
; CHECK-DAG: OpDecorate %a FuncParamAttr NoAlias
; CHECK-DAG: OpDecorate %a FuncParamAttr NoCapture
; CHECK-DAG: OpDecorate %a FuncParamAttr NoWrite
; CHECK-DAG: OpDecorate %d MaxByteOffset 16
; CHECK-DAG: OpDecorate %z FuncParamAttr Zext
; CHECK-DAG: OpDecorate %x FuncParamAttr Sext
; CHECK-DAG: OpDecorate %n FuncParamAttr NoWrite
; CHECK-DAG: OpDecorate %al Alignment 16
; CHECK-DAG: OpDecorate %ks FuncParamAttr ByVal
; CHECK-DAG: OpDecorate %ks Alignment 8
; CHECK-DAG: OpDecorate %g FuncParamAttr Zext
; CHECK: %r = OpFunctionParameter %_ptr_Function_S
; CHECK-NEXT: %s = OpFunctionParameter %_ptr_Function_S
; CHECK: %ks = OpFunctionParameter %_ptr_Function_S
; READ: define spir_func void @f(ptr sret(%S) %r, ptr byval(%S) align 8 %s, ptr addrspace(1) noalias nocapture readonly %a, ptr addrspace(1) dereferenceable(16) %d, i8 zeroext %z, i16 signext %x, ptr addrspace(1) %w, ptr addrspace(1) readonly %n, ptr addrspace(1) align 16 %al)
; READ: define spir_func zeroext i8 @g(i8 %c)
; READ: define spir_kernel void @k(ptr byval(%S) align 8 %ks, ptr addrspace(1) %o)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
%S = type { i64, i64 }
define spir_func void @f(ptr sret(%S) %r, ptr byval(%S) align 8 %s, ptr addrspace(1) noalias nocapture readonly %a, ptr addrspace(1) dereferenceable(16) %d, i8 zeroext %z, i16 signext %x, ptr addrspace(1) writeonly %w, ptr addrspace(1) readnone %n, ptr addrspace(1) align 16 %al) {
  %v = load i64, ptr %s
  store i64 %v, ptr addrspace(1) %d
  ret void
}
define spir_func zeroext i8 @g(i8 %c) {
  ret i8 %c
}
define spir_kernel void @k(ptr byval(%S) align 8 %ks, ptr addrspace(1) %o) {
  %v = load i64, ptr %ks
  store i64 %v, ptr addrspace(1) %o
  ret void
}
