// expect: clean
// safelen(4) with a dependence of distance 4: allowed.
#include <stdio.h>
#define N 256
int a[N];
int main(void) {
  for (int i = 0; i < N; i++) a[i] = i % 5;
#pragma omp simd safelen(4)
  for (int i = 4; i < N; i++) a[i] = a[i - 4] + 1;
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("%ld\n", s);
  return 0;
}
