// expect: clean
// The same histogram with atomic increments.
#include <stdio.h>
#define N 800
int v[N];
int h[8];
int main(void) {
  for (int i = 0; i < N; i++) v[i] = (i * 13) % 8;
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
#pragma omp atomic
    h[v[i]]++;
  }
  for (int b = 0; b < 8; b++) printf("%d ", h[b]);
  printf("\n");
  return 0;
}
