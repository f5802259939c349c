; RUN: parir opt -passes=ivdep-lower %s | FileCheck %s
; CHECK-NOT: __parir
; Rule 1.5.2: ivdep(a) and ivdep(a, 5) on one loop overlap: both attributes are generated and
; a located warning names the second marker. PARIR_IVDEP() with an array form overlaps too.

declare void @__parir_ivdep()
declare void @__parir_ivdep_array(ptr)
declare void @__parir_ivdep_array_safelen(ptr, i32)

define void @f(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  call void @__parir_ivdep_array(ptr %a)
  call void @__parir_ivdep_array_safelen(ptr %a, i32 5)
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %pa, align 4
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  store i32 %x, ptr %pb, align 4
  %i.next = add nuw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %body

exit:
  call void @__parir_ivdep()
  call void @__parir_ivdep_array(ptr %b)
  br label %body2

body2:
  %k = phi i64 [ 0, %exit ], [ %k.next, %body2 ]
  %pk = getelementptr inbounds i32, ptr %b, i64 %k
  store i32 0, ptr %pk, align 4
  %k.next = add nuw i64 %k, 1
  %c2 = icmp eq i64 %k.next, %n
  br i1 %c2, label %done, label %body2

done:
  ret void
}

; CHECK: ; WARNING: warning: <unknown>:0:0: PARIR_IVDEP_ARRAY(%b) overlaps PARIR_IVDEP() on the same loop: both attributes are emitted, the accesses they share get both claims [ivdep-overlapping] (at overlapping-warning.ll:28:3)
; CHECK-NEXT: ; WARNING: warning: <unknown>:0:0: PARIR_IVDEP_ARRAY_SAFELEN(%a, 5) overlaps PARIR_IVDEP_ARRAY(%a) on the same loop: both attributes are emitted, the accesses they share get both claims [ivdep-overlapping] (at overlapping-warning.ll:13:3)
; CHECK: define void @f(ptr noalias %a, ptr noalias %b, i64 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %body
; CHECK: body:                                             ; preds = %body, %entry
; CHECK-NEXT:   %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
; CHECK-NEXT:   %pa = getelementptr inbounds i32, ptr %a, i64 %i
; CHECK-NEXT:   %x = load i32, ptr %pa, align 4, !llvm.access.group !0
; CHECK-NEXT:   %pb = getelementptr inbounds i32, ptr %b, i64 %i
; CHECK-NEXT:   store i32 %x, ptr %pb, align 4
; CHECK-NEXT:   %i.next = add nuw i64 %i, 1
; CHECK-NEXT:   %c = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %c, label %exit, label %body, !llvm.loop !1
; CHECK: exit:                                             ; preds = %body
; CHECK-NEXT:   br label %body2
; CHECK: body2:                                            ; preds = %body2, %exit
; CHECK-NEXT:   %k = phi i64 [ 0, %exit ], [ %k.next, %body2 ]
; CHECK-NEXT:   %pk = getelementptr inbounds i32, ptr %b, i64 %k
; CHECK-NEXT:   store i32 0, ptr %pk, align 4, !llvm.access.group !4
; CHECK-NEXT:   %k.next = add nuw i64 %k, 1
; CHECK-NEXT:   %c2 = icmp eq i64 %k.next, %n
; CHECK-NEXT:   br i1 %c2, label %done, label %body2, !llvm.loop !7
; CHECK: done:                                             ; preds = %body2
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{!1, !2, !3}
; CHECK-NEXT: !2 = !{!"llvm.loop.no_depends", !0}
; CHECK-NEXT: !3 = !{!"llvm.loop.no_depends_safelen", !0, i32 5}
; CHECK-NEXT: !4 = !{!5, !6}
; CHECK-NEXT: !5 = distinct !{}
; CHECK-NEXT: !6 = distinct !{}
; CHECK-NEXT: !7 = distinct !{!7, !8, !9}
; CHECK-NEXT: !8 = !{!"llvm.loop.no_depends", !5}
; CHECK-NEXT: !9 = !{!"llvm.loop.no_depends", !6}
