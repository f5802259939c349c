; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: swifterror alloca must not be array allocation
define void @f() {
  %e = alloca swifterror ptr, i32 2
  ret void
}
