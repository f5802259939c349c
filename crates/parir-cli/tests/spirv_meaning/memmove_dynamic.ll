; llvm.memmove of a length known only at run time has no form that keeps its meaning (the
; temporary would need a size): refused, located, rather than written as a plain copy.
; ERROR: @k: llvm.memmove of a length known only at run time
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, i64 %n) {
  %d = getelementptr inbounds i8, ptr addrspace(1) %p, i64 1
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %p, i64 %n, i1 false)
  ret void
}
declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
