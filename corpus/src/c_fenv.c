// corpus: strict floating point — #pragma STDC FENV_ACCESS ON and
// -ffp-model=strict produce constrained fp intrinsics
// (llvm.experimental.constrained.*) with rounding/exception metadata strings;
// also #pragma clang fp exceptions.
// corpus-flags: -ffp-model=strict
#include <fenv.h>
#include <math.h>

#pragma STDC FENV_ACCESS ON

double strict_ops(double a, double b) {
  double r = a + b;
  r = r * a - b / a;
  r = sqrt(r) + (double)(float)r;
  return r;
}

int strict_cmp(double a, double b) { return a < b; }

long strict_conv(double a) { return (long)a + (long)lrint(a); }

double round_up(double a, double b) {
#pragma clang fp exceptions(maytrap)
  return a / b;
}

int raised(double a) {
  feclearexcept(FE_ALL_EXCEPT);
  volatile double z = a / 0.0;
  (void)z;
  return fetestexcept(FE_DIVBYZERO) != 0;
}

int main(void) {
  return (int)strict_ops(4.0, 2.0) + strict_cmp(1, 2) + (int)strict_conv(2.5) +
         (int)round_up(1, 3) + raised(1.0);
}
