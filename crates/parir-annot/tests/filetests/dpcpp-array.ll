; RUN: parir opt -passes=ivdep-lower %s | FileCheck %s
; DPC++ `[[intel::ivdep(a)]]`: parallel_access_indices with a's index group only. The accesses
; whose address comes from a GEP of that group (through an addrspacecast, as SYCL emits) get
; the index group as their access group, named by llvm.loop.no_depends; b is untouched.
; CHECK-NOT: llvm.index.group
; CHECK-NOT: parallel_access_indices

define void @f(ptr %a, ptr %b, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %pa = getelementptr inbounds [10 x i32], ptr %a, i64 0, i64 %i, !llvm.index.group !3
  %pa4 = addrspacecast ptr %pa to ptr addrspace(4)
  store i32 0, ptr addrspace(4) %pa4, align 4
  %x = load i32, ptr %pa, align 4
  %pb = getelementptr inbounds [10 x i32], ptr %b, i64 0, i64 %i
  store i32 %x, ptr %pb, align 4
  %i.next = add nuw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %body, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.parallel_access_indices", !3}
!3 = distinct !{}

; CHECK: define void @f(ptr %a, ptr %b, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %body, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
; CHECK-NEXT:   %pa = getelementptr inbounds [10 x i32], ptr %a, i64 0, i64 %i
; CHECK-NEXT:   %pa4 = addrspacecast ptr %pa to ptr addrspace(4)
; CHECK-NEXT:   store i32 0, ptr addrspace(4) %pa4, align 4, !llvm.access.group !0
; CHECK-NEXT:   %x = load i32, ptr %pa, align 4, !llvm.access.group !0
; CHECK-NEXT:   %pb = getelementptr inbounds [10 x i32], ptr %b, i64 0, i64 %i
; CHECK-NEXT:   store i32 %x, ptr %pb, align 4
; CHECK-NEXT:   %i.next = add nuw i64 %i, 1
; CHECK-NEXT:   %c = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %c, label %exit, label %body, !llvm.loop !1
; CHECK: exit:                                             ; preds = %body
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{!1, !2, !3}
; CHECK-NEXT: !2 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !3 = !{!"llvm.loop.no_depends", !0}
