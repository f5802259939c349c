; LLVM: llvm-as-19: FILE:4:13: error: use of undefined value '@nope'
; DETAIL: llvm-as-19 parser
define void @f() {
  call void @nope()
  ret void
}
