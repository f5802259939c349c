; LLVM: llvm-as-19: FILE:4:9: error: expected integer
; DETAIL: llvm-as-19 parser
!named = !{!0}
!0 = !{!"never closed}
