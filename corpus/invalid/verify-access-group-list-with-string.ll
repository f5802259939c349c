; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Access scope list must consist of MDNodes
define void @f(ptr %p) {
  store i32 0, ptr %p, !llvm.access.group !0
  ret void
}

!0 = !{!1, !"str"}
!1 = distinct !{}
