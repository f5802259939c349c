// expect: clean
// master followed by an explicit barrier.
#include <omp.h>
#include <stdio.h>
int val;
int got[64];
int main(void) {
  int n = 1;
#pragma omp parallel
  {
#pragma omp master
    {
      val = 9;
      n = omp_get_num_threads();
    }
#pragma omp barrier
    got[omp_get_thread_num()] = val;
  }
  int s = 0;
  for (int t = 0; t < n; t++) s += got[t];
  printf("%d\n", s == 9 * n);
  return 0;
}
