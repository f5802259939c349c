; Private scalar allocas live in frame slots, and loads of them read the slot directly when
; no store intervenes before their last use (decode.rs: promotable_allocas, aliased_loads).
; Each printed value pins one case; the expected output (STDOUT lines) is what lli-19 prints
; (no read of uninitialized memory, whose value differs between the two).
; STDOUT: 5 7 7 100 51039
@.fmt = private constant [16 x i8] c"%d %d %d %d %d\0A\00"

declare i32 @printf(ptr, ...)

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
  ret i32 0
}
