// expect: race 9 9
// simdlen(8) does not allow a dependence of distance 1.
#include <stdio.h>
#define N 256
double x[N];
int main(void) {
  for (int i = 0; i < N; i++) x[i] = i * 0.5;
#pragma omp simd simdlen(8)
  for (int i = 1; i < N; i++) x[i] = x[i - 1] * 0.5 + x[i];
  printf("%.2f\n", x[N - 1]);
  return 0;
}
