; RUN: parir run %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: parir run --poison-frames %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: parir run --parallel=2 %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: parir sanitize %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: lli-19 %s | FileCheck %s --check-prefix=STDOUT --exact
; The masked vector memory intrinsics (builtins.rs: Masked). Unselected lanes never touch
; memory: the stores below would be out of bounds in lanes the masks leave out. The
; expected output (STDOUT lines) is what lli-19 prints.
; STDOUT: 1 -2 3 -4 5 -6 7 -8
; STDOUT: 1 -2 0 -4 0 0 0 0
; STDOUT: 8 6 92 2 0 0 0 0
; STDOUT: 1 43 3 4 5 41 7 40
; STDOUT: 2 0 7 4 0 0 0 0
@.fmt = private constant [25 x i8] c"%d %d %d %d %d %d %d %d\0A\00"

declare i32 @printf(ptr, ...)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr, i32, <8 x i1>, <8 x i32>)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr, i32, <8 x i1>)
declare <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr>, i32, <4 x i1>, <4 x i32>)
declare void @llvm.masked.scatter.v4i32.v4p0(<4 x i32>, <4 x ptr>, i32, <4 x i1>)
declare <4 x double> @llvm.masked.expandload.v4f64(ptr, <4 x i1>, <4 x double>)
declare void @llvm.masked.compressstore.v4f64(<4 x double>, ptr, <4 x i1>)

define void @show(<8 x i32> %v) {
  %e0 = extractelement <8 x i32> %v, i32 0
  %e1 = extractelement <8 x i32> %v, i32 1
  %e2 = extractelement <8 x i32> %v, i32 2
  %e3 = extractelement <8 x i32> %v, i32 3
  %e4 = extractelement <8 x i32> %v, i32 4
  %e5 = extractelement <8 x i32> %v, i32 5
  %e6 = extractelement <8 x i32> %v, i32 6
  %e7 = extractelement <8 x i32> %v, i32 7
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %e0, i32 %e1, i32 %e2, i32 %e3, i32 %e4, i32 %e5, i32 %e6, i32 %e7)
  ret void
}

define i32 @main() {
  %a = alloca [8 x i32], align 4
  store <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>, ptr %a, align 4
  %v = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %a, i32 4, <8 x i1> <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0>, <8 x i32> <i32 -1, i32 -2, i32 -3, i32 -4, i32 -5, i32 -6, i32 -7, i32 -8>)
  call void @show(<8 x i32> %v)
  ; a 4-element buffer: lanes 4..7 are out of bounds and must stay unselected
  %b = alloca [4 x i32], align 4
  store <4 x i32> zeroinitializer, ptr %b, align 4
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %v, ptr %b, i32 4, <8 x i1> <i1 1, i1 1, i1 0, i1 1, i1 0, i1 0, i1 0, i1 0>)
  %bv = load <4 x i32>, ptr %b, align 4
  %bw = shufflevector <4 x i32> %bv, <4 x i32> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @show(<8 x i32> %bw)
  ; gather a[7], a[5], a[3], a[1]; lane 2's pointer is null and unselected
  %p0 = getelementptr i32, ptr %a, i64 7
  %p1 = getelementptr i32, ptr %a, i64 5
  %p3 = getelementptr i32, ptr %a, i64 1
  %ps0 = insertelement <4 x ptr> poison, ptr %p0, i32 0
  %ps1 = insertelement <4 x ptr> %ps0, ptr %p1, i32 1
  %ps2 = insertelement <4 x ptr> %ps1, ptr null, i32 2
  %ps = insertelement <4 x ptr> %ps2, ptr %p3, i32 3
  %g = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> %ps, i32 4, <4 x i1> <i1 1, i1 1, i1 0, i1 1>, <4 x i32> <i32 90, i32 91, i32 92, i32 93>)
  ; scatter 40..43 back through the same pointers (lane 2 unselected)
  call void @llvm.masked.scatter.v4i32.v4p0(<4 x i32> <i32 40, i32 41, i32 42, i32 43>, <4 x ptr> %ps, i32 4, <4 x i1> <i1 1, i1 1, i1 0, i1 1>)
  %av = load <8 x i32>, ptr %a, align 4
  %gw = shufflevector <4 x i32> %g, <4 x i32> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @show(<8 x i32> %gw)
  call void @show(<8 x i32> %av)
  ; compress lanes 1 and 3 of a double vector into a 2-element buffer, expand them back
  %c = alloca [2 x double], align 8
  call void @llvm.masked.compressstore.v4f64(<4 x double> <double 1.5, double 2.5, double 3.5, double 4.5>, ptr %c, <4 x i1> <i1 0, i1 1, i1 0, i1 1>)
  %x = call <4 x double> @llvm.masked.expandload.v4f64(ptr %c, <4 x i1> <i1 1, i1 0, i1 0, i1 1>, <4 x double> <double 0.0, double 0.0, double 7.0, double 0.0>)
  %xi = fptosi <4 x double> %x to <4 x i32>
  %xw = shufflevector <4 x i32> %xi, <4 x i32> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @show(<8 x i32> %xw)
  ret i32 0
}
