; LLVM: llvm-as-19: FILE:5:3: error: expected value token
; DETAIL: llvm-as-19 parser
define i32 @f(i32 %a) {
  %x = add i32 %a,
  ret i32 %x
}
