// expect: clean
// A private work array per thread.
#include <omp.h>
#include <stdio.h>
int res[64];
int main(void) {
  int work[8], n = 1;
#pragma omp parallel private(work)
  {
    for (int k = 0; k < 8; k++) work[k] = omp_get_thread_num() + k;
    int s = 0;
    for (int k = 0; k < 8; k++) s += work[k];
    res[omp_get_thread_num()] = s;
    if (omp_get_thread_num() == 0) n = omp_get_num_threads();
  }
  int s = 0;
  for (int t = 0; t < n; t++) s += res[t];
  printf("%d\n", s == 8 * n * (n - 1) / 2 + 28 * n);
  return 0;
}
