// expect: clean
// Each thread stores its id into its own element (indexed by the runtime's thread number).
#include <omp.h>
#include <stdio.h>
int who[64];
int main(void) {
  int n = 0;
#pragma omp parallel
  {
    who[omp_get_thread_num()] = omp_get_thread_num() + 1;
#pragma omp single
    n = omp_get_num_threads();
  }
  int s = 0;
  for (int t = 0; t < n; t++) s += who[t];
  printf("%d\n", s == n * (n + 1) / 2);
  return 0;
}
