// expect: clean
// omp simd with linear(k:3): k = 3*i in each lane.
#include <stdio.h>
#define N 100
int a[3 * N];
int main(void) {
  int k = 0;
#pragma omp simd linear(k : 3)
  for (int i = 0; i < N; i++) {
    a[k] = i;
    k += 3;
  }
  long s = 0;
  for (int i = 0; i < 3 * N; i++) s += a[i];
  printf("%ld %d\n", s, k);
  return 0;
}
