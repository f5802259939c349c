// expect: race 11 12
// master has no implied barrier: the other threads read before or after the store.
#include <omp.h>
#include <stdio.h>
int val;
int got[64];
int main(void) {
#pragma omp parallel
  {
#pragma omp master
    val = 9;
    got[omp_get_thread_num()] = val;
  }
  printf("%d\n", val);
  return 0;
}
