; OpenCL C pipes as llvm-spirv-15 writes them: clang's lowering (`__read_pipe_2(pipe, ptr, size,
; align)`, `__reserve_write_pipe`, `__work_group_reserve_read_pipe`, ...) is the SPIR-V pipe
; instruction of the same operands, the packet as a generic byte pointer, a group form at its
; scope; target("spirv.Pipe", access) is OpTypePipe, target("spirv.ReserveId") OpTypeReserveId.
; Read back as the same functions.
; CHECK: OpCapability Pipes
; CHECK: %PipeReadOnly = OpTypePipe ReadOnly
; CHECK: %ReserveId = OpTypeReserveId
; CHECK: %n = OpReadPipe %uint %p %q %uint_4 %uint_4
; CHECK-NEXT: %r = OpReserveReadPipePackets %ReserveId %p %uint_2 %uint_4 %uint_4
; CHECK-NEXT: %ok = OpIsValidReserveId %bool %r
; CHECK-NEXT: %m = OpReservedReadPipe %uint %p %r %uint_1 %q %uint_4 %uint_4
; CHECK-NEXT: OpCommitReadPipe %p %r %uint_4 %uint_4
; CHECK-NEXT: %g = OpGroupReserveReadPipePackets %ReserveId %uint_2 %p %uint_8 %uint_4 %uint_4
; CHECK-NEXT: OpGroupCommitReadPipe %uint_2 %p %g %uint_4 %uint_4
; CHECK-NEXT: %c = OpGetNumPipePackets %uint %p %uint_4 %uint_4
; CHECK-NEXT: %x = OpGetMaxPipePackets %uint %p %uint_4 %uint_4
; READ: %n = call spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0) %p, ptr addrspace(4) %q, i32 4, i32 4)
; READ: %r = call spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0) %p, i32 2, i32 4, i32 4)
; READ: %ok = call spir_func i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId") %r)
; READ: %m = call spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0) %p, target("spirv.ReserveId") %r, i32 1, ptr addrspace(4) %q, i32 4, i32 4)
; READ: call spir_func void @__commit_read_pipe(
; READ: %g = call spir_func target("spirv.ReserveId") @__work_group_reserve_read_pipe(target("spirv.Pipe", 0) %p, i32 8, i32 4, i32 4)
; READ: call spir_func void @__work_group_commit_read_pipe(
; READ: @__get_pipe_num_packets_ro(
; READ: @__get_pipe_max_packets_ro(
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(target("spirv.Pipe", 0) %p, ptr addrspace(4) %q, ptr addrspace(1) %o) {
  %n = call spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0) %p, ptr addrspace(4) %q, i32 4, i32 4)
  %r = call spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0) %p, i32 2, i32 4, i32 4)
  %ok = call spir_func i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId") %r)
  %m = call spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0) %p, target("spirv.ReserveId") %r, i32 1, ptr addrspace(4) %q, i32 4, i32 4)
  call spir_func void @__commit_read_pipe(target("spirv.Pipe", 0) %p, target("spirv.ReserveId") %r, i32 4, i32 4)
  %g = call spir_func target("spirv.ReserveId") @__work_group_reserve_read_pipe(target("spirv.Pipe", 0) %p, i32 8, i32 4, i32 4)
  call spir_func void @__work_group_commit_read_pipe(target("spirv.Pipe", 0) %p, target("spirv.ReserveId") %g, i32 4, i32 4)
  %c = call spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0) %p, i32 4, i32 4)
  %x = call spir_func i32 @__get_pipe_max_packets_ro(target("spirv.Pipe", 0) %p, i32 4, i32 4)
  %s = add i32 %n, %m
  %s2 = add i32 %s, %c
  %s3 = add i32 %s2, %x
  %z = zext i1 %ok to i32
  %s4 = add i32 %s3, %z
  store i32 %s4, ptr addrspace(1) %o, align 4
  ret void
}
declare spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32)
declare spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0), i32, i32, i32)
declare spir_func i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId"))
declare spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, ptr addrspace(4), i32, i32)
declare spir_func void @__commit_read_pipe(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, i32)
declare spir_func target("spirv.ReserveId") @__work_group_reserve_read_pipe(target("spirv.Pipe", 0), i32, i32, i32)
declare spir_func void @__work_group_commit_read_pipe(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, i32)
declare spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0), i32, i32)
declare spir_func i32 @__get_pipe_max_packets_ro(target("spirv.Pipe", 0), i32, i32)
