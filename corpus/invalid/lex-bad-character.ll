; LLVM: llvm-as-19: FILE:8:1: error: expected top-level entity
; DETAIL: llvm-as-19 parser
define void @f() {
entry:
  ret void
}

` stray backtick
