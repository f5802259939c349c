// corpus: fast-math flags on floating-point instructions and calls
// (fast/nnan/ninf/nsz/arcp/contract/afn/reassoc), #pragma clang fp,
// #pragma STDC FENV_ACCESS (constrained fp intrinsics), fp reductions.
// corpus-flags: -ffast-math
#include <math.h>

float reassoc_sum(const float *a, int n) {
  float s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

double poly(double x) { return x * x * x + 3 * x * x + x / 3.0; }

double recip(double a, double b) { return a / b + sqrt(a) + exp(b); }

float contract_only(float a, float b, float c) {
#pragma clang fp contract(fast)
  return a * b + c;
}

float no_reassoc(float a, float b, float c) {
#pragma clang fp reassociate(off)
  return (a + b) + c;
}

double strict_region(double a, double b) {
#pragma float_control(precise, on)
  return a * b - a / b;
}

int is_nan_check(double x) { return x != x; }

float minmax(float a, float b) { return fminf(a, b) + fmaxf(a, b) + fabsf(a - b); }

int main(void) {
  float a[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  return (int)(reassoc_sum(a, 8) + poly(2.0) + recip(4, 1) + contract_only(1, 2, 3) +
               no_reassoc(1, 2, 3) + strict_region(2, 4) + minmax(1, 2)) +
         is_nan_check(1.0);
}
