; Arithmetic and conversions on i1 and vectors of i1, as clang and LLVM's passes leave them:
; a sum or difference of bools is their exclusive or, a product their and; uitofp / sitofp of
; a bool select 1.0 / -1.0 or 0.0; a <4 x i1> in memory that is also read at another type is
; four bytes (a select of 1 or 0 to store, a comparison with zero after the load), as a scalar
; i1 is one. The reader gives
; each back as LLVM IR of the same meaning.
; CHECK: %s = OpLogicalNotEqual %bool %a %b
; CHECK: %d = OpLogicalNotEqual %bool %a %b
; CHECK: %p = OpLogicalAnd %bool %a %b
; CHECK: %u = OpSelect %float %p %float_1 %float_0
; CHECK: %n = OpSelect %double %s %double_n1 %double_0
; CHECK: [[B:%[0-9]+]] = OpSelect %v4uchar %m {{%[0-9]+}} {{%[0-9]+}}
; CHECK-NEXT: OpStore {{%[0-9]+}} [[B]]
; CHECK: [[L:%[0-9]+]] = OpLoad %v4uchar
; CHECK-NEXT: %back = OpINotEqual %v4bool [[L]] {{%[0-9]+}}
; READ: %s = xor i1 %a, %b
; READ: %p = and i1 %a, %b
; READ: %u = select i1 %p, float 1.000000e+00, float 0.000000e+00
; READ: %n = select i1 %s, double -1.000000e+00, double 0.000000e+00
; READ: store <4 x i8>
; READ: %back = icmp ne <4 x i8>
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(i1 %a, i1 %b, <4 x i1> %m, ptr addrspace(1) %f, ptr addrspace(1) %g, ptr addrspace(1) %bytes, ptr addrspace(1) %o) {
  %word = load i32, ptr addrspace(1) %bytes, align 4
  store i32 %word, ptr addrspace(1) %o, align 4
  %s = add i1 %a, %b
  %d = sub i1 %a, %b
  %p = mul i1 %a, %b
  %u = uitofp i1 %p to float
  store float %u, ptr addrspace(1) %f, align 4
  %n = sitofp i1 %s to double
  store double %n, ptr addrspace(1) %g, align 8
  store <4 x i1> %m, ptr addrspace(1) %bytes, align 4
  %back = load <4 x i1>, ptr addrspace(1) %bytes, align 4
  %any = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %back)
  %e = xor i1 %any, %d
  %z = zext i1 %e to i32
  store i32 %z, ptr addrspace(1) %o, align 4
  ret void
}
declare i1 @llvm.vector.reduce.or.v4i1(<4 x i1>)
