// expect: clean
// single's implicit barrier orders the store before every thread's read.
#include <omp.h>
#include <stdio.h>
int val;
int got[64];
int main(void) {
  int n = 1;
#pragma omp parallel
  {
#pragma omp single
    {
      val = 42;
      n = omp_get_num_threads();
    }
    got[omp_get_thread_num()] = val;
  }
  int s = 0;
  for (int t = 0; t < n; t++) s += got[t];
  printf("%d\n", s == 42 * n);
  return 0;
}
