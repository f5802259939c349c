// expect: clean
// Kernel for the timing: a 2-D five-point Jacobi stencil, two buffers, a barrier per sweep.
#include <stdio.h>
#define N 512
#define STEPS 40
double u[N][N], w[N][N];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) u[i][j] = (i * 31 + j * 17) % 10;
#pragma omp parallel
  for (int s = 0; s < STEPS; s++) {
#pragma omp for
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        w[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
#pragma omp for
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++) u[i][j] = w[i][j];
  }
  double t = 0;
  for (int i = 0; i < N; i++) t += u[i][(i * 3) % N];
  printf("%.4f\n", t);
  return 0;
}
