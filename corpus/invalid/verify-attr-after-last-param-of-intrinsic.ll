; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Attribute after last parameter!
declare void @llvm.lifetime.end.p0(ptr)
define void @f() {
  %a = alloca i32
  ret void
}
