; LLVM: llvm-as-19: FILE:4:16: error: icmp requires integer operands
; DETAIL: llvm-as-19 parser
define i1 @f(float %a) {
  %x = icmp eq float %a, %a
  ret i1 %x
}
