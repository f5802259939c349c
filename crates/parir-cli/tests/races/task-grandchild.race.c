// expect: race 14 17
// taskwait waits for children only: the grandchild may still run.
#include <stdio.h>
int a, b;
int main(void) {
  int s = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task
    {
      a = 1;
#pragma omp task
      b = 2;
    }
#pragma omp taskwait
    s = a + b;
  }
  printf("%d\n", s >= 1);
  return 0;
}
