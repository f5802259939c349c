; LLVM: accepted
; DETAIL: accepted by llvm-as-19 and opt-19 -passes=verify
declare void @g(i32)

define void @f(i64 %v) {
  call void @g(i64 %v)
  ret void
}
