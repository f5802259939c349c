; RUN: parir run %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: parir run --poison-frames %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: parir run --parallel=2 %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: parir sanitize %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: lli-19 %s | FileCheck %s --check-prefix=STDOUT --exact
; Private scalar allocas live in frame slots, and loads of them read the slot directly when
; no store intervenes before their last use (decode/promote.rs: promotable_allocas, aliased_loads).
; Each printed value pins one case; the expected output (STDOUT lines) is what lli-19 prints
; (no read of uninitialized memory, whose value differs between the two).
; STDOUT: 5 7 7 100 51039
; STDOUT: 15 25 8
@.fmt = private constant [16 x i8] c"%d %d %d %d %d\0A\00"

declare i32 @printf(ptr, ...)

@.fmt2 = private constant [10 x i8] c"%d %d %d\0A\00"

; Loads taken by phis, and variables stored once from an argument or constant.
define i32 @phis(i32 %x, i1 %c) {
entry:
  %v = alloca i32, align 4
  %p = alloca i32, align 4
  %k = alloca i32, align 4
  store i32 %x, ptr %p, align 4
  store i32 3, ptr %k, align 4
  store i32 10, ptr %v, align 4
  ; taken by the phi on the edge from this block, but overwritten before the block ends
  %a = load i32, ptr %v, align 4
  store i32 20, ptr %v, align 4
  br i1 %c, label %join, label %other
other:
  ; taken by the phi, nothing stored after it
  %b = load i32, ptr %v, align 4
  br label %join
join:
  %r = phi i32 [ %a, %entry ], [ %b, %other ]
  %q = load i32, ptr %p, align 4
  %s = add i32 %r, %q
  ret i32 %s
}

; Stored twice, loaded after each store: not a variable stored once, each load reads the
; value of the store before it.
define i32 @late(i32 %x) {
entry:
  %v = alloca i32, align 4
  store i32 0, ptr %v, align 4
  %before = load i32, ptr %v, align 4
  store i32 %x, ptr %v, align 4
  %after = load i32, ptr %v, align 4
  %s = add i32 %before, %after
  ret i32 %s
}

define i32 @counter(i32 %n) {
entry:
  %i = alloca i32, align 4
  %sum = alloca i32, align 4
  %fresh = alloca i32, align 4
  store i32 0, ptr %fresh, align 4
  %z = load i32, ptr %fresh, align 4
  store i32 %z, ptr %sum, align 4
  store i32 0, ptr %i, align 4
  br label %head
head:
  %iv = load i32, ptr %i, align 4
  %done = icmp sge i32 %iv, %n
  br i1 %done, label %exit, label %body
body:
  ; read, then overwrite the variable, then use the value read: must be the old one
  %old = load i32, ptr %sum, align 4
  %iv2 = load i32, ptr %i, align 4
  %new = add i32 %old, %iv2
  store i32 %new, ptr %sum, align 4
  %again = add i32 %old, 0
  store i32 %again, ptr %fresh, align 4
  %next = add i32 %iv2, 1
  store i32 %next, ptr %i, align 4
  br label %head
exit:
  %r = load i32, ptr %sum, align 4
  %last = load i32, ptr %fresh, align 4
  store i32 99, ptr %fresh, align 4
  %both = mul i32 %r, 1000
  %out = add i32 %both, %last
  ret i32 %out
}

define i32 @main() {
entry:
  %v = alloca i32, align 4
  store i32 5, ptr %v, align 4
  %unused = load i32, ptr %v, align 4
  %a = load i32, ptr %v, align 4
  store i32 7, ptr %v, align 4
  %b = load i32, ptr %v, align 4
  br label %next
next:
  %c = load i32, ptr %v, align 4
  store i32 100, ptr %v, align 4
  br label %x
x:
  %u = phi i32 [ %c, %next ]
  %d = load i32, ptr %v, align 4
  %k1 = call i32 @counter(i32 10)
  %k2 = call i32 @counter(i32 4)
  %k = add i32 %k1, %k2
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %a, i32 %b, i32 %u, i32 %d, i32 %k)
  %f1 = call i32 @phis(i32 5, i1 true)
  %f2 = call i32 @phis(i32 5, i1 false)
  %f3 = call i32 @late(i32 8)
  %p2 = call i32 (ptr, ...) @printf(ptr @.fmt2, i32 %f1, i32 %f2, i32 %f3)
  ret i32 0
}
