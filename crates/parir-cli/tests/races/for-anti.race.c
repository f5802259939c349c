// expect: race 10 10
// Each iteration reads its element and overwrites the next one (anti-dependence, distance 1).
#include <stdio.h>
#define N 256
int a[N + 1];
int main(void) {
  for (int i = 0; i <= N; i++) a[i] = i;
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    a[i + 1] = a[i] * 3;
  printf("%d\n", a[N] >= 0);
  return 0;
}
