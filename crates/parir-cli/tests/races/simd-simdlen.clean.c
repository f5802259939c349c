// expect: clean
// simdlen(8) on independent iterations.
#include <stdio.h>
#define N 256
double x[N], y[N];
int main(void) {
  for (int i = 0; i < N; i++) x[i] = i * 0.5;
#pragma omp simd simdlen(8)
  for (int i = 0; i < N; i++) y[i] = x[i] * x[i] + 1.0;
  double s = 0;
  for (int i = 0; i < N; i++) s += y[i];
  printf("%.2f\n", s);
  return 0;
}
