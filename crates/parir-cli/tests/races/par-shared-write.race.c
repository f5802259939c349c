// expect: race 9 9
// Every thread of a plain parallel region stores its id into one shared int.
#include <omp.h>
#include <stdio.h>
int who;
int main(void) {
#pragma omp parallel
  {
    who = omp_get_thread_num();
  }
  printf("%d\n", who >= 0);
  return 0;
}
