; A `__spirv_BuiltIn` variable SPIR-V does not have is refused, naming it.
; ERROR: @__spirv_BuiltInNoSuchThing: unknown SPIR-V built-in variable `__spirv_BuiltInNoSuchThing`
target triple = "spir64-unknown-unknown"
@__spirv_BuiltInNoSuchThing = external addrspace(1) constant i64
define spir_kernel void @k(ptr addrspace(1) %o) {
  %v = load i64, ptr addrspace(1) @__spirv_BuiltInNoSuchThing
  store i64 %v, ptr addrspace(1) %o
  ret void
}
