; Sections and tasks checked by the sanitizer: sections 0 and 2 both write %x (a race);
; section 1 writes %y only under a critical section; two sibling tasks write %z, while a
; task after the taskwait is ordered with them.
declare token @llvm.directive.region.entry()
declare void @llvm.directive.region.exit(token)

define i32 @main() {
entry:
  %x = alloca i32
  %y = alloca i32
  %z = alloca i32
  %t = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL.SECTIONS"(), "QUAL.OMP.SHARED"(ptr %x, ptr %y) ]
  %s0 = call token @llvm.directive.region.entry() [ "DIR.OMP.SECTION"() ]
  store i32 1, ptr %x
  call void @llvm.directive.region.exit(token %s0) [ "DIR.OMP.END.SECTION"() ]
  %s1 = call token @llvm.directive.region.entry() [ "DIR.OMP.SECTION"() ]
  %c1 = call token @llvm.directive.region.entry() [ "DIR.OMP.CRITICAL"() ]
  store i32 2, ptr %y
  call void @llvm.directive.region.exit(token %c1) [ "DIR.OMP.END.CRITICAL"() ]
  call void @llvm.directive.region.exit(token %s1) [ "DIR.OMP.END.SECTION"() ]
  %s2 = call token @llvm.directive.region.entry() [ "DIR.OMP.SECTION"() ]
  %c2 = call token @llvm.directive.region.entry() [ "DIR.OMP.CRITICAL"() ]
  store i32 3, ptr %y
  call void @llvm.directive.region.exit(token %c2) [ "DIR.OMP.END.CRITICAL"() ]
  %xv = load i32, ptr %x
  call void @llvm.directive.region.exit(token %s2) [ "DIR.OMP.END.SECTION"() ]
  call void @llvm.directive.region.exit(token %t) [ "DIR.OMP.END.PARALLEL.SECTIONS"() ]
  %p = call token @llvm.directive.region.entry() [ "DIR.OMP.PARALLEL"(), "QUAL.OMP.SHARED"(ptr %z) ]
  %s = call token @llvm.directive.region.entry() [ "DIR.OMP.SINGLE"() ]
  %k0 = call token @llvm.directive.region.entry() [ "DIR.OMP.TASK"(), "QUAL.OMP.SHARED"(ptr %z) ]
  store i32 1, ptr %z
  call void @llvm.directive.region.exit(token %k0) [ "DIR.OMP.END.TASK"() ]
  %k1 = call token @llvm.directive.region.entry() [ "DIR.OMP.TASK"(), "QUAL.OMP.SHARED"(ptr %z) ]
  store i32 2, ptr %z
  call void @llvm.directive.region.exit(token %k1) [ "DIR.OMP.END.TASK"() ]
  %w = call token @llvm.directive.region.entry() [ "DIR.OMP.TASKWAIT"() ]
  call void @llvm.directive.region.exit(token %w) [ "DIR.OMP.END.TASKWAIT"() ]
  %k2 = call token @llvm.directive.region.entry() [ "DIR.OMP.TASK"(), "QUAL.OMP.SHARED"(ptr %z) ]
  store i32 3, ptr %z
  call void @llvm.directive.region.exit(token %k2) [ "DIR.OMP.END.TASK"() ]
  call void @llvm.directive.region.exit(token %s) [ "DIR.OMP.END.SINGLE"() ]
  call void @llvm.directive.region.exit(token %p) [ "DIR.OMP.END.PARALLEL"() ]
  %zv = load i32, ptr %z
  ret i32 %zv
}
