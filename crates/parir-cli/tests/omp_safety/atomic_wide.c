// `#pragma omp atomic` on objects no atomic instruction covers, which clang lowers to
// libatomic's generic calls (`__atomic_load`, `__atomic_compare_exchange`, ...): long double
// and __int128 updates, captures, reads and writes by a team of two threads. (The native
// build links with -latomic.)
#include <stdio.h>

#define N 5000

int main(void) {
  long double ld = 0.0L, ld_rsub = 3.0L;
  __int128 q = 0, q_max = 0;
  long double seen_sum = 0.0L;
  __int128 word = 0;
  long torn = 0;
#pragma omp parallel num_threads(2) reduction(+ : seen_sum, torn)
  for (int k = 0; k < N; k++) {
#pragma omp atomic
    ld += 0.5L;
#pragma omp atomic
    ld_rsub = 1.0L - ld_rsub;
#pragma omp atomic
    q += (__int128)3 << 64;
    long double v;
#pragma omp atomic capture
    {
      v = ld;
      ld += 0.25L;
    }
    seen_sum += v - v;
    __int128 w = ((__int128)k << 64) | (unsigned)k;
#pragma omp atomic write
    word = w;
    __int128 r;
#pragma omp atomic read
    r = word;
    if ((long)(r >> 64) != (long)(unsigned)r)
      torn++;
#pragma omp atomic compare
    if (q_max < w) q_max = w;
  }
  printf("ld %.2Lf %.2Lf q %lld max %lld seen %.1Lf torn %ld\n", ld, ld_rsub,
         (long long)(q >> 64), (long long)(q_max >> 64), seen_sum, torn);
  return 0;
}
