// expect: clean
// vectorize(assume_safety) (llvm.loop.parallel_accesses) on a correct loop through pointers.
#include <stdio.h>
#define N 300
static void scale(float *restrict_not, const float *in, int n) {
#pragma clang loop vectorize(assume_safety)
  for (int i = 0; i < n; i++) restrict_not[i] = in[i] * 3.0f;
}
float a[N], b[N];
int main(void) {
  for (int i = 0; i < N; i++) b[i] = i;
  scale(a, b, N);
  float s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("%.1f\n", s);
  return 0;
}
