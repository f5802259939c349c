// expect: clean
// The scratch variable is private.
#include <omp.h>
#include <stdio.h>
int out[64];
int main(void) {
  int tmp, n = 1;
#pragma omp parallel private(tmp)
  {
    tmp = omp_get_thread_num() * 3;
    out[omp_get_thread_num()] = tmp;
    if (omp_get_thread_num() == 0) n = omp_get_num_threads();
  }
  int s = 0;
  for (int t = 0; t < n; t++) s += out[t];
  printf("%d\n", s == 3 * n * (n - 1) / 2);
  return 0;
}
