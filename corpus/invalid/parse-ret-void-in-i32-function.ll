; LLVM: llvm-as-19: FILE:4:7: error: value doesn't match function result type 'i32'
; DETAIL: llvm-as-19 parser
define i32 @f() {
  ret void
}
