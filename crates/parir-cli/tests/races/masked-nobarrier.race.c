// expect: race 11 12
// masked (OpenMP 5.1) without a barrier: the same race as with master.
#include <omp.h>
#include <stdio.h>
int val;
int got[64];
int main(void) {
#pragma omp parallel
  {
#pragma omp masked
    val = 11;
    got[omp_get_thread_num()] = val;
  }
  printf("%d\n", val);
  return 0;
}
