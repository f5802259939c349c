// expect: race 9 9
// omp simd on a recurrence of distance 1: the claim is wrong.
#include <stdio.h>
#define N 256
int a[N];
int main(void) {
  for (int i = 0; i < N; i++) a[i] = i & 3;
#pragma omp simd
  for (int i = 1; i < N; i++) a[i] = a[i - 1] + a[i];
  printf("%d\n", a[N - 1]);
  return 0;
}
