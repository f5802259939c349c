; RUN: parir opt -passes=always-inline %s | FileCheck %s
; Static allocas of the callee's entry block move to the start of the caller's entry block
; (the dead one is deleted), even when the call is in a later block. LLVM 19 also brackets
; them with llvm.lifetime markers, which parir does not add.
define i32 @tmp(i32 %x) alwaysinline {
entry:
  %a = alloca i32
  %dead = alloca i64
  store i32 %x, ptr %a
  %l = load i32, ptr %a
  ret i32 %l
}

define i32 @f(i32 %v, i1 %c) {
entry:
  %own = alloca i32
  br i1 %c, label %then, label %done
then:
  %r = call i32 @tmp(i32 %v)
  br label %done
done:
  %p = phi i32 [ 0, %entry ], [ %r, %then ]
  ret i32 %p
}

; CHECK: define i32 @tmp(i32 %x) #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = alloca i32
; CHECK-NEXT:   %dead = alloca i64
; CHECK-NEXT:   store i32 %x, ptr %a
; CHECK-NEXT:   %l = load i32, ptr %a
; CHECK-NEXT:   ret i32 %l
; CHECK-NEXT: }
; CHECK: define i32 @f(i32 %v, i1 %c) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a.i = alloca i32
; CHECK-NEXT:   %own = alloca i32
; CHECK-NEXT:   br i1 %c, label %then, label %done
; CHECK: then:                                             ; preds = %entry
; CHECK-NEXT:   store i32 %v, ptr %a.i
; CHECK-NEXT:   %l.i = load i32, ptr %a.i
; CHECK-NEXT:   br label %done
; CHECK: done:                                             ; preds = %then, %entry
; CHECK-NEXT:   %p = phi i32 [ 0, %entry ], [ %l.i, %then ]
; CHECK-NEXT:   ret i32 %p
; CHECK-NEXT: }
