; LLVM: llvm-as-19: FILE:4:3: error: expected instruction opcode
; DETAIL: llvm-as-19 parser
define void @f() {
  %"x = add i32 1, 2
  ret void
}
