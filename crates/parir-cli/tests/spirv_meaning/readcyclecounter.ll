; LLVM's cycle counter: OpReadClockKHR at Device scope (scope id 1), with SPV_KHR_shader_clock's
; capability and extension; read back as the intrinsic. llvm-spirv-15 has no translation of
; the intrinsic, so there is no output of its own to compare with.
; NO-REVERSE: llvm-spirv-15 does not read SPV_KHR_shader_clock
; CHECK: OpCapability ShaderClockKHR
; CHECK: OpExtension "SPV_KHR_shader_clock"
; CHECK: %t0 = OpReadClockKHR %ulong %uint_1
; CHECK: %t1 = OpReadClockKHR %ulong %uint_1
; CHECK: %d = OpISub %ulong %t1 %t0
; READ: call i64 @llvm.readcyclecounter()
; READ: call i64 @llvm.readcyclecounter()
; READ: declare i64 @llvm.readcyclecounter()
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %o) {
  %t0 = call i64 @llvm.readcyclecounter()
  store i64 0, ptr addrspace(1) %o, align 8
  %t1 = call i64 @llvm.readcyclecounter()
  %d = sub i64 %t1, %t0
  store i64 %d, ptr addrspace(1) %o, align 8
  ret void
}
declare i64 @llvm.readcyclecounter()
