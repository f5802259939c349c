; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Ranges are only for loads, calls and invokes!
define void @f(ptr %p) {
  store i8 1, ptr %p, align 1, !range !0
  ret void
}

!0 = !{i8 0, i8 2}
