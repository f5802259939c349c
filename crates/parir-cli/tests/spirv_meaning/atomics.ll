; Atomic loads and stores as llvm-spirv-15 writes them: Device scope (as wide as any syncscope
; of a kernel), the ordering's semantics bit (none for monotonic); read back as `load atomic` /
; `store atomic` with that ordering.
; CHECK: %v = OpAtomicLoad %uint %p %uint_1 %uint_16
; CHECK: %w = OpAtomicLoad %uint %l %uint_1 %uint_2
; CHECK: OpAtomicStore %p %uint_1 %uint_4 %s
; CHECK: OpAtomicStore %p %uint_1 %uint_0 %s
; READ: %v = load atomic i32, ptr addrspace(1) %p seq_cst, align 4
; READ: %w = load atomic i32, ptr addrspace(3) %l acquire, align 4
; READ: store atomic i32 %s, ptr addrspace(1) %p release, align 4
; READ: store atomic i32 %s, ptr addrspace(1) %p monotonic, align 4
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %l) {
  %v = load atomic i32, ptr addrspace(1) %p seq_cst, align 4
  %w = load atomic i32, ptr addrspace(3) %l syncscope("workgroup") acquire, align 4
  %s = add i32 %v, %w
  store atomic i32 %s, ptr addrspace(1) %p release, align 4
  store atomic i32 %s, ptr addrspace(1) %p monotonic, align 4
  ret void
}
