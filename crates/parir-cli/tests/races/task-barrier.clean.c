// expect: clean
// Tasks created in a parallel region complete at the next barrier.
#include <omp.h>
#include <stdio.h>
int part[64];
int main(void) {
  int n = 1, s = 0;
#pragma omp parallel
  {
    int t = omp_get_thread_num();
#pragma omp task
    part[t] = t + 100;
#pragma omp barrier
#pragma omp single
    {
      n = omp_get_num_threads();
      for (int k = 0; k < n; k++) s += part[k];
    }
  }
  printf("%d\n", s == 100 * n + n * (n - 1) / 2);
  return 0;
}
