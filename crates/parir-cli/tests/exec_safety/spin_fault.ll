; A team of two threads: thread 0 spins until thread 1 sets a flag, but thread 1 stores
; out of bounds first (line 26) and never sets it. The run must stop with thread 1's
; error: the spinning thread looks whether its team was stopped as it runs (no hang).
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare i32 @omp_get_thread_num()

define i32 @main() {
entry:
  %flag = alloca i32
  %a = alloca [2 x i32]
  store i32 0, ptr %flag
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 2), "QUAL.OMP.SHARED"(ptr %flag, ptr %a) ]
  %id = call i32 @omp_get_thread_num()
  %zero = icmp eq i32 %id, 0
  br i1 %zero, label %spin, label %set

spin:
  %f = load atomic i32, ptr %flag acquire, align 4
  %unset = icmp eq i32 %f, 0
  br i1 %unset, label %spin, label %end

set:
  %p = getelementptr [2 x i32], ptr %a, i64 0, i64 2
  ; Thread 1 only: one element past the end.
  store i32 1, ptr %p
  store atomic i32 1, ptr %flag release, align 4
  br label %end

end:
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret i32 0
}
