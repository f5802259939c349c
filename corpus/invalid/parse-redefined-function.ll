; LLVM: llvm-as-19: FILE:7:13: error: invalid redefinition of function 'f'
; DETAIL: llvm-as-19 parser
define void @f() {
  ret void
}

define void @f() {
  ret void
}
