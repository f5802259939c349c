; The saturating intrinsics are OpenCL.std's add_sat / sub_sat (llvm-spirv-15 refuses
; uadd.sat and ssub.sat, and expands sadd.sat through a helper); llvm.bitreverse is
; OpBitReverse as llvm-spirv-15 writes it, with the BitInstructions capability of
; SPV_KHR_bit_instructions that makes it valid in a Kernel module; llvm.fshl / llvm.fshr are
; shifts by c mod W, with the shift by 0 selecting the first (fshl) or second (fshr) operand
; (llvm-spirv-15's helper function shifts by W there).
; CHECK: OpCapability BitInstructions
; CHECK: OpExtension "SPV_KHR_bit_instructions"
; CHECK: %a = OpExtInst %uint {{%[0-9]+}} s_add_sat %x %y
; CHECK: %b = OpExtInst %uint {{%[0-9]+}} u_add_sat %a %y
; CHECK: %c = OpExtInst %uint {{%[0-9]+}} s_sub_sat %b %y
; CHECK: %d = OpExtInst %uint {{%[0-9]+}} u_sub_sat %c %y
; CHECK: %e = OpBitReverse %uint %d
; CHECK: [[S:%[0-9]+]] = OpUMod %uint %x %uint_32
; CHECK: [[B:%[0-9]+]] = OpISub %uint %uint_32 [[S]]
; CHECK: [[HI:%[0-9]+]] = OpShiftLeftLogical %uint %e [[S]]
; CHECK: [[LO:%[0-9]+]] = OpShiftRightLogical %uint %y [[B]]
; CHECK: [[OR:%[0-9]+]] = OpBitwiseOr %uint [[HI]] [[LO]]
; CHECK: [[Z:%[0-9]+]] = OpIEqual %bool [[S]] %uint_0
; CHECK: %f = OpSelect %uint [[Z]] %e [[OR]]
; CHECK: %g = OpSelect %uint {{%[0-9]+}} %y {{%[0-9]+}}
; CHECK: %w = OpBitReverse %v2ushort %v
; CHECK: %s = OpExtInst %v2ushort {{%[0-9]+}} u_add_sat %w %v
; READ: %e = call i32 @llvm.bitreverse.i32(i32 %d)
; READ: %w = call <2 x i16> @llvm.bitreverse.v2i16(<2 x i16> %v)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %o, i32 %x, i32 %y, i64 %z, <2 x i16> %v) {
  %a = call i32 @llvm.sadd.sat.i32(i32 %x, i32 %y)
  %b = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %y)
  %c = call i32 @llvm.ssub.sat.i32(i32 %b, i32 %y)
  %d = call i32 @llvm.usub.sat.i32(i32 %c, i32 %y)
  %e = call i32 @llvm.bitreverse.i32(i32 %d)
  %f = call i32 @llvm.fshl.i32(i32 %e, i32 %y, i32 %x)
  %g = call i32 @llvm.fshr.i32(i32 %f, i32 %y, i32 3)
  %h = call i64 @llvm.fshl.i64(i64 %z, i64 %z, i64 5)
  %w = call <2 x i16> @llvm.bitreverse.v2i16(<2 x i16> %v)
  %s = call <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16> %w, <2 x i16> %v)
  store i32 %g, ptr addrspace(1) %o
  store i64 %h, ptr addrspace(1) %o
  store <2 x i16> %s, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare <2 x i16> @llvm.bitreverse.v2i16(<2 x i16>)
declare <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16>, <2 x i16>)
