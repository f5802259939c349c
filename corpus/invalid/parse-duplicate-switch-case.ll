; LLVM: llvm-as-19: FILE:7:5: error: duplicate case value in switch
; DETAIL: llvm-as-19 parser
define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [
    i32 1, label %a
    i32 1, label %a
  ]
a:
  ret void
d:
  ret void
}
