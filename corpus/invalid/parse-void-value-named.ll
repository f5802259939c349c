; LLVM: llvm-as-19: FILE:6:3: error: instructions returning void cannot have a name
; DETAIL: llvm-as-19 parser
declare void @g()

define void @f() {
  %x = call void @g()
  ret void
}
