; LLVM: llvm-as-19: FILE:4:7: error: value doesn't match function result type 'void'
; DETAIL: llvm-as-19 parser
define void @f() {
  ret i32 1
}
