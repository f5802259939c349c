; i1 in memory: a pointer the kernel uses for i1 points to bool, and the bool is stored and
; loaded as it is, as llvm-spirv-15 writes it (spirv-val accepts it); a Function variable of
; i1 holds a bool. Memory also used at another type takes the i1 as a byte (1 or 0, read
; back by comparing with 0): the second kernel.
; CHECK: %p = OpFunctionParameter %_ptr_CrossWorkgroup_bool
; CHECK: %slot = OpVariable %_ptr_Function_bool Function
; CHECK: OpStore %p %c Aligned 1
; CHECK: %d = OpLoad %bool %p Aligned 1
; CHECK: OpStore %slot %d Aligned 1
; CHECK: %l = OpLoad %bool %slot Aligned 1
; CHECK: [[B:%[0-9]+]] = OpSelect %uchar %c2 %uchar_1 %uchar_0
; CHECK-NEXT: OpStore %q [[B]] Aligned 1
; CHECK-NEXT: [[L:%[0-9]+]] = OpLoad %uchar %q Aligned 1
; CHECK-NEXT: %d2 = OpINotEqual %bool [[L]] %uchar_0
; READ: store i1 %c, ptr addrspace(1) %p, align 1
; READ: %l = load i1, ptr %slot, align 1
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %o, i32 %x) {
  %slot = alloca i1, align 1
  %c = icmp slt i32 %x, 3
  store i1 %c, ptr addrspace(1) %p, align 1
  %d = load i1, ptr addrspace(1) %p, align 1
  store i1 %d, ptr %slot, align 1
  %l = load i1, ptr %slot, align 1
  %e = select i1 %l, i32 1, i32 2
  store i32 %e, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @bytes(ptr addrspace(1) %q, i32 %x) {
  %c2 = icmp slt i32 %x, 3
  store i8 7, ptr addrspace(1) %q, align 1
  store i1 %c2, ptr addrspace(1) %q, align 1
  %d2 = load i1, ptr addrspace(1) %q, align 1
  %e2 = select i1 %d2, i8 1, i8 2
  store i8 %e2, ptr addrspace(1) %q
  ret void
}
