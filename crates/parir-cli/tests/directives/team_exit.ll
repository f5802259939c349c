; `exit(3)` in a single region of a team: the program ends with status 3 after the output
; written so far, while the other threads wait at the single's barrier.
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)
declare i32 @puts(ptr)
declare void @exit(i32)

@msg = private constant [6 x i8] c"inner\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.NUM_THREADS"(i32 3) ]
  %s = call token @llvm.directive.region.entry() [ "DIR.OMP.SINGLE"() ]
  %r = call i32 @puts(ptr @msg)
  %stop = icmp sgt i32 %argc, 0
  br i1 %stop, label %die, label %done

die:
  call void @exit(i32 3)
  unreachable

done:
  call void @llvm.directive.region.exit(token %s) [ "DIR.OMP.END.SINGLE"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL"() ]
  ret i32 0
}
