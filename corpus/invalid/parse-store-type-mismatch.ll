; LLVM: llvm-as-19: FILE:4:13: error: '%v' defined with type 'i64' but expected 'i32'
; DETAIL: llvm-as-19 parser
define void @f(ptr %p, i64 %v) {
  store i32 %v, ptr %p
  ret void
}
