; LLVM: llvm-as-19: assembly parsed, but does not verify as correct!
; DETAIL: llvm-as-19 verifier: Cannot invoke an intrinsic other than donothing, patchpoint, statepoint, coro_resume, coro_destroy or clang.arc.attachedcall
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare i32 @__gxx_personality_v0(...)
define void @f(ptr %p) personality ptr @__gxx_personality_v0 {
  invoke void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)
          to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}
