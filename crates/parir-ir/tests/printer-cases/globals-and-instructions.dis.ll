; ModuleID = '<stdin>'
source_filename = "a.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm "nop"
module asm "nop2"

%0 = type { i16 }
%struct.B = type { i32, %struct.A }
%struct.A = type <{ i8, [2 x %0] }>
%"quoted type" = type {}

$gc = comdat largest

$cf = comdat any

@0 = global i32 1
@g = global %struct.B zeroinitializer, comdat($gc), !foo !0 #0
@q = global %"quoted type" zeroinitializer
@cf = linkonce_odr global ptr blockaddress(@f, %bb2), comdat
@fl = global [3 x float] [float 1.000000e+00, float 0x3FB99999A0000000, float 0x7FF8000000000000]
@hx = global { half, bfloat, x86_fp80, fp128, ppc_fp128 } { half 0xH3C00, bfloat 0xR3F80, x86_fp80 0xK3FFF8000000000000000, fp128 0xL00000000000000003FFF000000000000, ppc_fp128 0xM3FF00000000000000000000000000000 }
@ce = global i64 add (i64 ptrtoint (ptr @g to i64), i64 1)
@ge = global ptr getelementptr inbounds nuw inrange(0, 8) ([4 x i32], ptr @g, i64 0, i64 1)
@tl = thread_local(initialexec) global i32 0, align 4
@e = weak_odr protected dllexport local_unnamed_addr addrspace(3) externally_initialized global i32 5, section "sec", partition "p", code_model "large", no_sanitize_address, sanitize_address_dyninit, align 4
@1 = private unnamed_addr constant [5 x i8] c"a\\\22\00\FF"
@big = global i128 -170141183460469231731687303715884105728
@i1 = global i1 true

@a1 = alias i32, ptr @0

@ifn = internal ifunc void (), ptr @res

define ptr @res() {
  ret ptr null
}

define void @f(i32 %x, ptr %p) personality ptr @res {
entry:
  %a = alloca i32, i32 4, align 16
  %b = alloca i32, i64 1, align 4, addrspace(5)
  indirectbr ptr %p, [label %bb2, label %bb3]

bb2:                                              ; preds = %bb3, %entry
  %v = load atomic volatile i32, ptr %p syncscope("singlethread") acquire, align 4
  store atomic i32 %v, ptr %p seq_cst, align 4
  %cx = cmpxchg weak volatile ptr %p, i32 1, i32 2 syncscope("x") acq_rel acquire, align 8
  %rmw = atomicrmw volatile fadd ptr %p, float 1.000000e+00 monotonic, align 16
  fence syncscope("singlethread") acquire
  %sv = shufflevector <4 x i32> zeroinitializer, <4 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 2, i32 7>
  %sv2 = shufflevector <4 x i32> zeroinitializer, <4 x i32> poison, <2 x i32> zeroinitializer
  %ev = extractvalue { i32, i64 } zeroinitializer, 1
  %iv = insertvalue { i32, i64 } undef, i32 %x, 0
  %va = va_arg ptr %p, i32
  %fn = fneg nnan float 1.000000e+00
  %c = fcmp fast oeq float %fn, 1.000000e+00
  %sel = select nnan i1 %c, float %fn, float 2.000000e+00
  %r = call fast float @llvm.fabs.f32(float %sel)
  %t = tail call i32 (i32, ...) @vf(i32 1, i32 2) #2
  %inv = invoke i32 @g2(i32 1) [ "deopt"(i32 1, ptr %p), "foo"() ]
          to label %bb3 unwind label %lp

lp:                                               ; preds = %bb2
  %l = landingpad { ptr, i32 }
          cleanup
          catch ptr @g
          filter [1 x ptr] [ptr @g]
  resume { ptr, i32 } %l

bb3:                                              ; preds = %bb3, %bb2, %entry
  switch i32 %x, label %bb3 [
    i32 1, label %bb2
    i32 2, label %unr
  ]

unr:                                              ; preds = %"0weird name", %bb3
  unreachable

"0weird name":                                    ; No predecessors!
  br label %unr
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

declare !foo !0 i32 @vf(i32, ...)

; Function Attrs: nounwind
declare i32 @g2(i32) #2

define void @ms(...) {
  musttail call void (...) @ms(...)
  ret void
}

attributes #0 = { "bss-section"="x" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "ab"="x\0Ay" }

!0 = !{!"x", i32 1, null, !1}
!1 = !{}
