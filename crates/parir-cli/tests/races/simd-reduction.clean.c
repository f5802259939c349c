// expect: clean
// omp simd with a reduction clause.
#include <stdio.h>
#define N 512
int v[N];
int main(void) {
  for (int i = 0; i < N; i++) v[i] = i % 17;
  int s = 0;
#pragma omp simd reduction(+ : s)
  for (int i = 0; i < N; i++) s += v[i];
  printf("%d\n", s);
  return 0;
}
