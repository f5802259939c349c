; LLVM: llvm-as-19: FILE:4:15: error: expected type
; DETAIL: llvm-as-19 parser
define void @f() {
  %p = alloca float32
  ret void
}
