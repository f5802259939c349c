; A team whose threads count themselves in a critical section, in the 2017 region form:
; OpenMP's runtime form can say it. Input of crates/parir-cli/tests/translations.rs.

define void @count(ptr %x) {
entry:
  call void @llvm.experimental.directive(metadata !6)
  call void @llvm.experimental.dir.qual.opnd.p0(metadata !1, ptr %x)
  br label %body

body:
  call void @llvm.experimental.directive(metadata !7)
  br label %crit

crit:
  %v = load i32, ptr %x, align 4
  %w = add nsw i32 %v, 1
  store i32 %w, ptr %x, align 4
  call void @llvm.experimental.directive(metadata !8)
  br label %done

done:
  call void @llvm.experimental.directive(metadata !9)
  ret void
}

declare void @llvm.experimental.directive(metadata)
declare void @llvm.experimental.dir.qual.opnd.p0(metadata, ptr)

!1 = !{!"QUAL.OMP.SHARED"}
!6 = !{!"DIR.OMP.PARALLEL"}
!7 = !{!"DIR.OMP.CRITICAL"}
!8 = !{!"DIR.OMP.END.CRITICAL"}
!9 = !{!"DIR.OMP.END.PARALLEL"}
