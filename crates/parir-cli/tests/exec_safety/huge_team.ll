; Teams of 100 000 threads asked for, by a num_threads clause and by omp_set_num_threads:
; each thread adds 1 to a shared counter. parir runs at most 1024 threads in a team, and
; says so on standard error.
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare void @omp_set_num_threads(i32)
declare i32 @printf(ptr, ...)

@fmt = private constant [7 x i8] c"%d %d\0A\00"

define void @count(ptr %n) {
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 100000), "QUAL.OMP.SHARED"(ptr %n) ]
  %old = atomicrmw add ptr %n, i32 1 seq_cst
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret void
}

define void @count_icv(ptr %n) {
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.SHARED"(ptr %n) ]
  %old = atomicrmw add ptr %n, i32 1 seq_cst
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret void
}

define i32 @main() {
  %a = alloca i32
  %b = alloca i32
  store i32 0, ptr %a
  store i32 0, ptr %b
  call void @count(ptr %a)
  call void @omp_set_num_threads(i32 100000)
  call void @count_icv(ptr %b)
  %x = load i32, ptr %a
  %y = load i32, ptr %b
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x, i32 %y)
  ret i32 0
}
