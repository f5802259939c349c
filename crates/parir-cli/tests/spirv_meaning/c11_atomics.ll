; OpenCL C 2.0 atomics as llvm-spirv-15 writes them: Device scope and SequentiallyConsistent by
; default, the _explicit forms' constant memory_order and memory_scope (work_group →
; Workgroup); atomic_compare_exchange_strong loads the expected value, stores the old value
; back and gives their equality; atomic_init is a plain store; signedness of min/max from the
; _Atomic type.
; CHECK: %a = OpAtomicIAdd %uint [[P:%[0-9]+]] %uint_1 %uint_16 %x
; CHECK: %b = OpAtomicISub %uint {{%[0-9]+}} %uint_1 %uint_2 %x
; CHECK: %c = OpAtomicSMax %uint {{%[0-9]+}} %uint_2 %uint_0 %x
; CHECK: %d = OpAtomicLoad %uint {{%[0-9]+}} %uint_1 %uint_16
; CHECK: OpAtomicStore {{%[0-9]+}} %uint_1 %uint_16 %d
; CHECK: %f = OpAtomicExchange %uint {{%[0-9]+}} %uint_1 %uint_16 %x
; CHECK: [[E:%[0-9]+]] = OpLoad %uint [[EP:%[0-9]+]]
; CHECK-NEXT: [[OLD:%[0-9]+]] = OpAtomicCompareExchange %uint {{%[0-9]+}} %uint_1 %uint_16 %uint_16 %x [[E]]
; CHECK-NEXT: OpStore [[EP]] [[OLD]]
; CHECK-NEXT: %g = OpIEqual %bool [[OLD]] [[E]]
; CHECK: %h = OpAtomicAnd %uint {{%[0-9]+}} %uint_1 %uint_16 %x
; CHECK: %i = OpAtomicUMin %uint {{%[0-9]+}} %uint_1 %uint_16 %x
; CHECK: OpStore {{%[0-9]+}} %x
; READ: %b = call spir_func i32 @_Z18__spirv_AtomicISubPU3AS4iiii(ptr addrspace(4) %p, i32 1, i32 2, i32 %x)
; READ: %d = load atomic i32, ptr addrspace(4) %p seq_cst
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(4) %p, ptr addrspace(4) %e, i32 %x) {
  %a = call spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) %p, i32 %x)
  %b = call spir_func i32 @_Z25atomic_fetch_sub_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4) %p, i32 %x, i32 2)
  %c = call spir_func i32 @_Z25atomic_fetch_max_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %p, i32 %x, i32 0, i32 1)
  %d = call spir_func i32 @_Z11atomic_loadPU3AS4VU7_Atomici(ptr addrspace(4) %p)
  call spir_func void @_Z12atomic_storePU3AS4VU7_Atomicii(ptr addrspace(4) %p, i32 %d)
  %f = call spir_func i32 @_Z15atomic_exchangePU3AS4VU7_Atomicii(ptr addrspace(4) %p, i32 %x)
  %g = call spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomiciPU3AS4ii(ptr addrspace(4) %p, ptr addrspace(4) %e, i32 %x)
  %h = call spir_func i32 @_Z16atomic_fetch_andPU3AS4VU7_Atomicjj(ptr addrspace(4) %p, i32 %x)
  %i = call spir_func i32 @_Z16atomic_fetch_minPU3AS4VU7_Atomicjj(ptr addrspace(4) %p, i32 %x)
  call spir_func void @_Z11atomic_initPU3AS4VU7_Atomicii(ptr addrspace(4) %p, i32 %x)
  ret void
}
declare spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4), i32)
declare spir_func i32 @_Z25atomic_fetch_sub_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4), i32, i32)
declare spir_func i32 @_Z25atomic_fetch_max_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4), i32, i32, i32)
declare spir_func i32 @_Z11atomic_loadPU3AS4VU7_Atomici(ptr addrspace(4))
declare spir_func void @_Z12atomic_storePU3AS4VU7_Atomicii(ptr addrspace(4), i32)
declare spir_func i32 @_Z15atomic_exchangePU3AS4VU7_Atomicii(ptr addrspace(4), i32)
declare spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomiciPU3AS4ii(ptr addrspace(4), ptr addrspace(4), i32)
declare spir_func i32 @_Z16atomic_fetch_andPU3AS4VU7_Atomicjj(ptr addrspace(4), i32)
declare spir_func i32 @_Z16atomic_fetch_minPU3AS4VU7_Atomicjj(ptr addrspace(4), i32)
declare spir_func void @_Z11atomic_initPU3AS4VU7_Atomicii(ptr addrspace(4), i32)
!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
