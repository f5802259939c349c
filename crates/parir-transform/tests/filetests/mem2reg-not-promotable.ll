; RUN: parir opt -passes=mem2reg %s | FileCheck %s
; An escaping alloca, a volatile access and an aggregate stay in memory; the undef read of
; a never-stored variable becomes `undef`.
declare void @escape(ptr)

define i32 @f() {
entry:
  %esc = alloca i32
  %vol = alloca i32
  %agg = alloca [4 x i32]
  %never = alloca i32
  call void @escape(ptr %esc)
  store volatile i32 1, ptr %vol
  %u = load i32, ptr %never
  ret i32 %u
}

; CHECK: define i32 @f() {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %esc = alloca i32
; CHECK-NEXT:   %vol = alloca i32
; CHECK-NEXT:   %agg = alloca [4 x i32]
; CHECK-NEXT:   call void @escape(ptr %esc)
; CHECK-NEXT:   store volatile i32 1, ptr %vol
; CHECK-NEXT:   ret i32 undef
; CHECK-NEXT: }
