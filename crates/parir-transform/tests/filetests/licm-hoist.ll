; RUN: parir opt -passes=licm %s | FileCheck %s
; licm hoists what the CSA seed needs before CLIE: the load of a loop bound from a global the
; loop does not write (the stores go to another global array), and invariant arithmetic on
; it, to the preheader, dropping their !dbg. A load from memory the loop may write (through
; an argument pointer, which may point to @n) stays, and so does a load in a block that does
; not run on every iteration (it would run when the loop does not), and a division
; (it may trap).

@n = global i32 10
@A = global [16 x i32] zeroinitializer

define void @f(ptr %q, i32 %d) {
entry:
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %bound = load i32, ptr @n, align 4, !dbg !0
  %b2 = mul i32 %bound, 2
  %qd = sdiv i32 %bound, %d
  %cmp = icmp slt i32 %i, %b2
  br i1 %cmp, label %body, label %exit

body:
  %p = getelementptr inbounds [16 x i32], ptr @A, i32 0, i32 %i
  store i32 %qd, ptr %p, align 4
  %odd = icmp eq i32 %i, 3
  br i1 %odd, label %rare, label %latch

rare:
  %r = load i32, ptr @n, align 4
  store i32 %r, ptr @A, align 4
  br label %latch

latch:
  %i1 = add i32 %i, 1
  br label %h

exit:
  br label %h2

h2:
  %j = phi i32 [ 0, %exit ], [ %j1, %h2 ]
  %m = load i32, ptr @n, align 4
  store i32 %j, ptr %q, align 4
  %j1 = add i32 %j, 1
  %c2 = icmp slt i32 %j1, %m
  br i1 %c2, label %h2, label %done

done:
  ret void
}

!0 = !DILocation(line: 3, column: 7, scope: !1)
!1 = distinct !DISubprogram(name: "f", scope: null, spFlags: DISPFlagDefinition, unit: !2)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, emissionKind: FullDebug)
!3 = !DIFile(filename: "f.c", directory: "/")

; CHECK: define void @f(ptr %q, i32 %d) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %bound = load i32, ptr @n, align 4
; CHECK-NEXT:   %b2 = mul i32 %bound, 2
; CHECK-NEXT:   br label %h
; CHECK: h:                                                ; preds = %latch, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
; CHECK-NEXT:   %qd = sdiv i32 %bound, %d
; CHECK-NEXT:   %cmp = icmp slt i32 %i, %b2
; CHECK-NEXT:   br i1 %cmp, label %body, label %exit
; CHECK: body:                                             ; preds = %h
; CHECK-NEXT:   %p = getelementptr inbounds [16 x i32], ptr @A, i32 0, i32 %i
; CHECK-NEXT:   store i32 %qd, ptr %p, align 4
; CHECK-NEXT:   %odd = icmp eq i32 %i, 3
; CHECK-NEXT:   br i1 %odd, label %rare, label %latch
; CHECK: rare:                                             ; preds = %body
; CHECK-NEXT:   %r = load i32, ptr @n, align 4
; CHECK-NEXT:   store i32 %r, ptr @A, align 4
; CHECK-NEXT:   br label %latch
; CHECK: latch:                                            ; preds = %rare, %body
; CHECK-NEXT:   %i1 = add i32 %i, 1
; CHECK-NEXT:   br label %h
; CHECK: exit:                                             ; preds = %h
; CHECK-NEXT:   br label %h2
; CHECK: h2:                                               ; preds = %h2, %exit
; CHECK-NEXT:   %j = phi i32 [ 0, %exit ], [ %j1, %h2 ]
; CHECK-NEXT:   %m = load i32, ptr @n, align 4
; CHECK-NEXT:   store i32 %j, ptr %q, align 4
; CHECK-NEXT:   %j1 = add i32 %j, 1
; CHECK-NEXT:   %c2 = icmp slt i32 %j1, %m
; CHECK-NEXT:   br i1 %c2, label %h2, label %done
; CHECK: done:                                             ; preds = %h2
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
