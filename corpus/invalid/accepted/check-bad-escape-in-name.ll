; LLVM: accepted
; DETAIL: accepted by llvm-as-19 and opt-19 -passes=verify
@"a\zzb" = global i32 0

define ptr @f() {
  ret ptr @"a\zzb"
}
