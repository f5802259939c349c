; A global variable in the generic address space has no storage class a SPIR-V variable may
; have: refused, naming it (the module spirv-val rejected before; llvm-spirv-15 fails too).
; ERROR: @constinit: a global variable in the generic address space (4) has no SPIR-V storage class
target triple = "spir64-unknown-unknown"
@constinit = private addrspace(4) global [3 x i64] zeroinitializer, align 8
define spir_kernel void @k(ptr addrspace(1) %o) {
  %v = load i64, ptr addrspace(4) @constinit
  store i64 %v, ptr addrspace(1) %o
  ret void
}
