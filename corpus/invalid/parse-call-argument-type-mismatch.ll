; LLVM: llvm-as-19: FILE:6:22: error: argument is not of expected type 'i32'
; DETAIL: llvm-as-19 parser
declare void @g(i32)

define void @f(i64 %v) {
  call void (i32) @g(i64 %v)
  ret void
}
