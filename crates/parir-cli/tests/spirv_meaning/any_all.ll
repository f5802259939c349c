; OpenCL C's any/all as llvm-spirv-15 writes them: the sign bits (x <s 0), OpAny / OpAll for a
; vector, then 1 or 0; read back as LLVM's or / and reduction. A select of vectors on a scalar
; condition (which SPIR-V takes only from 1.4) gets the condition in every lane, inserted and
; shuffled as llvm-spirv-15's reader takes it.
; CHECK: [[N:%[0-9]+]] = OpSLessThan %v3bool %x {{%[0-9]+}}
; CHECK-NEXT: [[A:%[0-9]+]] = OpAny %bool [[N]]
; CHECK-NEXT: %a = OpSelect %uint [[A]] %uint_1 %uint_0
; CHECK: [[S:%[0-9]+]] = OpSLessThan %bool %l %ulong_0
; CHECK-NEXT: %s = OpSelect %uint [[S]] %uint_1 %uint_0
; CHECK: [[I:%[0-9]+]] = OpCompositeInsert %v3bool %c {{%[0-9]+}} 0
; CHECK-NEXT: [[V:%[0-9]+]] = OpVectorShuffle %v3bool [[I]] {{%[0-9]+}} 0 0 0
; CHECK-NEXT: %v = OpSelect %v3uint [[V]] %x %y
; READ: icmp slt <3 x i32> %x, zeroinitializer
; READ-NEXT: call i1 @llvm.vector.reduce.or.v3i1(<3 x i1>
; READ: icmp slt i64 %l, 0
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(<3 x i32> %x, <3 x i32> %y, i64 %l, i1 %c, ptr addrspace(1) %o, ptr addrspace(1) %p) {
  %a = call spir_func i32 @_Z3anyDv3_i(<3 x i32> %x)
  %s = call spir_func i32 @_Z3alll(i64 %l)
  %t = add i32 %a, %s
  store i32 %t, ptr addrspace(1) %o, align 4
  %v = select i1 %c, <3 x i32> %x, <3 x i32> %y
  store <3 x i32> %v, ptr addrspace(1) %p, align 16
  ret void
}
declare spir_func i32 @_Z3anyDv3_i(<3 x i32>)
declare spir_func i32 @_Z3alll(i64)
