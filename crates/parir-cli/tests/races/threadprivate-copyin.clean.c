// expect: clean
// copyin: every thread's copy starts from the master's value.
#include <omp.h>
#include <stdio.h>
int base;
#pragma omp threadprivate(base)
int res[64];
int main(void) {
  int n = 1;
  base = 50;
#pragma omp parallel copyin(base)
  {
    base += omp_get_thread_num();
    res[omp_get_thread_num()] = base;
    if (omp_get_thread_num() == 0) n = omp_get_num_threads();
  }
  int s = 0;
  for (int t = 0; t < n; t++) s += res[t];
  printf("%d\n", s == 50 * n + n * (n - 1) / 2);
  return 0;
}
