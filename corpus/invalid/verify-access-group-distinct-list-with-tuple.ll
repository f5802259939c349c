; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Access scope list contains invalid access scope
define void @f(ptr %p) {
  %v = load i32, ptr %p, !llvm.access.group !0
  ret void
}

!0 = distinct !{!1}
!1 = !{!"llvm.loop.parallel_accesses"}
