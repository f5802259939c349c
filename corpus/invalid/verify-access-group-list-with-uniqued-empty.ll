; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Access scope list contains invalid access scope
define void @f(ptr %p) {
  store i32 0, ptr %p, !llvm.access.group !0
  ret void
}

!0 = !{!1, !2}
!1 = distinct !{}
!2 = !{}
