; LLVM: llvm-as-19: FILE:4:19: error: use of undefined metadata '!99'
; DETAIL: llvm-as-19 parser
define void @f() {
  ret void, !dbg !99
}

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
