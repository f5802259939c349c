; LLVM: llvm-as-19: FILE:6:29: error: too many arguments specified
; DETAIL: llvm-as-19 parser
declare void @g(i32)

define void @f() {
  call void (i32) @g(i32 1, i32 2)
  ret void
}
