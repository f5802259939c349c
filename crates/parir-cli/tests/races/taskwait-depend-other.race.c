// expect: race 13 15
// taskwait depend(in: y) does not wait for the task that writes x.
#include <stdio.h>
int x, y;
int main(void) {
  int copy = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(out : y)
    y = 1;
#pragma omp task depend(out : x)
    x = 64;
#pragma omp taskwait depend(in : y)
    copy = x + y;
  }
  printf("%d\n", copy >= 0);
  return 0;
}
