; LLVM: llvm-as-19: FILE:5:6: error: branch condition must have 'i1' type
; DETAIL: llvm-as-19 parser
define void @f(i32 %c) {
entry:
  br i32 %c, label %a, label %b
a:
  ret void
b:
  ret void
}
