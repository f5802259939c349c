; LLVM: llvm-as-19: FILE:7:36: error: missing required field 'scope'
; DETAIL: llvm-as-19 parser
define void @f() {
  ret void, !dbg !0
}

!0 = !DILocation(line: 1, column: 2)
