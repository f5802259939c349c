// expect: race 10 10
// omp simd accumulating in a scalar without a reduction clause.
#include <stdio.h>
#define N 512
int v[N];
int s;
int main(void) {
  for (int i = 0; i < N; i++) v[i] = i % 17;
#pragma omp simd
  for (int i = 0; i < N; i++) s += v[i];
  printf("%d\n", s);
  return 0;
}
