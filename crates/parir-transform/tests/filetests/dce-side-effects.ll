; RUN: parir opt -passes=dce %s | FileCheck %s
; Volatile loads, calls that may write memory and unused allocas: only the latter two pure
; ones go away.
declare i32 @pure(i32) nounwind willreturn memory(none)
declare i32 @impure(i32)

define void @f(ptr %p) {
entry:
  %v = load volatile i32, ptr %p
  %n = load i32, ptr %p
  %q = call i32 @pure(i32 1)
  %r = call i32 @impure(i32 2)
  %s = alloca i64
  ret void
}
; CHECK-NOT: %n = load

; CHECK: define void @f(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %v = load volatile i32, ptr %p
; CHECK-NEXT:   %r = call i32 @impure(i32 2)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
