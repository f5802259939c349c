; clang's annotate attribute (@llvm.global.annotations) becomes UserSemantic on the function or
; variable it names, through address-space casts, as llvm-spirv-15 writes it (SPIR-V 1.4); the
; list itself is not a variable of the module.
; CHECK: Version: 1.4
; CHECK-DAG: OpDecorate %foo UserSemantic "annotation_on_function"
; CHECK-DAG: OpDecorate %samples UserSemantic "{register:1}"
; CHECK-NOT: llvm.global.annotations
; The reader lists them again in @llvm.global.annotations (addrspace-0 pointers, as clang's).
; READ: @llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @foo, ptr @.str.annotation, ptr null, i32 0, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @samples to ptr), ptr @.str.annotation.1, ptr null, i32 0, ptr null }], section "llvm.metadata"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
@samples = addrspace(1) global i32 0
@.str = private unnamed_addr addrspace(1) constant [23 x i8] c"annotation_on_function\00", section "llvm.metadata"
@.str.1 = private unnamed_addr addrspace(1) constant [13 x i8] c"{register:1}\00", section "llvm.metadata"
@llvm.global.annotations = appending global [2 x { ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr }] [{ ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr } { ptr @foo, ptr addrspace(1) @.str, ptr addrspace(1) null, i32 2, ptr null }, { ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr } { ptr addrspacecast (ptr addrspace(1) @samples to ptr), ptr addrspace(1) @.str.1, ptr addrspace(1) null, i32 3, ptr null }], section "llvm.metadata"
define spir_func void @foo(ptr addrspace(1) %o) {
  %v = load i32, ptr addrspace(1) @samples
  store i32 %v, ptr addrspace(1) %o
  ret void
}
