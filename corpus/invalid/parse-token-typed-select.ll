; LLVM: llvm-as-19: FILE:7:15: error: select values cannot have token type
; DETAIL: llvm-as-19 parser
declare token @llvm.call.preallocated.setup(i32)

define void @f(i1 %c) {
  %t = call token @llvm.call.preallocated.setup(i32 0)
  %s = select i1 %c, token %t, token none
  ret void
}
