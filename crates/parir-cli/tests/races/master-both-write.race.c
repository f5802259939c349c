// expect: race 10 11
// The master and the other threads write the same variable.
#include <omp.h>
#include <stdio.h>
int flag;
int main(void) {
#pragma omp parallel
  {
#pragma omp master
    flag = 1;
    if (omp_get_thread_num() != 0) flag = 2;
  }
  printf("%d\n", flag > 0);
  return 0;
}
