// expect: clean
// The same task, with taskwait before the read.
#include <stdio.h>
int res;
int main(void) {
  int copy = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task
    res = 21 * 2;
#pragma omp taskwait
    copy = res;
  }
  printf("%d\n", copy);
  return 0;
}
