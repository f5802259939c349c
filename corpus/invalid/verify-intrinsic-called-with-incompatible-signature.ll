; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Invalid user of intrinsic instruction!
declare i32 @llvm.smax.i32(i32, i32)

define i64 @f(i64 %a) {
  %x = call i64 @llvm.smax.i32(i64 %a, i64 2)
  ret i64 %x
}
