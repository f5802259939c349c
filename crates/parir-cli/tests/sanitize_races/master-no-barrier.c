// RACE: 10 11
// The master thread writes while the others read: master has no barrier.
#include <omp.h>
#include <stdio.h>
int cfg, seen[4];
int main(void) {
#pragma omp parallel num_threads(4)
  {
#pragma omp master
    cfg = 7;
    seen[omp_get_thread_num()] = cfg;
  }
  printf("%d\n", cfg);
  return 0;
}
