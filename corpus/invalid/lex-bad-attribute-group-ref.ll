; LLVM: llvm-as-19: FILE:3:18: error: expected '{' in function body
; DETAIL: llvm-as-19 parser
define void @f() #x {
  ret void
}
