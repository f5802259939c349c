// expect: clean
// The same sections with their implicit barrier.
#include <omp.h>
#include <stdio.h>
int p, q, seen[64];
int main(void) {
  int n = 1;
#pragma omp parallel
  {
#pragma omp sections
    {
#pragma omp section
      p = 3;
#pragma omp section
      q = 4;
    }
    seen[omp_get_thread_num()] = p + q;
    if (omp_get_thread_num() == 0) n = omp_get_num_threads();
  }
  int s = 0;
  for (int t = 0; t < n; t++) s += seen[t];
  printf("%d\n", s == 7 * n);
  return 0;
}
