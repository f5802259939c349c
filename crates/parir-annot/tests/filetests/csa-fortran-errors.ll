; RUN: parir opt -passes=csa-fortran-intrinsics %s | FileCheck %s
; Arguments that are not integer constants are located errors (flang-new-19 output for
; `call builtin_csa_spmd(w, nw)` with a dummy argument w, and `call builtin_csa_pipeline_loop(n+1)`,
; whose temporary holds a computed value); a variable the program reads is not a constant
; either, nor is a temporary with no store before the call; a call with the wrong number of
; arguments (no interface) is an error. Erroneous calls are left as they are.

declare void @builtin_csa_spmd_(ptr, ptr)
declare void @builtin_csa_pipeline_loop_(ptr)
declare void @builtin_csa_parallel_loop_(ptr)

define void @v_(ptr %0, ptr %1, ptr %2) {
  %v = alloca i32, i64 1, align 4
  %5 = alloca i32, i64 1, align 4
  %6 = alloca i32, i64 1, align 4
  %none = alloca i32, i64 1, align 4
  store i32 4, ptr %5, align 4
  call void @builtin_csa_spmd_(ptr %2, ptr %5)
  %n = load i32, ptr %1, align 4
  %n1 = add i32 %n, 1
  store i32 %n1, ptr %6, align 4
  call void @builtin_csa_pipeline_loop_(ptr %6)
  store i32 2, ptr %v, align 4
  %r = load i32, ptr %v, align 4
  call void @builtin_csa_pipeline_loop_(ptr %v)
  call void @builtin_csa_pipeline_loop_(ptr %none)
  call void @builtin_csa_parallel_loop_(ptr %5)
  ret void
}

; CHECK: ; WARNING: error: <unknown>:0:0: call builtin_csa_spmd: argument 1 is a dummy argument of the procedure (a variable); CSA builtins take integer constants [csa-fortran-argument-not-constant] (at csa-fortran-errors.ll:18:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: call builtin_csa_pipeline_loop: argument 1 holds a computed value; CSA builtins take integer constants [csa-fortran-argument-not-constant] (at csa-fortran-errors.ll:22:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: call builtin_csa_pipeline_loop: argument 1 is a variable the program also uses (`load`); CSA builtins take integer constants [csa-fortran-argument-not-constant] (at csa-fortran-errors.ll:25:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: call builtin_csa_pipeline_loop: argument 1 is a variable that no constant is stored into before the call; CSA builtins take integer constants [csa-fortran-argument-not-constant] (at csa-fortran-errors.ll:26:3)
; CHECK-NEXT: ; WARNING: error: <unknown>:0:0: call builtin_csa_parallel_loop: 1 arguments, expected 0 (include csa.inc for the interface) [csa-fortran-bad-call] (at csa-fortran-errors.ll:27:3)
; CHECK: define void @v_(ptr %0, ptr %1, ptr %2) {
; CHECK-NEXT:   %v = alloca i32, i64 1, align 4
; CHECK-NEXT:   %4 = alloca i32, i64 1, align 4
; CHECK-NEXT:   %5 = alloca i32, i64 1, align 4
; CHECK-NEXT:   %none = alloca i32, i64 1, align 4
; CHECK-NEXT:   store i32 4, ptr %4, align 4
; CHECK-NEXT:   call void @builtin_csa_spmd_(ptr %2, ptr %4)
; CHECK-NEXT:   %n = load i32, ptr %1, align 4
; CHECK-NEXT:   %n1 = add i32 %n, 1
; CHECK-NEXT:   store i32 %n1, ptr %5, align 4
; CHECK-NEXT:   call void @builtin_csa_pipeline_loop_(ptr %5)
; CHECK-NEXT:   store i32 2, ptr %v, align 4
; CHECK-NEXT:   %r = load i32, ptr %v, align 4
; CHECK-NEXT:   call void @builtin_csa_pipeline_loop_(ptr %v)
; CHECK-NEXT:   call void @builtin_csa_pipeline_loop_(ptr %none)
; CHECK-NEXT:   call void @builtin_csa_parallel_loop_(ptr %4)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
