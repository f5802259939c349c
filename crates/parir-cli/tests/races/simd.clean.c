// expect: clean
// omp simd over independent elements.
#include <stdio.h>
#define N 256
float a[N], b[N], c[N];
int main(void) {
  for (int i = 0; i < N; i++) b[i] = i, c[i] = 2 * i;
#pragma omp simd
  for (int i = 0; i < N; i++) a[i] = b[i] + c[i];
  float s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("%.1f\n", s);
  return 0;
}
