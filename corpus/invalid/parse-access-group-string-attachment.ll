; LLVM: llvm-as-19: FILE:4:44: error: expected integer
; DETAIL: llvm-as-19 parser
define void @f(ptr %p) {
  store i32 0, ptr %p, !llvm.access.group !"s"
  ret void
}
