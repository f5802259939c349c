; atomicrmw and cmpxchg as llvm-spirv-15 writes them: the OpAtomic instruction at Device scope
; (whatever the syncscope) with the ordering's semantics; cmpxchg's { old, success } pair from
; OpAtomicCompareExchange (Equal: the success ordering, Unequal: the failure one) and the
; comparison of the old value with the comparator.
; CHECK: %a = OpAtomicIAdd %uint %p %uint_1 %uint_16 %x
; CHECK: %b = OpAtomicISub %uint %p %uint_1 %uint_2 %x
; CHECK: %c = OpAtomicExchange %uint %p %uint_1 %uint_4 %x
; CHECK: %d = OpAtomicAnd %uint %p %uint_1 %uint_8 %x
; CHECK: %e = OpAtomicOr %uint %p %uint_1 %uint_0 %x
; CHECK: %g = OpAtomicXor %uint %p %uint_1 %uint_16 %x
; CHECK: %h = OpAtomicSMax %uint %p %uint_1 %uint_16 %x
; CHECK: %i = OpAtomicSMin %uint %p %uint_1 %uint_16 %x
; CHECK: %j = OpAtomicUMax %uint %p %uint_1 %uint_16 %x
; CHECK: %l = OpAtomicUMin %uint %p %uint_1 %uint_16 %x
; CHECK: [[OLD:%[0-9]+]] = OpAtomicCompareExchange %uint %p %uint_1 %uint_16 %uint_2 %a %x
; CHECK-NEXT: [[OK:%[0-9]+]] = OpIEqual %bool [[OLD]] %x
; CHECK-NEXT: [[H:%[0-9]+]] = OpCompositeInsert %_struct_{{[0-9]+}} [[OLD]] %{{[0-9]+}} 0
; CHECK-NEXT: %n = OpCompositeInsert %_struct_{{[0-9]+}} [[OK]] [[H]] 1
; READ: %a = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %p, i32 %x)
; READ: %b = call spir_func i32 @_Z18__spirv_AtomicISubPU3AS1iiii(ptr addrspace(1) %p, i32 1, i32 2, i32 %x)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %f, i32 %x) {
  %a = atomicrmw add ptr addrspace(1) %p, i32 %x seq_cst
  %b = atomicrmw sub ptr addrspace(1) %p, i32 %x acquire
  %c = atomicrmw xchg ptr addrspace(1) %p, i32 %x release
  %d = atomicrmw and ptr addrspace(1) %p, i32 %x acq_rel
  %e = atomicrmw or ptr addrspace(1) %p, i32 %x monotonic
  %g = atomicrmw xor ptr addrspace(1) %p, i32 %x seq_cst
  %h = atomicrmw max ptr addrspace(1) %p, i32 %x seq_cst
  %i = atomicrmw min ptr addrspace(1) %p, i32 %x seq_cst
  %j = atomicrmw umax ptr addrspace(1) %p, i32 %x seq_cst
  %l = atomicrmw umin ptr addrspace(1) %p, i32 %x syncscope("workgroup") seq_cst
  %n = cmpxchg ptr addrspace(1) %p, i32 %x, i32 %a seq_cst acquire
  %o = extractvalue { i32, i1 } %n, 0
  %q = extractvalue { i32, i1 } %n, 1
  %r = zext i1 %q to i32
  %s = add i32 %o, %r
  store i32 %s, ptr addrspace(1) %p
  ret void
}
