; RUN: parir opt -passes=mem2reg %s | FileCheck %s
; A counter in memory becomes a header phi; the argument is stored and reloaded.
define i32 @sum(i32 %n) {
entry:
  %n.addr = alloca i32
  %i = alloca i32
  %s = alloca i32
  store i32 %n, ptr %n.addr
  store i32 0, ptr %i
  store i32 0, ptr %s
  br label %cond
cond:
  %iv = load i32, ptr %i
  %nv = load i32, ptr %n.addr
  %cmp = icmp slt i32 %iv, %nv
  br i1 %cmp, label %body, label %end
body:
  %sv = load i32, ptr %s
  %iv2 = load i32, ptr %i
  %add = add i32 %sv, %iv2
  store i32 %add, ptr %s
  %inc = add i32 %iv2, 1
  store i32 %inc, ptr %i
  br label %cond
end:
  %r = load i32, ptr %s
  ret i32 %r
}
; CHECK-NOT: load
; CHECK-NOT: store

; CHECK: define i32 @sum(i32 %n) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %cond
; CHECK: cond:                                             ; preds = %body, %entry
; CHECK-NEXT:   %s.0 = phi i32 [ 0, %entry ], [ %add, %body ]
; CHECK-NEXT:   %i.0 = phi i32 [ 0, %entry ], [ %inc, %body ]
; CHECK-NEXT:   %cmp = icmp slt i32 %i.0, %n
; CHECK-NEXT:   br i1 %cmp, label %body, label %end
; CHECK: body:                                             ; preds = %cond
; CHECK-NEXT:   %add = add i32 %s.0, %i.0
; CHECK-NEXT:   %inc = add i32 %i.0, 1
; CHECK-NEXT:   br label %cond
; CHECK: end:                                              ; preds = %cond
; CHECK-NEXT:   ret i32 %s.0
; CHECK-NEXT: }
