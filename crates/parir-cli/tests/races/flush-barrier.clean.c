// expect: clean
// A flush, then a barrier, then the reads: the barrier orders them.
#include <omp.h>
#include <stdio.h>
int word;
int got[64];
int main(void) {
  int n = 1;
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
      word = 31;
#pragma omp flush(word)
      n = omp_get_num_threads();
    }
#pragma omp barrier
    got[omp_get_thread_num()] = word;
  }
  int s = 0;
  for (int t = 0; t < n; t++) s += got[t];
  printf("%d\n", s == 31 * n);
  return 0;
}
