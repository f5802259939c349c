// STDOUT: int + 500500 * 1024 max 991 min -3
// STDOUT: long + 332833500 * 59049 max 999000 min 0
// STDOUT: double + 250250.0 * 0.0009765625 max 499.5 min -1.5
// STDOUT: && 1 0 || 1 0 | 0x3ff & 0x10 ^ 0xa5190
// Topic 4: reduction clauses (+, *, max, min, &&, ||, |, &, ^) on int, long and double, on
// `parallel for` (__kmpc_reduce_nowait, the combiner function, the switch on its result) and
// on a `for` inside `parallel` (a blocking __kmpc_reduce). Every result is exact in binary.
#include <stdio.h>

int main(void) {
  int is = 0, ip = 1, imax = -100, imin = 100;
  long ls = 0, lp = 1, lmax = -1, lmin = 1;
  double ds = 0.0, dp = 1.0, dmax = -1e9, dmin = 1e9;
  int all = 1, none = 1, any = 0, nany = 0;
  unsigned bor = 0, band = 0xffffffffu, bxor = 0;

#pragma omp parallel for reduction(+ : is) reduction(* : ip) reduction(max : imax) \
    reduction(min : imin)
  for (int i = 1; i <= 1000; i++) {
    is += i;
    if (i % 100 == 0)
      ip *= 2;
    int v = (i * 7) % 1001 - 3;
    if (v > imax)
      imax = v;
    if (v < imin)
      imin = v;
  }

#pragma omp parallel for reduction(+ : ls) reduction(* : lp) reduction(max : lmax) \
    reduction(min : lmin) reduction(&& : all, none) reduction(|| : any, nany)
  for (long i = 0; i < 1000; i++) {
    ls += i * i;
    lp *= (i % 100 == 7) ? 3 : 1;
    lmax = i * 1000 > lmax ? i * 1000 : lmax;
    lmin = i < lmin ? i : lmin;
    all = all && (i < 1000);
    none = none && (i < 500);
    any = any || (i == 999);
    nany = nany || (i > 5000);
  }

#pragma omp parallel
  {
#pragma omp for reduction(+ : ds) reduction(* : dp) reduction(max : dmax) reduction(min : dmin) \
    reduction(| : bor) reduction(& : band) reduction(^ : bxor)
    for (int i = 0; i < 1000; i++) {
      ds += 0.5 * i + 0.5;
      if (i % 100 == 0)
        dp *= 0.5;
      dmax = 0.5 * i > dmax ? 0.5 * i : dmax;
      dmin = i * 0.5 - 1.5 < dmin ? i * 0.5 - 1.5 : dmin;
      bor |= 1u << (i % 10);
      band &= 0x10u | (unsigned)(i << 5);
      bxor ^= (unsigned)(i * i);
    }
  }

  printf("int + %d * %d max %d min %d\n", is, ip, imax, imin);
  printf("long + %ld * %ld max %ld min %ld\n", ls, lp, lmax, lmin);
  printf("double + %.1f * %.10f max %.1f min %.1f\n", ds, dp, dmax, dmin);
  printf("&& %d %d || %d %d | %#x & %#x ^ %#x\n", all, none, any, nany, bor, band, bxor);
  return 0;
}
