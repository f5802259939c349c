// expect: race 10 10
// The same counter without threadprivate: one global for all threads.
#include <omp.h>
#include <stdio.h>
int tally;
int res[64];
int main(void) {
#pragma omp parallel
  {
    for (int i = 0; i < 10; i++) tally += i;
    res[omp_get_thread_num()] = 1;
  }
  printf("%d\n", tally > 0);
  return 0;
}
