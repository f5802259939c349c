// expect: clean
// Jacobi-style sweeps over two buffers with a barrier between sweeps.
#include <stdio.h>
#define N 64
double x[N], y[N];
int main(void) {
  for (int i = 0; i < N; i++) x[i] = i;
#pragma omp parallel
  for (int it = 0; it < 4; it++) {
#pragma omp for
    for (int i = 1; i < N - 1; i++) y[i] = (x[i - 1] + x[i + 1]) / 2;
#pragma omp for
    for (int i = 1; i < N - 1; i++) x[i] = y[i];
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += x[i];
  printf("%.3f\n", s);
  return 0;
}
