; Allocations no run could satisfy: malloc(2^60), calloc whose size overflows, realloc to
; 2^60 (the old block stays, and is still readable), aligned_alloc and posix_memalign of
; 2^62. glibc returns null (posix_memalign: ENOMEM, 12); so must parir, and the program
; goes on. Then a block larger than the memory limit (run with --max-memory 1000000).
declare ptr @malloc(i64)
declare ptr @calloc(i64, i64)
declare ptr @realloc(ptr, i64)
declare ptr @aligned_alloc(i64, i64)
declare i32 @posix_memalign(ptr, i64, i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)
declare ptr @__errno_location()

@fmt = private constant [17 x i8] c"%s null=%d e=%d\0A\00"
@m = private constant [7 x i8] c"malloc\00"
@c = private constant [7 x i8] c"calloc\00"
@r = private constant [8 x i8] c"realloc\00"
@a = private constant [14 x i8] c"aligned_alloc\00"
@pm = private constant [15 x i8] c"posix_memalign\00"
@big = private constant [11 x i8] c"over-limit\00"
@kept = private constant [14 x i8] c"old block %d\0A\00"

define void @report(ptr %what, ptr %p) {
  %null = icmp eq ptr %p, null
  %n = zext i1 %null to i32
  %errno = call ptr @__errno_location()
  %e = load i32, ptr %errno
  store i32 0, ptr %errno
  %r = call i32 (ptr, ...) @printf(ptr @fmt, ptr %what, i32 %n, i32 %e)
  ret void
}

define i32 @main() {
  %p1 = call ptr @malloc(i64 1152921504606846976)
  call void @report(ptr @m, ptr %p1)
  %p2 = call ptr @calloc(i64 1099511627776, i64 1099511627776)
  call void @report(ptr @c, ptr %p2)
  %old = call ptr @malloc(i64 8)
  store i32 42, ptr %old
  %p3 = call ptr @realloc(ptr %old, i64 1152921504606846976)
  call void @report(ptr @r, ptr %p3)
  %v = load i32, ptr %old
  %o = call i32 (ptr, ...) @printf(ptr @kept, i32 %v)
  call void @free(ptr %old)
  %p4 = call ptr @aligned_alloc(i64 64, i64 4611686018427387904)
  call void @report(ptr @a, ptr %p4)
  %slot = alloca ptr
  store ptr null, ptr %slot
  %rc = call i32 @posix_memalign(ptr %slot, i64 64, i64 4611686018427387904)
  %p5 = load ptr, ptr %slot
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, ptr @pm, i32 %rc, i32 0)
  ; (glibc's posix_memalign may leave errno set on the way: cleared.)
  %errno = call ptr @__errno_location()
  store i32 0, ptr %errno
  %p6 = call ptr @malloc(i64 2000000)
  call void @report(ptr @big, ptr %p6)
  ret i32 0
}
