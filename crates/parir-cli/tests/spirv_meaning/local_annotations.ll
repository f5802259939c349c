; clang's annotate attribute on a local variable (llvm.var.annotation) and on a struct member
; (llvm.ptr.annotation, which returns its pointer: a chain of two decorates one id), with the
; attribute's constant arguments appended to the string as llvm-spirv-15 writes them
; ("name: 7, 1", a bool as 0/1, zeroinitializer as zeros). The reader gives the intrinsics
; back: var.annotation after the variable, ptr.annotation after the member's address.
; CHECK: Version: 1.4
; CHECK-DAG: OpDecorate %count UserSemantic "counter"
; CHECK-DAG: OpDecorate %count UserSemantic "tuned: 7, 1"
; CHECK-DAG: OpDecorate %field UserSemantic "member"
; CHECK-DAG: OpDecorate %field UserSemantic "zeros: 0, 0"
; CHECK-NOT: llvm.var.annotation
; READ: %count = alloca i32
; READ-NEXT: call void @llvm.var.annotation.p0.p0(ptr %count, ptr @.str.annotation, ptr poison, i32 poison, ptr poison)
; READ-NEXT: call void @llvm.var.annotation.p0.p0(ptr %count, ptr @.str.annotation.1, ptr poison, i32 poison, ptr poison)
; READ: %field = getelementptr
; READ-NEXT: call ptr @llvm.ptr.annotation.p0.p0(ptr %field, ptr @.str.annotation.2, ptr poison, i32 poison, ptr poison)
; READ-NEXT: call ptr @llvm.ptr.annotation.p0.p0(ptr %field, ptr @.str.annotation.3, ptr poison, i32 poison, ptr poison)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
%pair = type { i32, i32 }
@s.counter = private unnamed_addr addrspace(1) constant [8 x i8] c"counter\00", section "llvm.metadata"
@s.tuned = private unnamed_addr addrspace(1) constant [6 x i8] c"tuned\00", section "llvm.metadata"
@s.member = private unnamed_addr addrspace(1) constant [7 x i8] c"member\00", section "llvm.metadata"
@s.zeros = private unnamed_addr addrspace(1) constant [6 x i8] c"zeros\00", section "llvm.metadata"
@s.file = private unnamed_addr addrspace(1) constant [6 x i8] c"k.cl\00\00", section "llvm.metadata"
@args.tuned = private unnamed_addr addrspace(1) constant { i32, i1 } { i32 7, i1 true }, section "llvm.metadata"
@args.zeros = private unnamed_addr addrspace(1) constant { i64, i8 } zeroinitializer, section "llvm.metadata"
define spir_kernel void @k(ptr addrspace(1) %o) {
  %count = alloca i32, align 4
  call void @llvm.var.annotation.p0.p1(ptr %count, ptr addrspace(1) @s.counter, ptr addrspace(1) @s.file, i32 3, ptr addrspace(1) null)
  call void @llvm.var.annotation.p0.p1(ptr %count, ptr addrspace(1) @s.tuned, ptr addrspace(1) @s.file, i32 3, ptr addrspace(1) @args.tuned)
  %p = alloca %pair, align 4
  %field = getelementptr inbounds %pair, ptr %p, i32 0, i32 1
  %a1 = call ptr @llvm.ptr.annotation.p0.p1(ptr %field, ptr addrspace(1) @s.member, ptr addrspace(1) @s.file, i32 5, ptr addrspace(1) null)
  %a2 = call ptr @llvm.ptr.annotation.p0.p1(ptr %a1, ptr addrspace(1) @s.zeros, ptr addrspace(1) @s.file, i32 5, ptr addrspace(1) @args.zeros)
  store i32 3, ptr %a2, align 4
  store i32 4, ptr %count, align 4
  %v = load i32, ptr %a2, align 4
  %c = load i32, ptr %count, align 4
  %s = add i32 %v, %c
  store i32 %s, ptr addrspace(1) %o, align 4
  ret void
}
declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare ptr @llvm.ptr.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
