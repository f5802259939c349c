; LLVM: llvm-as-19: FILE:4:32: error: huge alignments are not supported yet
; DETAIL: llvm-as-19 parser
define void @f(ptr %p) {
  %v = load i32, ptr %p, align 8589934592
  ret void
}
