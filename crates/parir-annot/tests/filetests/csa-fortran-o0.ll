; RUN: parir opt -passes=csa-fortran-intrinsics %s | FileCheck %s
; flang-new-19 -O0 output for
;     call builtin_csa_spmd(8, 0)
;     do i = 1, n ... end do
;     call builtin_csa_parallel_loop()
;     do i = 1, n
;       call builtin_csa_pipeline_loop(0)
;       ...
; (trimmed to the calls): literals are stored into temporaries whose addresses are passed.
; The calls become the intrinsics with the constants by value; the temporaries and their
; stores are deleted. A named constant passed as a pointer to a constant global is read from
; its initializer.

@_QFkECnw = internal constant i32 4

declare void @builtin_csa_spmd_(ptr, ptr)
declare void @builtin_csa_parallel_loop_()
declare void @builtin_csa_pipeline_loop_(ptr)

define void @k_(ptr %0, ptr %1) {
  %3 = alloca i32, i64 1, align 4
  %4 = alloca i32, i64 1, align 4
  %5 = alloca i32, i64 1, align 4
  %6 = alloca i32, i64 1, align 4
  store i32 8, ptr %4, align 4
  store i32 0, ptr %5, align 4
  call void @builtin_csa_spmd_(ptr %4, ptr %5)
  %7 = load i32, ptr %1, align 4
  store i32 %7, ptr %3, align 4
  call void @builtin_csa_parallel_loop_()
  store i32 0, ptr %6, align 4
  call void @builtin_csa_pipeline_loop_(ptr %6)
  call void @builtin_csa_spmd_(ptr @_QFkECnw, ptr @_QFkECnw)
  ret void
}

; CHECK: define void @k_(ptr %0, ptr %1) {
; CHECK-NEXT:   %3 = alloca i32, i64 1, align 4
; CHECK-NEXT:   call void @llvm.csa.spmd(i32 8, i32 0)
; CHECK-NEXT:   %4 = load i32, ptr %1, align 4
; CHECK-NEXT:   store i32 %4, ptr %3, align 4
; CHECK-NEXT:   call void @llvm.csa.parallel.loop()
; CHECK-NEXT:   call void @llvm.csa.pipeline.loop(i32 0)
; CHECK-NEXT:   call void @llvm.csa.spmd(i32 4, i32 4)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
