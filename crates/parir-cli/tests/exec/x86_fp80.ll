; RUN: parir run %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: parir run --poison-frames %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: parir run --parallel=2 %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: parir sanitize %s | FileCheck %s --check-prefix=STDOUT --exact
; RUN: lli-19 %s | FileCheck %s --check-prefix=STDOUT --exact
; x86_fp80 by hand: 0xK constants, globals and their initializers, memory (10 bytes in a
; 16-byte slot), every arithmetic op, fcmp predicates, casts both ways (i128 included),
; bitcast to i80, select and phi, calls with long double arguments and results, the
; intrinsics clang emits, and printf of long doubles passed as varargs.
; STDOUT: 0.100000000000000000001355 3.33333333333333333342e-01 0xc.ccccccccccccccdp-7
; STDOUT: sum 1.4333333333333333334 diff -0.23333333333333333335 prod 0.033333333333333333335 quot 0.29999999999999999998 rem 0.1 neg -0.1
; STDOUT: cmp 1 0 1 0 1 1 0 1 | 0 1 1 1
; STDOUT: cast 0.1 0.100000001 0.1000000000000000055511151231257827 0.100000001490116119384765625 -11 18446744073709551615 -11 3
; STDOUT: wide 170141183460469231731687303715884105727 1.70141183460469231732e+38 -1.70141183460469231732e+38 3.9524034322234023713178e+23
; STDOUT: bits 3ffbcccccccccccccccd -0.1 2
; STDOUT: loop 1.64393456668155980263 select 0.1
; STDOUT: calls 2.1 1.1 0.1 -0.1 0.1 0.1 0.36666666666666666667 0.36666666666666666667
; STDOUT: fmuladd 0x0p+0 -0x8p-83
; STDOUT: struct 7 0.333333333333333333342 -2.5 globals 1.5 -0

%struct.S = type { i32, x86_fp80, x86_fp80 }

@g = global x86_fp80 0xK3FFF8000000000000000, align 16
@s = global %struct.S { i32 7, x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 0xKC000A000000000000000 }, align 16
@arr = global [2 x x86_fp80] [x86_fp80 0xK3FFFC000000000000000, x86_fp80 0xK80000000000000000000], align 16

@f1 = private constant [19 x i8] c"%.24Lg %.20Le %La\0A\00"
@f2 = private constant [59 x i8] c"sum %.20Lg diff %.20Lg prod %.20Lg quot %.20Lg rem %Lg neg\00"
@f2b = private constant [6 x i8] c" %Lg\0A\00"
@f3 = private constant [39 x i8] c"cmp %d %d %d %d %d %d %d %d | %d %d %d\00"
@f3b = private constant [5 x i8] c" %d\0A\00"
@f4 = private constant [35 x i8] c"cast %Lg %.9g %.34Lg %.30Lg %d %lu\00"
@f4b = private constant [10 x i8] c" %lld %d\0A\00"
@f5 = private constant [29 x i8] c"wide %s %.21Lg %.21Lg %.23Lg\00"
@f5b = private constant [2 x i8] c"\0A\00"
@f6 = private constant [22 x i8] c"bits %04lx%016lx %Lg \00"
@f6b = private constant [4 x i8] c"%d\0A\00"
@f7 = private constant [24 x i8] c"loop %.21Lg select %Lg\0A\00"
@f8 = private constant [45 x i8] c"calls %Lg %Lg %Lg %Lg %Lg %Lg %.20Lg %.20Lg\0A\00"
@f9 = private constant [38 x i8] c"struct %d %.21Lg %Lg globals %Lg %Lg\0A\00"
@f10 = private constant [17 x i8] c"fmuladd %La %La\0A\00"
@i128max = private constant [40 x i8] c"170141183460469231731687303715884105727\00"

declare i32 @printf(ptr, ...)
declare x86_fp80 @llvm.fabs.f80(x86_fp80)
declare x86_fp80 @llvm.copysign.f80(x86_fp80, x86_fp80)
declare x86_fp80 @llvm.minnum.f80(x86_fp80, x86_fp80)
declare x86_fp80 @llvm.maxnum.f80(x86_fp80, x86_fp80)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80)
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80)

define x86_fp80 @add1(x86_fp80 %x, i32 %k) {
  %k.f = sitofp i32 %k to x86_fp80
  %r = fadd x86_fp80 %x, %k.f
  ret x86_fp80 %r
}

define i32 @main() {
entry:
  %tenth = fdiv x86_fp80 0xK3FFF8000000000000000, 0xK4002A000000000000000
  %third = fdiv x86_fp80 0xK3FFF8000000000000000, 0xK4000C000000000000000
  call i32 (ptr, ...) @printf(ptr @f1, x86_fp80 %tenth, x86_fp80 %third, x86_fp80 %tenth)

  ; Arithmetic.
  %sum = fadd x86_fp80 %tenth, %third
  %sum1 = fadd x86_fp80 %sum, 0xK3FFF8000000000000000
  %diff = fsub x86_fp80 %tenth, %third
  %prod = fmul x86_fp80 %tenth, %third
  %quot = fdiv x86_fp80 %tenth, %third
  %rem = frem x86_fp80 %sum1, %third
  %neg = fneg x86_fp80 %tenth
  call i32 (ptr, ...) @printf(ptr @f2, x86_fp80 %sum1, x86_fp80 %diff, x86_fp80 %prod, x86_fp80 %quot, x86_fp80 %rem)
  call i32 (ptr, ...) @printf(ptr @f2b, x86_fp80 %neg)

  ; Comparisons, with a NaN.
  %zero = fsub x86_fp80 %tenth, %tenth
  %nan = fdiv x86_fp80 %zero, %zero
  %c1 = fcmp olt x86_fp80 %tenth, %third
  %c2 = fcmp ogt x86_fp80 %tenth, %third
  %c3 = fcmp ole x86_fp80 %tenth, %tenth
  %c4 = fcmp one x86_fp80 %tenth, %tenth
  %c5 = fcmp oeq x86_fp80 %zero, 0xK80000000000000000000
  %c6 = fcmp une x86_fp80 %nan, %nan
  %c7 = fcmp oeq x86_fp80 %nan, %nan
  %c8 = fcmp uno x86_fp80 %nan, %tenth
  %c9 = fcmp ord x86_fp80 %nan, %tenth
  %c10 = fcmp ueq x86_fp80 %nan, %tenth
  %c11 = fcmp uge x86_fp80 %third, %tenth
  %c12 = fcmp ult x86_fp80 %nan, %tenth
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %z5 = zext i1 %c5 to i32
  %z6 = zext i1 %c6 to i32
  %z7 = zext i1 %c7 to i32
  %z8 = zext i1 %c8 to i32
  %z9 = zext i1 %c9 to i32
  %z10 = zext i1 %c10 to i32
  %z11 = zext i1 %c11 to i32
  %z12 = zext i1 %c12 to i32
  call i32 (ptr, ...) @printf(ptr @f3, i32 %z1, i32 %z2, i32 %z3, i32 %z4, i32 %z5, i32 %z6, i32 %z7, i32 %z8, i32 %z9, i32 %z10, i32 %z11)
  call i32 (ptr, ...) @printf(ptr @f3b, i32 %z12)

  ; Casts.
  %d = fptrunc x86_fp80 %tenth to double
  %f = fptrunc x86_fp80 %tenth to float
  %fd = fpext float %f to double
  %dx = fpext double %d to x86_fp80
  %fx = fpext float %f to x86_fp80
  %m = fmul x86_fp80 %tenth, 0xKC005E000000000000000
  %i = fptosi x86_fp80 %m to i32
  %u = uitofp i64 -1 to x86_fp80
  %ui = fptoui x86_fp80 %u to i64
  %t3 = fmul x86_fp80 %third, 0xK4002A000000000000000
  %i8 = fptosi x86_fp80 %t3 to i8
  %i8s = sext i8 %i8 to i32
  %i64 = fptosi x86_fp80 %m to i64
  call i32 (ptr, ...) @printf(ptr @f4, x86_fp80 %dx, double %fd, x86_fp80 %dx, x86_fp80 %fx, i32 %i, i64 %ui)
  call i32 (ptr, ...) @printf(ptr @f4b, i64 %i64, i32 %i8s)

  ; 128-bit integers.
  %big = sitofp i128 170141183460469231731687303715884105727 to x86_fp80
  %nbig = sitofp i128 -170141183460469231731687303715884105727 to x86_fp80
  %w = fptoui x86_fp80 0xK404DA7640B3B8F43A6E0 to i128
  %wx = uitofp i128 %w to x86_fp80
  call i32 (ptr, ...) @printf(ptr @f5, ptr @i128max, x86_fp80 %big, x86_fp80 %nbig, x86_fp80 %wx)
  call i32 (ptr, ...) @printf(ptr @f5b)

  ; Bits: x86_fp80 <-> i80, and memory.
  %bits = bitcast x86_fp80 %tenth to i80
  %lo = trunc i80 %bits to i64
  %hi80 = lshr i80 %bits, 64
  %hi = trunc i80 %hi80 to i64
  %flip = xor i80 %bits, 604462909807314587353088
  %back = bitcast i80 %flip to x86_fp80
  %slot = alloca [2 x x86_fp80], align 16
  %slot1 = getelementptr [2 x x86_fp80], ptr %slot, i64 0, i64 1
  store x86_fp80 %back, ptr %slot1, align 16
  store i64 -1, ptr %slot, align 16
  %p16 = getelementptr i8, ptr %slot1, i64 10
  store i16 2, ptr %p16, align 2
  %reload = load x86_fp80, ptr %slot1, align 16
  %tailw = load i16, ptr %p16, align 2
  %tail = zext i16 %tailw to i32
  call i32 (ptr, ...) @printf(ptr @f6, i64 %hi, i64 %lo, x86_fp80 %reload)
  call i32 (ptr, ...) @printf(ptr @f6b, i32 %tail)
  br label %loop

loop:
  %k = phi i32 [ 1, %entry ], [ %k.next, %loop ]
  %acc = phi x86_fp80 [ 0xK00000000000000000000, %entry ], [ %acc.next, %loop ]
  %kf = sitofp i32 %k to x86_fp80
  %sq = fmul x86_fp80 %kf, %kf
  %inv = fdiv x86_fp80 0xK3FFF8000000000000000, %sq
  %acc.next = fadd x86_fp80 %acc, %inv
  %k.next = add i32 %k, 1
  %done = icmp eq i32 %k.next, 1001
  br i1 %done, label %out, label %loop

out:
  %big.acc = fcmp ogt x86_fp80 %acc.next, 0xK3FFF8000000000000000
  %sel = select i1 %big.acc, x86_fp80 %tenth, x86_fp80 %third
  call i32 (ptr, ...) @printf(ptr @f7, x86_fp80 %acc.next, x86_fp80 %sel)

  ; Calls and intrinsics.
  %a1 = call x86_fp80 @add1(x86_fp80 %tenth, i32 2)
  %a2 = call x86_fp80 @add1(x86_fp80 %tenth, i32 1)
  %ab = call x86_fp80 @llvm.fabs.f80(x86_fp80 %neg)
  %cs = call x86_fp80 @llvm.copysign.f80(x86_fp80 %tenth, x86_fp80 %neg)
  %mn = call x86_fp80 @llvm.minnum.f80(x86_fp80 %tenth, x86_fp80 %nan)
  %mx = call x86_fp80 @llvm.maxnum.f80(x86_fp80 %tenth, x86_fp80 %neg)
  %fm = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %tenth, x86_fp80 %third, x86_fp80 %third)
  %ff = call x86_fp80 @llvm.fma.f80(x86_fp80 %tenth, x86_fp80 %third, x86_fp80 %third)
  call i32 (ptr, ...) @printf(ptr @f8, x86_fp80 %a1, x86_fp80 %a2, x86_fp80 %ab, x86_fp80 %cs, x86_fp80 %mn, x86_fp80 %mx, x86_fp80 %fm, x86_fp80 %ff)

  ; llvm.fmuladd is not fused on x87 (the product rounds to 1); llvm.fma is.
  %um = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 0xK3FFF8000000000800000, x86_fp80 0xK3FFEFFFFFFFFFF000000, x86_fp80 0xKBFFF8000000000000000)
  %fu = call x86_fp80 @llvm.fma.f80(x86_fp80 0xK3FFF8000000000800000, x86_fp80 0xK3FFEFFFFFFFFFF000000, x86_fp80 0xKBFFF8000000000000000)
  call i32 (ptr, ...) @printf(ptr @f10, x86_fp80 %um, x86_fp80 %fu)

  ; Globals.
  %sn = load i32, ptr @s, align 16
  %sv.p = getelementptr %struct.S, ptr @s, i32 0, i32 1
  %sv = load x86_fp80, ptr %sv.p, align 16
  %sw.p = getelementptr %struct.S, ptr @s, i32 0, i32 2
  %sw = load x86_fp80, ptr %sw.p, align 16
  %a0 = load x86_fp80, ptr @arr, align 16
  %a1.p = getelementptr [2 x x86_fp80], ptr @arr, i64 0, i64 1
  %a1v = load x86_fp80, ptr %a1.p, align 16
  %gv = load x86_fp80, ptr @g, align 16
  %g2 = fmul x86_fp80 %gv, %a0
  store x86_fp80 %g2, ptr @g, align 16
  %g3 = load x86_fp80, ptr @g, align 16
  call i32 (ptr, ...) @printf(ptr @f9, i32 %sn, x86_fp80 %sv, x86_fp80 %sw, x86_fp80 %g3, x86_fp80 %a1v)
  ret i32 0
}
