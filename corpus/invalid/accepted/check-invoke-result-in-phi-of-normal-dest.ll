; LLVM: accepted
; DETAIL: accepted by llvm-as-19 and opt-19 -passes=verify
declare i32 @g()
declare i32 @__gxx_personality_v0(...)

define i32 @f(i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %c, label %call, label %skip
call:
  %r = invoke i32 @g() to label %join unwind label %lp
skip:
  br label %join
join:
  %p = phi i32 [ %r, %call ], [ 0, %skip ]
  ret i32 %p
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 0
}
