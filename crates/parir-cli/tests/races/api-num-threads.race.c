// expect: race 8 8
// Every thread stores the team size into the same variable: equal values still race.
#include <omp.h>
#include <stdio.h>
int size;
int main(void) {
#pragma omp parallel
  size = omp_get_num_threads();
  printf("%d\n", size > 0);
  return 0;
}
