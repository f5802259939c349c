// expect: race 11 12
// A task writes a result the creating thread reads without waiting for it.
#include <stdio.h>
int res;
int main(void) {
  int copy = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task
    res = 21 * 2;
    copy = res;
  }
  printf("%d\n", copy >= 0);
  return 0;
}
