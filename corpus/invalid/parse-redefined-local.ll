; LLVM: llvm-as-19: FILE:5:3: error: multiple definition of local value named 'x'
; DETAIL: llvm-as-19 parser
define i32 @f(i32 %a) {
  %x = add i32 %a, 1
  %x = add i32 %a, 2
  ret i32 %x
}
