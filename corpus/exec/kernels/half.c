// _Float16: conversions (rounding, subnormals, overflow to infinity), arithmetic and memory
// (clang-19 lowers the arithmetic through float on x86-64; conversions and storage stay
// half). __bf16 is left to tests/exec/half.ll: Debian 12's libgcc lacks its conversions.
#include <stdio.h>
#include <string.h>
static unsigned short bits16(const void *p) { unsigned short u; memcpy(&u, p, 2); return u; }
int main(void) {
  unsigned long h = 0;
  _Float16 acc = 0;
  _Float16 buf[64] = {0};
  for (int i = 0; i < 30000; i++) {
    double d = (i - 15000) * 0.0137 + i * 1e-7;
    if (i % 7 == 0) d *= 1e-6;   // subnormal halves
    if (i % 11 == 0) d *= 1e3;   // overflow to infinity (kept out of the sum)
    _Float16 x = (_Float16)d;
    _Float16 y = x * (_Float16)1.5f + (_Float16)0.25f;
    if (i % 11 != 0) buf[i % 64] = y;
    acc += buf[(i * 5) % 64] / (_Float16)8;
    h = h * 31 + bits16(&x);
    h = h * 31 + bits16(&y);
    h = h * 31 + (unsigned)(int)x;
  }
  printf("%lx %.6g\n", h, (double)acc);
  return 0;
}
