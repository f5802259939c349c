// expect: race 7 7
// vectorize(assume_safety) on overlapping pointers: out = in + 1.
#include <stdio.h>
#define N 300
static void shift(float *out, const float *in, int n) {
#pragma clang loop vectorize(assume_safety)
  for (int i = 0; i < n; i++) out[i] = in[i] + 1.0f;
}
float a[N + 1];
int main(void) {
  for (int i = 0; i <= N; i++) a[i] = i;
  shift(a + 1, a, N);
  printf("%.1f\n", a[N]);
  return 0;
}
