// expect: race 9 9
// safelen(4) with a dependence of distance 2: too close.
#include <stdio.h>
#define N 256
int a[N];
int main(void) {
  for (int i = 0; i < N; i++) a[i] = i % 5;
#pragma omp simd safelen(4)
  for (int i = 2; i < N; i++) a[i] = a[i - 2] + 1;
  printf("%d\n", a[N - 1]);
  return 0;
}
