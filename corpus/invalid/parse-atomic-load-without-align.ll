; LLVM: llvm-as-19: FILE:4:25: error: atomic load must have explicit non-zero alignment
; DETAIL: llvm-as-19 parser
define i32 @f(ptr %p) {
  %v = load atomic i32, ptr %p seq_cst
  ret i32 %v
}
