// expect: race 11 13
// The same sweeps with nowait on the first loop: the copy-back races with the reads.
#include <stdio.h>
#define N 64
double x[N], y[N];
int main(void) {
  for (int i = 0; i < N; i++) x[i] = i;
#pragma omp parallel
  for (int it = 0; it < 4; it++) {
#pragma omp for nowait
    for (int i = 1; i < N - 1; i++) y[i] = (x[i - 1] + x[i + 1]) / 2;
#pragma omp for
    for (int i = 1; i < N - 1; i++) x[i] = y[i];
  }
  printf("%d\n", x[1] >= 0);
  return 0;
}
