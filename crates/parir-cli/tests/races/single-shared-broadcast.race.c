// expect: race 11 12
// Broadcasting through a shared variable from single nowait instead of copyprivate.
#include <omp.h>
#include <stdio.h>
int got[64];
int main(void) {
  int seed = 0;
#pragma omp parallel
  {
#pragma omp single nowait
    seed = 1234;
    got[omp_get_thread_num()] = seed;
  }
  printf("%d\n", seed);
  return 0;
}
