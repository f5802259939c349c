// expect: race 10 10
// The same histogram without a reduction or atomics.
#include <stdio.h>
#define N 800
int v[N];
int h[8];
int main(void) {
  for (int i = 0; i < N; i++) v[i] = (i * 13) % 8;
#pragma omp parallel for
  for (int i = 0; i < N; i++) h[v[i]]++;
  printf("%d\n", h[0] > 0);
  return 0;
}
