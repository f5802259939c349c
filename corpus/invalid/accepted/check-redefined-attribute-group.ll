; LLVM: accepted
; DETAIL: accepted by llvm-as-19 and opt-19 -passes=verify
define void @f() #0 {
  ret void
}

attributes #0 = { nounwind }
attributes #0 = { cold }
