; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: experimental_guard must have exactly one "deopt" operand bundle
declare void @llvm.experimental.guard(i1, ...)

define void @f(i1 %ok) {
  call void (i1, ...) @llvm.experimental.guard(i1 %ok)
  ret void
}
