// expect: clean
// safelen(8) simdlen(4) with a dependence of distance 8.
#include <stdio.h>
#define N 256
int a[N];
int main(void) {
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp simd safelen(8) simdlen(4)
  for (int i = 8; i < N; i++) a[i] = a[i - 8] * 2 % 1000;
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("%ld\n", s);
  return 0;
}
