// a * b + c in one C expression: clang emits llvm.fmuladd (-ffp-contract=on), which the
// code generator fuses only where the target has FMA. On x86-64's baseline the product is
// rounded before the add; in a function compiled for an FMA target it is not. The inputs
// make the two differ in the printed bits. Scalars, vectorized loops (-O3) and both
// precisions; `fma()` from math.h is always fused.
#include <math.h>
#include <stdio.h>
#define N 64
double a[N], b[N], c[N];
float x[N], y[N], z[N];

static void fill(void) {
  for (int i = 0; i < N; i++) {
    a[i] = 1.0 + i * 0x1p-30;
    b[i] = 1.0 - i * 0x1p-30;
    c[i] = -1.0;
    x[i] = 1.0f + i * 0x1p-13f;
    y[i] = 1.0f - i * 0x1p-13f;
    z[i] = -1.0f;
  }
}

__attribute__((noinline)) static void baseline(double *s, float *t) {
  double u = 0;
  float v = 0;
  for (int i = 0; i < N; i++) {
    u += a[i] * b[i] + c[i];
    v += x[i] * y[i] + z[i];
  }
  *s = u;
  *t = v;
}

__attribute__((noinline, target("fma"))) static void fused(double *s, float *t) {
  double u = 0;
  float v = 0;
  for (int i = 0; i < N; i++) {
    u += a[i] * b[i] + c[i];
    v += x[i] * y[i] + z[i];
  }
  *s = u;
  *t = v;
}

int main(void) {
  fill();
  double s1, s2;
  float t1, t2;
  baseline(&s1, &t1);
  fused(&s2, &t2);
  volatile double p = a[5], q = b[5], r = c[5];
  printf("%a %a\n%a %a\n%a %a\n", s1, (double)t1, s2, (double)t2, p * q + r, fma(p, q, r));
  return 0;
}
