; LLVM: llvm-as-19: FILE:4:13: error: use of undefined metadata '!7'
; DETAIL: llvm-as-19 parser
!named = !{!0}
!0 = !{!1, !7}
!1 = !{}
