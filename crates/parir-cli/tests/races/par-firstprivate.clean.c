// expect: clean
// firstprivate: each thread starts from the outer value and changes its own copy.
#include <omp.h>
#include <stdio.h>
int res[64];
int main(void) {
  int base = 10, n = 1;
#pragma omp parallel firstprivate(base)
  {
    base += omp_get_thread_num();
    res[omp_get_thread_num()] = base;
    if (omp_get_thread_num() == 0) n = omp_get_num_threads();
  }
  int s = 0;
  for (int t = 0; t < n; t++) s += res[t];
  printf("%d %d\n", base, s == 10 * n + n * (n - 1) / 2);
  return 0;
}
