; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Intrinsic has incorrect argument type!
declare i32 @llvm.smax.i32(i64, i64)

define i32 @f() {
  %x = call i32 @llvm.smax.i32(i64 1, i64 2)
  ret i32 %x
}
