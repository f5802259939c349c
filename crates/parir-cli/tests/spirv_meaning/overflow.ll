; The overflow intrinsics in plain arithmetic, the pair put together by OpCompositeInsert into
; undef (llvm-spirv-15 calls an emulation function for sadd and umul and refuses the other four;
; its reader takes neither OpIAddCarry/OpISubBorrow nor OpUMulExtended/OpSMulExtended). The
; multiplications divide back with a divisor that is never 0 (nor -1 for smul). spirv_meaning.rs
; also runs all six on every pair of i8 values against LLVM's own.
; CHECK: [[S:%[0-9]+]] = OpIAdd %uint %a %b
; CHECK-NEXT: [[X:%[0-9]+]] = OpBitwiseXor %uint %a [[S]]
; CHECK-NEXT: [[Y:%[0-9]+]] = OpBitwiseXor %uint %b [[S]]
; CHECK-NEXT: [[A:%[0-9]+]] = OpBitwiseAnd %uint [[X]] [[Y]]
; CHECK-NEXT: [[O:%[0-9]+]] = OpSLessThan %bool [[A]] %uint_0
; CHECK-NEXT: [[H:%[0-9]+]] = OpCompositeInsert %_struct_{{[0-9]+}} [[S]] {{%[0-9]+}} 0
; CHECK-NEXT: %rs = OpCompositeInsert %_struct_{{[0-9]+}} [[O]] [[H]] 1
; CHECK: [[U:%[0-9]+]] = OpIAdd %uint %a %b
; CHECK-NEXT: OpULessThan %bool [[U]] %a
; CHECK: [[M:%[0-9]+]] = OpIMul %uint %a %b
; CHECK-NEXT: [[Z:%[0-9]+]] = OpIEqual %bool %a %uint_0
; CHECK-NEXT: [[D:%[0-9]+]] = OpSelect %uint [[Z]] %uint_1 %a
; CHECK-NEXT: [[Q:%[0-9]+]] = OpUDiv %uint [[M]] [[D]]
; CHECK-NEXT: OpINotEqual %bool [[Q]] %b
; READ: add i32 %a, %b
; READ: [[M:%[0-9]+]] = mul i32 %a, %b
; READ: udiv i32 [[M]],
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_func void @k(i32 %a, i32 %b, ptr addrspace(1) %p) {
  %rs = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %s = extractvalue { i32, i1 } %rs, 0
  %os = extractvalue { i32, i1 } %rs, 1
  %ru = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %u = extractvalue { i32, i1 } %ru, 0
  %rm = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %m = extractvalue { i32, i1 } %rm, 0
  %om = extractvalue { i32, i1 } %rm, 1
  %t = add i32 %s, %u
  %t2 = add i32 %t, %m
  store i32 %t2, ptr addrspace(1) %p, align 4
  %o = or i1 %os, %om
  %oz = zext i1 %o to i32
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1
  store i32 %oz, ptr addrspace(1) %q, align 4
  ret void
}
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
