; RUN: parir opt -passes=inline %s | FileCheck %s
; `inline`: small callees are inlined callees-first (@leaf into @mid, then @mid into @top);
; `noinline` callees, `noinline` call sites and recursive functions are not.
define i32 @leaf(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @mid(i32 %x) {
  %a = call i32 @leaf(i32 %x)
  %b = mul i32 %a, 2
  ret i32 %b
}

define i32 @never(i32 %x) noinline {
  ret i32 %x
}

define i32 @rec(i32 %x) {
  %c = icmp eq i32 %x, 0
  br i1 %c, label %z, label %nz
z:
  ret i32 0
nz:
  %d = sub i32 %x, 1
  %r = call i32 @rec(i32 %d)
  ret i32 %r
}

define i32 @top(i32 %x) {
  %a = call i32 @mid(i32 %x)
  %b = call i32 @never(i32 %a)
  %c = call i32 @rec(i32 %b)
  %d = call i32 @leaf(i32 %c) noinline
  ret i32 %d
}

; CHECK: define i32 @leaf(i32 %x) {
; CHECK-NEXT:   %y = add i32 %x, 1
; CHECK-NEXT:   ret i32 %y
; CHECK-NEXT: }
; CHECK: define i32 @mid(i32 %x) {
; CHECK-NEXT:   %y.i = add i32 %x, 1
; CHECK-NEXT:   %b = mul i32 %y.i, 2
; CHECK-NEXT:   ret i32 %b
; CHECK-NEXT: }
; CHECK: define i32 @never(i32 %x) #0 {
; CHECK-NEXT:   ret i32 %x
; CHECK-NEXT: }
; CHECK: define i32 @rec(i32 %x) {
; CHECK-NEXT:   %c = icmp eq i32 %x, 0
; CHECK-NEXT:   br i1 %c, label %z, label %nz
; CHECK: z:                                                ; preds = %0
; CHECK-NEXT:   ret i32 0
; CHECK: nz:                                               ; preds = %0
; CHECK-NEXT:   %d = sub i32 %x, 1
; CHECK-NEXT:   %r = call i32 @rec(i32 %d)
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }
; CHECK: define i32 @top(i32 %x) {
; CHECK-NEXT:   %y.i.i = add i32 %x, 1
; CHECK-NEXT:   %b.i = mul i32 %y.i.i, 2
; CHECK-NEXT:   %b = call i32 @never(i32 %b.i)
; CHECK-NEXT:   %c = call i32 @rec(i32 %b)
; CHECK-NEXT:   %d = call i32 @leaf(i32 %c) #0
; CHECK-NEXT:   ret i32 %d
; CHECK-NEXT: }
