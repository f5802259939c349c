// expect: clean
// parallel for simd over independent elements.
#include <stdio.h>
#define N 512
double a[N], b[N];
int main(void) {
  for (int i = 0; i < N; i++) b[i] = i;
#pragma omp parallel for simd
  for (int i = 0; i < N; i++) a[i] = 2 * b[i] + 1;
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("%.1f\n", s);
  return 0;
}
