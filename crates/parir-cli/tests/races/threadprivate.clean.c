// expect: clean
// A threadprivate counter: each thread counts in its own copy.
#include <omp.h>
#include <stdio.h>
int tally;
#pragma omp threadprivate(tally)
int res[64];
int main(void) {
  int n = 1;
#pragma omp parallel
  {
    for (int i = 0; i < 10; i++) tally += i;
    res[omp_get_thread_num()] = tally;
    if (omp_get_thread_num() == 0) n = omp_get_num_threads();
  }
  int s = 0;
  for (int t = 0; t < n; t++) s += res[t];
  printf("%d\n", s == 45 * n);
  return 0;
}
