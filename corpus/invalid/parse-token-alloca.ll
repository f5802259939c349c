; LLVM: llvm-as-19: FILE:4:15: error: invalid type for alloca
; DETAIL: llvm-as-19 parser
define void @f() {
  %p = alloca token
  ret void
}
