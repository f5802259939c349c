/* Calls the Fortran kernel of kernel.f90 and prints its results (csa_e2e.rs). */
#include <stdio.h>
void csa_kernel(double *a, double *rows, int n, int m);
int main(void) {
  enum { N = 12, M = 7 };
  static double a[N * M], rows[N];
  for (int i = 0; i < N * M; ++i) a[i] = (i % 5) * 1.25 - 2;
  csa_kernel(a, rows, N, M);
  for (int i = 0; i < N; ++i) printf("%d %.4f\n", i, rows[i]);
  return 0;
}
