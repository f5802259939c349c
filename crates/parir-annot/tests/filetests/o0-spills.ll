; RUN: parir opt -passes=ivdep-lower %s | FileCheck %s
; CHECK-NOT: __parir
; clang-19 -O0 shape: the array argument is spilled to an alloca and reloaded for the marker
; and for every access; the reloads are looked through (the slot is stored once), so the
; accesses to B are found. The loop counter's loads and stores are accesses to another object.

declare void @__parir_ivdep_array(ptr)

define void @f(ptr %B, ptr %C, i32 %n) {
entry:
  %B.addr = alloca ptr, align 8
  %C.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  store ptr %B, ptr %B.addr, align 8
  store ptr %C, ptr %C.addr, align 8
  %0 = load ptr, ptr %B.addr, align 8
  call void @__parir_ivdep_array(ptr %0)
  store i32 0, ptr %i, align 4
  br label %cond

cond:
  %1 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %1, %n
  br i1 %cmp, label %body, label %end

body:
  %2 = load ptr, ptr %B.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idx = sext i32 %3 to i64
  %p = getelementptr inbounds i32, ptr %2, i64 %idx
  %4 = load i32, ptr %p, align 4
  %5 = load ptr, ptr %C.addr, align 8
  %q = getelementptr inbounds i32, ptr %5, i64 %idx
  store i32 %4, ptr %q, align 4
  %add = add nsw i32 %4, 1
  store i32 %add, ptr %p, align 4
  br label %inc

inc:
  %6 = load i32, ptr %i, align 4
  %inc1 = add nsw i32 %6, 1
  store i32 %inc1, ptr %i, align 4
  br label %cond, !llvm.loop !0

end:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}

; CHECK: define void @f(ptr %B, ptr %C, i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %B.addr = alloca ptr, align 8
; CHECK-NEXT:   %C.addr = alloca ptr, align 8
; CHECK-NEXT:   %i = alloca i32, align 4
; CHECK-NEXT:   store ptr %B, ptr %B.addr, align 8
; CHECK-NEXT:   store ptr %C, ptr %C.addr, align 8
; CHECK-NEXT:   %0 = load ptr, ptr %B.addr, align 8
; CHECK-NEXT:   store i32 0, ptr %i, align 4
; CHECK-NEXT:   br label %cond
; CHECK: cond:                                             ; preds = %inc, %entry
; CHECK-NEXT:   %1 = load i32, ptr %i, align 4
; CHECK-NEXT:   %cmp = icmp slt i32 %1, %n
; CHECK-NEXT:   br i1 %cmp, label %body, label %end
; CHECK: body:                                             ; preds = %cond
; CHECK-NEXT:   %2 = load ptr, ptr %B.addr, align 8
; CHECK-NEXT:   %3 = load i32, ptr %i, align 4
; CHECK-NEXT:   %idx = sext i32 %3 to i64
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %2, i64 %idx
; CHECK-NEXT:   %4 = load i32, ptr %p, align 4, !llvm.access.group !0
; CHECK-NEXT:   %5 = load ptr, ptr %C.addr, align 8
; CHECK-NEXT:   %q = getelementptr inbounds i32, ptr %5, i64 %idx
; CHECK-NEXT:   store i32 %4, ptr %q, align 4
; CHECK-NEXT:   %add = add nsw i32 %4, 1
; CHECK-NEXT:   store i32 %add, ptr %p, align 4, !llvm.access.group !0
; CHECK-NEXT:   br label %inc
; CHECK: inc:                                              ; preds = %body
; CHECK-NEXT:   %6 = load i32, ptr %i, align 4
; CHECK-NEXT:   %inc1 = add nsw i32 %6, 1
; CHECK-NEXT:   store i32 %inc1, ptr %i, align 4
; CHECK-NEXT:   br label %cond, !llvm.loop !1
; CHECK: end:                                              ; preds = %cond
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: !0 = distinct !{}
; CHECK-NEXT: !1 = distinct !{!1, !2, !3}
; CHECK-NEXT: !2 = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT: !3 = !{!"llvm.loop.no_depends", !0}
