// expect: clean
// Atomics on one element, plain stores to the element beside it (different bytes).
#include <omp.h>
#include <stdio.h>
int pair[2];
int main(void) {
#pragma omp parallel
  {
#pragma omp atomic
    pair[0] += 1;
    if (omp_get_thread_num() == 0) pair[1] = 9;
  }
  printf("%d %d\n", pair[0] == omp_get_max_threads(), pair[1]);
  return 0;
}
