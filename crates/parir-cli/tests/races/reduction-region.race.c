// expect: race 8 8
// The same sum without the reduction clause.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int s = 0;
#pragma omp parallel
  s += omp_get_thread_num();
  printf("%d\n", s >= 0);
  return 0;
}
