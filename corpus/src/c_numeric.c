// corpus: numeric types — _Complex, long double (x86_fp80), __int128,
// _Float16, half-precision conversions, fp classification, overflow builtins,
// bit manipulation builtins, math library calls, fp environment.
#include <complex.h>
#include <math.h>
#include <stdint.h>

double _Complex cmul(double _Complex a, double _Complex b) { return a * b; }
float _Complex cdivf(float _Complex a, float _Complex b) { return a / b; }
long double _Complex cld(long double _Complex a) { return a * a + 1.0L; }
double cabs_sum(double _Complex a) { return cabs(a) + creal(a) - cimag(conj(a)); }
_Complex int gauss(_Complex int a, _Complex int b) { return a * b + a; }

long double ld_poly(long double x) {
  return ((3.0L * x + 2.0L) * x - 1.0L) * x / 7.0L;
}
long double ld_convert(double d, int i) { return (long double)d + i; }
int ld_cmp(long double a, long double b) { return a < b || a != a; }

__int128 mul128(__int128 a, __int128 b) { return a * b; }
unsigned __int128 divmod128(unsigned __int128 a, unsigned __int128 b) {
  return a / b + a % b;
}
__int128 shift128(__int128 a, int s) { return (a << s) ^ (a >> (127 - s)); }
uint64_t mulhi(uint64_t a, uint64_t b) {
  return (uint64_t)(((unsigned __int128)a * b) >> 64);
}

_Float16 half_ops(_Float16 a, _Float16 b) { return a * b + (_Float16)1.0; }
float half_to_float(_Float16 h) { return (float)h; }
__fp16 storage_half;
float load_storage_half(void) { return storage_half * 2.0f; }

int classify(double x) {
  return isnan(x) * 1 + isinf(x) * 2 + isfinite(x) * 4 + (fpclassify(x) == FP_NORMAL) * 8 +
         signbit(x) * 16;
}

int overflow_checks(int a, int b, unsigned c, unsigned d, long *out) {
  int r1;
  unsigned r2;
  int bad = __builtin_add_overflow(a, b, &r1);
  bad |= __builtin_umul_overflow(c, d, &r2);
  bad |= __builtin_sub_overflow((long)a, (long)b, out);
  bad |= __builtin_mul_overflow(a, c, out);
  return bad ? -1 : r1 + (int)r2;
}

unsigned bitops(unsigned x, unsigned long long y) {
  return __builtin_popcount(x) + __builtin_clz(x | 1) + __builtin_ctzll(y | 1) +
         __builtin_bswap32(x) + (unsigned)__builtin_bswap64(y) +
         __builtin_parity(x) + __builtin_ffs((int)x) +
         __builtin_rotateleft32(x, 7) + __builtin_bitreverse8((unsigned char)x);
}

double math_calls(double x, float y) {
  return sin(x) + cos(x) + exp(x) + log(fabs(x) + 1) + pow(x, 2.5) + sqrt(fabs(x)) +
         floor(x) + ceil(x) + round(x) + trunc(x) + fma(x, x, 1.0) + fmin(x, 2) +
         fmax(x, -2) + copysign(x, -1.0) + sqrtf(y) + fabsf(y) + atan2(x, 1.0) + ldexp(x, 3) +
         hypot(x, 3.0);
}

float fp_conv(double d, int64_t i, uint32_t u) {
  float f = (float)d;
  double back = f;
  int32_t t = (int32_t)d;
  uint64_t ut = (uint64_t)d;
  return f + (float)back + (float)i + (float)u + (float)t + (float)ut;
}

double fneg_and_cmp(double a, double b) {
  double r = -a;
  if (a < b) r += 1;
  if (a <= b) r += 2;
  if (isgreater(a, b)) r += 4;
  if (isunordered(a, b)) r += 8;
  if (islessgreater(a, b)) r += 16;
  return r;
}

int int_conv(signed char c, short s, unsigned char uc, long l) {
  return c + s + uc + (int)l + (int)(unsigned short)s + (_Bool)l;
}

int main(void) {
  double _Complex z = cmul(1.0 + 2.0 * I, 3.0 - 1.0 * I);
  long out;
  return (int)creal(z) + (int)ld_poly(2.0L) + (int)mul128(3, 4) + (int)divmod128(100, 7) +
         (int)mulhi(~0ULL, 2) + (int)half_ops(2, 3) + classify(1.0) +
         overflow_checks(1, 2, 3, 4, &out) + (int)bitops(0xf0, 12) +
         (int)math_calls(0.5, 2.0f) + (int)fp_conv(1.5, 2, 3) + (int)fneg_and_cmp(1, 2) +
         int_conv(-1, 2, 3, 4) + (int)cabs_sum(z) + ld_cmp(1.0L, 2.0L) + (int)shift128(1, 3);
}
