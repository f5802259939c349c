// expect: clean
// Kernel for the timing: dense matrix multiply, rows split across the threads.
#include <stdio.h>
#define N 384
double A[N][N], B[N][N], C[N][N];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i + j) % 7 * 0.5;
      B[i][j] = (i * j) % 5 * 0.25;
    }
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = 0; k < N; k++) s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
  double t = 0;
  for (int i = 0; i < N; i++) t += C[i][(i * 7) % N];
  printf("%.3f\n", t);
  return 0;
}
