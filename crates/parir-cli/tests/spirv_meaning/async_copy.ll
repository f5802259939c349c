; OpenCL C's async copies as llvm-spirv-15 writes them: async_work_group_copy is
; OpGroupAsyncCopy at Workgroup scope with stride 1 (of the count's type), the strided form with
; its stride, wait_group_events OpGroupWaitEvents, prefetch OpenCL.std prefetch; event_t,
; target("spirv.Event") in clang-19's IR, is OpTypeEvent and its zero OpConstantNull. All read
; back as the OpenCL C built-ins.
; CHECK: %Event = OpTypeEvent
; CHECK: [[N:%[0-9]+]] = OpConstantNull %Event
; CHECK: %e = OpVariable %_ptr_Function_Event Function
; CHECK: %a = OpGroupAsyncCopy %Event %uint_2 {{%[0-9a-z]+}} %g %ulong_16 %ulong_1 [[N]]
; CHECK: OpGroupWaitEvents %uint_2 %uint_1 %eg
; CHECK: %b = OpGroupAsyncCopy %Event %uint_2 %g {{%[0-9a-z]+}} %ulong_16 %ulong_4 %a
; CHECK: OpExtInst %void %1 prefetch %g %ulong_8
; READ: %a = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 16, target("spirv.Event") zeroinitializer)
; READ: call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %eg)
; READ: @_Z29async_work_group_strided_copyPU3AS1iPU3AS3Kimm9ocl_event(ptr addrspace(1) %g, ptr addrspace(3) %l, i64 16, i64 4, target("spirv.Event") %a)
; READ: call spir_func void @_Z8prefetchPU3AS1Kim(ptr addrspace(1) %g, i64 8)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  %e = alloca target("spirv.Event"), align 8
  %v = load i32, ptr addrspace(1) %g, align 4
  %a = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 16, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %a, ptr %e, align 8
  %eg = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %eg)
  %b = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1iPU3AS3Kimm9ocl_event(ptr addrspace(1) %g, ptr addrspace(3) %l, i64 16, i64 4, target("spirv.Event") %a)
  store target("spirv.Event") %b, ptr %e, align 8
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %eg)
  call spir_func void @_Z8prefetchPU3AS1Kim(ptr addrspace(1) %g, i64 8)
  ret void
}
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, target("spirv.Event"))
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1iPU3AS3Kimm9ocl_event(ptr addrspace(1), ptr addrspace(3), i64, i64, target("spirv.Event"))
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4))
declare spir_func void @_Z8prefetchPU3AS1Kim(ptr addrspace(1), i64)
