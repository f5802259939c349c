; LLVM: llvm-as-19: FILE:3:9: error: zero element vector is illegal
; DETAIL: llvm-as-19 parser
define <0 x i32> @f() {
  ret <0 x i32> zeroinitializer
}
