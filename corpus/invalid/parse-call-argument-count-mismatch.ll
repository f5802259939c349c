; LLVM: llvm-as-19: FILE:6:8: error: not enough parameters specified for call
; DETAIL: llvm-as-19 parser
declare void @g(i32, i32)

define void @f() {
  call void (i32, i32) @g(i32 1)
  ret void
}
