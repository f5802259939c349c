; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: immarg operand has non-immediate parameter
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)

define void @f(ptr %a, ptr %b, i1 %v) {
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %b, i64 4, i1 %v)
  ret void
}
