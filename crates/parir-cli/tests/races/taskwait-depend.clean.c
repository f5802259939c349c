// expect: clean
// taskwait depend(in: x) waits for the task that writes x only.
#include <stdio.h>
int x;
int main(void) {
  int copy = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(out : x)
    x = 64;
#pragma omp taskwait depend(in : x)
    copy = x;
  }
  printf("%d\n", copy);
  return 0;
}
