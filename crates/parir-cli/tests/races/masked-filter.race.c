// expect: race 11 12
// masked filter(1): thread 1 writes while thread 0 reads, with no barrier.
#include <omp.h>
#include <stdio.h>
int val;
int main(void) {
  int seen = -1;
#pragma omp parallel
  {
#pragma omp masked filter(1)
    val = 5;
    if (omp_get_thread_num() == 0) seen = val;
  }
  printf("%d\n", seen >= 0);
  return 0;
}
