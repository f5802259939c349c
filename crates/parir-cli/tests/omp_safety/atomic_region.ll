; A team of two threads; each adds 1 to an i64 counter and 0.5 to a double 100000 times,
; every update a load, an add and a store inside a DIR.OMP.ATOMIC region (the form an
; atomic construct takes when no single atomic instruction does it). Two threads: 200000 and
; 100000.0; a lost update prints less.
@.fmt = private unnamed_addr constant [22 x i8] c"count %lld half %.1f\0A\00"
declare i32 @printf(ptr, ...)
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)

define i32 @main() {
entry:
  %count = alloca i64
  %half = alloca double
  store i64 0, ptr %count
  store double 0.0, ptr %half
  %team = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.SHARED"(ptr %count, ptr %half), "QUAL.OMP.NUM_THREADS"(i32 2) ]
  br label %body
body:
  %k = phi i64 [ 0, %entry ], [ %k.next, %body ]
  %a = call token @llvm.directive.region.entry() [ "DIR.OMP.ATOMIC"() ]
  %c = load i64, ptr %count
  %c1 = add i64 %c, 1
  store i64 %c1, ptr %count
  call void @llvm.directive.region.exit(token %a) [ "DIR.OMP.END.ATOMIC"() ]
  %b = call token @llvm.directive.region.entry() [ "DIR.OMP.ATOMIC"(), "QUAL.OMP.UPDATE"() ]
  %h = load double, ptr %half
  %h1 = fadd double %h, 5.000000e-01
  store double %h1, ptr %half
  call void @llvm.directive.region.exit(token %b) [ "DIR.OMP.END.ATOMIC"() ]
  %k.next = add i64 %k, 1
  %more = icmp ult i64 %k.next, 100000
  br i1 %more, label %body, label %done
done:
  call void @llvm.directive.region.exit(token %team) [ "DIR.OMP.END.PARALLEL"() ]
  %n = load i64, ptr %count
  %x = load double, ptr %half
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i64 %n, double %x)
  ret i32 0
}
