// long double (x86_fp80): arithmetic at 64 bits of precision, comparisons, conversions
// (including out-of-range int conversions, whose results are the x87 fistp ones), calls,
// structs, varargs, printf's %L conversions and the math functions parir computes exactly.
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

struct S {
  char tag;
  long double v;
  int n;
};

__attribute__((noinline)) long double id(long double x) { return x; }
__attribute__((noinline)) long double poly(long double x, double d, int k) {
  return x * x * 0.5L + (long double)d / 3 - k;
}
__attribute__((noinline)) struct S twice(struct S s) {
  s.v *= 2;
  s.n *= 2;
  return s;
}

static unsigned long mix(unsigned long h, long double x) {
  unsigned char b[10];
  memcpy(b, &x, 10);
  for (int i = 0; i < 10; i++) h = h * 131 + b[i];
  return h;
}

__attribute__((noinline)) long double sum_va(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = 0;
  for (int i = 0; i < n; i++) {
    switch (i % 3) {
    case 0: s += va_arg(ap, long double); break;
    case 1: s += va_arg(ap, int); break;
    default: s += va_arg(ap, double); break;
    }
  }
  va_end(ap);
  return s;
}

__attribute__((noinline)) void show(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
}

int main(void) {
  long double zero = id(0.0L), one = id(1.0L);
  long double third = one / 3, tenth = id(0.1L);
  long double big = id(1e4000L), tiny = id(LDBL_TRUE_MIN), inf = one / zero;
  long double nan = zero / zero;

  // Arithmetic and printf.
  long double vals[] = {tenth, third, big, -zero, LDBL_MAX, tiny, LDBL_MIN, inf, -inf, nan,
                        -nan, 123456789.125L, -2.5L, 1e-300L, 0.5L, 1.5L, 2.5L, 9.999999L};
  int nv = sizeof vals / sizeof vals[0];
  for (int i = 0; i < nv; i++) {
    long double x = id(vals[i]);
    printf("%Lf|%.20Lf|%Le|%.3Le|%Lg|%La|%.0Lf|%12.4Lg|%-+10.2Lf|%#.0Le|%.3La\n", x, x, x, x,
           x, x, x, x, x, x, x);
  }
  printf("%Lf %Lg %.30Lg %LG %LE %LA\n", tiny, big, third, big, tenth, tenth);

  // A loop accumulating with 64-bit precision (double would lose these).
  long double acc = 0, prod = 1;
  unsigned long h = 0;
  for (int i = 1; i <= 2000; i++) {
    acc += one / i;
    prod *= 1 + one / (i * 7);
    long double r = fmodl(acc * 1e6L, 7.25L);
    h = mix(h, acc);
    h = mix(h, prod);
    h = mix(h, r);
    h = mix(h, acc - prod / i);
  }
  printf("acc %.25Lg prod %.25Lg hash %lx\n", acc, prod, h);
  printf("poly %.21Lg\n", poly(third, 0.7, 3));

  // Comparisons (with NaNs: all predicates).
  long double cs[] = {-1, 0, -zero, tenth, inf, nan};
  int bits = 0;
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++) {
      long double a = id(cs[i]), b = id(cs[j]);
      bits = bits * 3 + (a < b) + 2 * (a <= b);
      bits = bits * 5 + (a == b) + 2 * (a != b) + 3 * (a > b) + (a >= b);
      bits ^= isunordered(a, b) << 7;
      bits ^= isless(a, b) << 3;
      bits ^= islessgreater(a, b) << 5;
    }
  printf("cmp %x\n", bits);

  // Conversions: float/double both ways, integers near and beyond their limits.
  long double conv[] = {0.1L, -0.9L, 127.9L, 128.5L, -129.0L, 32767.5L, 40000.0L, -40000.0L,
                        2147483647.9L, 2147483648.0L, -2147483649.0L, 4294967295.5L, 5e9L,
                        -5e9L, 9223372036854775807.0L, 9223372036854775808.0L,
                        -9223372036854775808.0L, 18446744073709551615.0L, 3e19L, 1e30L,
                        -1e30L, inf, nan, 1e-40L, 1e39L, 3.4028235677973366e38L};
  int nc = sizeof conv / sizeof conv[0];
  for (int i = 0; i < nc; i++) {
    long double x = id(conv[i]);
    double d = (double)x;
    float f = (float)x;
    printf("%d: %a %a | %d %d %d %ld | %u %u %u %lu | %Lg %Lg\n", i, d, (double)f,
           (signed char)x, (short)x, (int)x, (long)x, (unsigned char)x, (unsigned short)x,
           (unsigned)x, (unsigned long)x, (long double)d, (long double)f);
  }
  long ints[] = {0, 1, -1, 9007199254740993L, -9223372036854775807L - 1, 9223372036854775807L};
  for (int i = 0; i < 6; i++) {
    long n = ints[i];
    printf("%Lf %Lf\n", (long double)n, (long double)(unsigned long)n);
  }
  __int128 wide = (__int128)id(1e30L);
  printf("int128 %lx %lx %Lg\n", (unsigned long)(wide >> 64), (unsigned long)wide,
         (long double)(wide * 3 + 1));

  // Calls, structs, varargs.
  struct S s = {'x', third, 21};
  struct S t = twice(s);
  printf("struct %c %.21Lg %d\n", t.tag, t.v, t.n);
  printf("va %.21Lg\n", sum_va(7, tenth, 3, 0.25, third, -5, 1e10, 2.0L));
  show("show %Lf %d %Le %s %.2Lf\n", third, 42, big, "ok", -tenth);

  // Math functions computed exactly.
  long double ms[] = {2.0L, 0.5L, -2.5L, 3.5L, -0.4L, 1e20L, 1e-4000L, 12345.678L};
  for (int i = 0; i < 8; i++) {
    long double x = id(ms[i]);
    int e;
    long double ip;
    long double fr = frexpl(x, &e);
    long double mf = modfl(x, &ip);
    printf("%.21Lg %.21Lg %Lg %Lg %Lg %Lg %Lg %.21Lg %Lg %La %d %Lg %Lg %ld\n", sqrtl(fabsl(x)),
           fabsl(x), floorl(x), ceill(x), truncl(x), roundl(x), rintl(x), fmodl(x, third),
           ldexpl(x, 100), fr, e, mf, ip, lroundl(x));
    printf("  %Lg %Lg %Lg %.21Lg\n", copysignl(x, -one), fminl(x, one), fmaxl(x, one),
           fmal(x, third, tenth));
  }
  printf("sqrt %.21Lg %Lg\n", sqrtl(id(2.0L)), sqrtl(-one));
  return 0;
}
