// expect: clean
// A histogram as an array-section reduction.
#include <stdio.h>
#define N 800
int v[N];
int main(void) {
  int h[8] = {0};
  for (int i = 0; i < N; i++) v[i] = (i * 13) % 8;
#pragma omp parallel for reduction(+ : h[:8])
  for (int i = 0; i < N; i++) h[v[i]]++;
  for (int b = 0; b < 8; b++) printf("%d ", h[b]);
  printf("\n");
  return 0;
}
