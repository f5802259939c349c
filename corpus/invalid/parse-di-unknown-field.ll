; LLVM: llvm-as-19: FILE:4:42: error: invalid field 'frobnication'
; DETAIL: llvm-as-19 parser
!named = !{!0}
!0 = !DIBasicType(name: "int", size: 32, frobnication: 7)
