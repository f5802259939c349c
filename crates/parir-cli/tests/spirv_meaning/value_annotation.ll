; llvm.annotation of an integer (clang's __builtin_annotation) decorates the integer with
; UserSemantic and stands for it; the reader gives the intrinsic back after the value.
; NO-REVERSE: llvm-spirv-15 -r reads UserSemantic on an integer as a ptr.annotation of i32, which its verifier rejects
; CHECK: OpDecorate %m UserSemantic "hot"
; CHECK: %m = OpIMul %uint %x %uint_3
; CHECK-NEXT: %y = OpIAdd %uint %m %uint_1
; READ: %m = mul i32 %x, 3
; READ-NEXT: call i32 @llvm.annotation.i32.p0(i32 %m, ptr @.str.annotation, ptr poison, i32 poison)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
@s.hot = private unnamed_addr addrspace(1) constant [4 x i8] c"hot\00", section "llvm.metadata"
@s.file = private unnamed_addr addrspace(1) constant [5 x i8] c"k.cl\00", section "llvm.metadata"
define spir_kernel void @k(i32 %x, ptr addrspace(1) %o) {
  %m = mul i32 %x, 3
  %a = call i32 @llvm.annotation.i32.p1(i32 %m, ptr addrspace(1) @s.hot, ptr addrspace(1) @s.file, i32 9)
  %y = add i32 %a, 1
  store i32 %y, ptr addrspace(1) %o, align 4
  ret void
}
declare i32 @llvm.annotation.i32.p1(i32, ptr addrspace(1), ptr addrspace(1), i32)
