; RUN: parir run %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: parir run --poison-frames %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: parir run --parallel=2 %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: parir sanitize %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: lli-19 %s | FileCheck %s --check-prefix=STDOUT --exact
; half and bfloat: arithmetic rounded once to the format, intrinsics, memory, overflow to
; infinity, conversions both ways (bfloat, which C code on Debian 12 cannot link natively,
; is checked here against lli-19).
; STDOUT: 4.44140625 inf 6.28125 5.44140625 4 6 0
; STDOUT: inf 0.00048828125 -3.390625 1 -2147483648 0 0
@.fmt = private constant [34 x i8] c"%.10g %.10g %.10g %.10g %d %d %d\0A\00"
declare i32 @printf(ptr, ...)
declare half @llvm.sqrt.f16(half)
declare half @llvm.fma.f16(half, half, half)

define i32 @main() {
  %p = alloca [4 x half], align 2
  %a = fadd half 0xH3C00, 0xH3555
  %b = fmul half %a, 0xH4900
  %c = fdiv half %b, 0xH4200
  %s = call half @llvm.sqrt.f16(half %c)
  %f = call half @llvm.fma.f16(half %s, half %s, half 0xH3C00)
  store half %f, ptr %p, align 2
  %q = getelementptr half, ptr %p, i64 1
  store half 0xH7BFF, ptr %q, align 2
  %l = load half, ptr %q, align 2
  %big = fadd half %l, 0xH5000
  %bf = fptrunc double 3.14159265358979 to bfloat
  %bf2 = fmul bfloat %bf, 0xR4000
  %e1 = fpext half %c to double
  %e2 = fpext half %big to double
  %e3 = fpext bfloat %bf2 to double
  %lf = load half, ptr %p, align 2
  %e4 = fpext half %lf to double
  %i1 = fptosi half %c to i32
  %i3 = fptosi bfloat %bf2 to i32
  %cmp = fcmp olt half %c, %s
  %ci = zext i1 %cmp to i32
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, double %e1, double %e2, double %e3, double %e4, i32 %i1, i32 %i3, i32 %ci)
  ; 70000 overflows half; 2^-7 / 16 is exact; a float halfway between two bfloats rounds to
  ; even, and so does 1 + 2^-8; fptosi of infinity gives x86's 0x80000000
  %i2 = sitofp i32 70000 to half
  %g1 = fpext half %i2 to double
  %sub = fdiv half 0xH2000, 0xH4C00
  %g2 = fpext half %sub to double
  %tie = fptrunc float 0xC00B200000000000 to bfloat
  %g3 = fpext bfloat %tie to double
  %one = bitcast i16 16256 to bfloat
  %onep = fadd bfloat %one, 0xR3B80
  %g4 = fpext bfloat %onep to double
  %inf = fptosi half %i2 to i32
  %r2 = call i32 (ptr, ...) @printf(ptr @.fmt, double %g1, double %g2, double %g3, double %g4, i32 %inf, i32 0, i32 0)
  ret i32 0
}
