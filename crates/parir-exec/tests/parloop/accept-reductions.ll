; RUN: parloop %s | FileCheck %s
; Every recognized reduction: integer add (with a sub step, the running value on the left),
; mul, and, or, xor; fadd/fsub/fmul with reassoc; min/max through intrinsics and through
; compare + select (fcmp only with nnan nsz). A reduction's value may be used after the loop
; (the LCSSA phis in %exit).

define i32 @int_reductions(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %sum = phi i32 [ 0, %entry ], [ %sum.2, %body ]
  %prod = phi i32 [ 1, %entry ], [ %prod.1, %body ]
  %and = phi i32 [ -1, %entry ], [ %and.1, %body ]
  %or = phi i32 [ 0, %entry ], [ %or.1, %body ]
  %xor = phi i32 [ 0, %entry ], [ %xor.1, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %p, align 4, !llvm.access.group !1
  %sum.1 = add i32 %sum, %x
  %sum.2 = sub i32 %sum.1, 3
  %prod.1 = mul i32 %x, %prod
  %and.1 = and i32 %and, %x
  %or.1 = or i32 %x, %or
  %xor.1 = xor i32 %xor, %x
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  %sum.lcssa = phi i32 [ %sum.2, %body ]
  %prod.lcssa = phi i32 [ %prod.1, %body ]
  %r1 = add i32 %sum.lcssa, %prod.lcssa
  %r2 = add i32 %r1, %and.1
  %r3 = add i32 %r2, %or.1
  %r4 = add i32 %r3, %xor.1
  ret i32 %r4
}

define double @fp_reductions(ptr %a, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %s = phi double [ 0.0, %entry ], [ %s.2, %body ]
  %m = phi double [ 1.0, %entry ], [ %m.1, %body ]
  %p = getelementptr inbounds double, ptr %a, i64 %i
  %x = load double, ptr %p, align 8, !llvm.access.group !1
  %s.1 = fadd reassoc double %s, %x
  %s.2 = fsub fast double %s.1, 1.0
  %m.1 = fmul reassoc nsz double %x, %m
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  %r = fadd double %s.2, %m.1
  ret double %r
}

define i32 @min_max(ptr %a, ptr %f, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %smax = phi i32 [ 0, %entry ], [ %smax.1, %body ]
  %umin = phi i32 [ -1, %entry ], [ %umin.1, %body ]
  %smin = phi i32 [ 0, %entry ], [ %smin.1, %body ]
  %umax = phi i32 [ 0, %entry ], [ %umax.1, %body ]
  %fmin = phi float [ 0.0, %entry ], [ %fmin.1, %body ]
  %fmax = phi float [ 0.0, %entry ], [ %fmax.1, %body ]
  %fsel = phi float [ 0.0, %entry ], [ %fsel.1, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %p, align 4, !llvm.access.group !1
  %pf = getelementptr inbounds float, ptr %f, i64 %i
  %y = load float, ptr %pf, align 4, !llvm.access.group !1
  %smax.1 = call i32 @llvm.smax.i32(i32 %smax, i32 %x)
  %c1 = icmp ult i32 %x, %umin
  %umin.1 = select i1 %c1, i32 %x, i32 %umin
  %c2 = icmp sgt i32 %smin, %x
  %smin.1 = select i1 %c2, i32 %x, i32 %smin
  %c3 = icmp uge i32 %umax, %x
  %umax.1 = select i1 %c3, i32 %umax, i32 %x
  %fmin.1 = call float @llvm.minnum.f32(float %y, float %fmin)
  %fmax.1 = call float @llvm.maxnum.f32(float %fmax, float %y)
  %c4 = fcmp nnan nsz olt float %fsel, %y
  %fsel.1 = select i1 %c4, float %y, float %fsel
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body, !llvm.loop !0

exit:
  ret i32 %smax.1
}

declare i32 @llvm.smax.i32(i32, i32)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)

!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.parallel_accesses", !1}

; CHECK: loop body in @int_reductions: parallel
; CHECK-NEXT:   claim parallel_accesses: 1 group, covers 1 of 1 memory accesses
; CHECK-NEXT:   preheader %entry, exiting %body, exit %exit
; CHECK-NEXT:   induction %i = phi [0, %entry], step add 1, next %i.next
; CHECK-NEXT:   reduction %sum = phi [0, %entry], add: %sum.1, %sum.2
; CHECK-NEXT:   reduction %prod = phi [1, %entry], mul: %prod.1
; CHECK-NEXT:   reduction %and = phi [-1, %entry], and: %and.1
; CHECK-NEXT:   reduction %or = phi [0, %entry], or: %or.1
; CHECK-NEXT:   reduction %xor = phi [0, %entry], xor: %xor.1
; CHECK-NEXT:   exit test %done = icmp eq %i.next, %n: leaves the loop when true
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @fp_reductions: parallel
; CHECK-NEXT:   claim parallel_accesses: 1 group, covers 1 of 1 memory accesses
; CHECK-NEXT:   preheader %entry, exiting %body, exit %exit
; CHECK-NEXT:   induction %i = phi [0, %entry], step add 1, next %i.next
; CHECK-NEXT:   reduction %s = phi [0.000000e+00, %entry], fadd: %s.1, %s.2
; CHECK-NEXT:   reduction %m = phi [1.000000e+00, %entry], fmul: %m.1
; CHECK-NEXT:   exit test %done = icmp eq %i.next, %n: leaves the loop when true
; CHECK-NEXT:   depth 1, blocks %body, latches %body
; CHECK-NEXT: loop body in @min_max: parallel
; CHECK-NEXT:   claim parallel_accesses: 1 group, covers 2 of 2 memory accesses
; CHECK-NEXT:   preheader %entry, exiting %body, exit %exit
; CHECK-NEXT:   induction %i = phi [0, %entry], step add 1, next %i.next
; CHECK-NEXT:   reduction %smax = phi [0, %entry], smax: %smax.1
; CHECK-NEXT:   reduction %umin = phi [-1, %entry], umin: %c1, %umin.1
; CHECK-NEXT:   reduction %smin = phi [0, %entry], smin: %c2, %smin.1
; CHECK-NEXT:   reduction %umax = phi [0, %entry], umax: %c3, %umax.1
; CHECK-NEXT:   reduction %fmin = phi [0.000000e+00, %entry], fmin: %fmin.1
; CHECK-NEXT:   reduction %fmax = phi [0.000000e+00, %entry], fmax: %fmax.1
; CHECK-NEXT:   reduction %fsel = phi [0.000000e+00, %entry], fmax: %c4, %fsel.1
; CHECK-NEXT:   exit test %done = icmp eq %i.next, %n: leaves the loop when true
; CHECK-NEXT:   depth 1, blocks %body, latches %body
