; LLVM: llvm-as-19: FILE:4:26: error: alignment is not a power of two
; DETAIL: llvm-as-19 parser
define void @f() {
  %p = alloca i32, align 3
  ret void
}
