// expect: race 10 10
// The master's threadprivate copy, reached by every thread through a shared pointer.
#include <omp.h>
#include <stdio.h>
int mine;
#pragma omp threadprivate(mine)
int main(void) {
  int *p = &mine;
#pragma omp parallel
  *p += omp_get_thread_num() + 1;
  printf("%d\n", mine > 0);
  return 0;
}
