// expect: clean
// single copyprivate broadcasts one thread's private value to every thread.
#include <omp.h>
#include <stdio.h>
int got[64];
int main(void) {
  int n = 1;
#pragma omp parallel
  {
    int seed;
#pragma omp single copyprivate(seed)
    seed = 1234;
    got[omp_get_thread_num()] = seed;
#pragma omp single
    n = omp_get_num_threads();
  }
  int s = 0;
  for (int t = 0; t < n; t++) s += got[t] == 1234;
  printf("%d\n", s == n);
  return 0;
}
