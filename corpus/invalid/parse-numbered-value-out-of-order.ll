; LLVM: llvm-as-19: FILE:5:3: error: instruction expected to be numbered '%2' or greater
; DETAIL: llvm-as-19 parser
define i32 @f(i32 %a) {
  %1 = add i32 %a, 1
  %0 = add i32 %1, 1
  ret i32 %0
}
