; LLVM: llvm-as-19: FILE:5:3: error: invalid cmpxchg failure ordering
; DETAIL: llvm-as-19 parser
define void @f(ptr %p) {
  %r = cmpxchg ptr %p, i32 0, i32 1 monotonic release
  ret void
}
