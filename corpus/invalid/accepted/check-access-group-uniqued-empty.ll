; LLVM: accepted
; DETAIL: accepted by llvm-as-19 and opt-19 -passes=verify
define void @f(ptr %p) {
  store i32 0, ptr %p, !llvm.access.group !0
  ret void
}

!0 = !{}
