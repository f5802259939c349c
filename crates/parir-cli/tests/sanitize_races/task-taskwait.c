// CLEAN
// taskwait orders the task's write before the parent's read.
#include <stdio.h>
int r;
int main(void) {
  int got = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task shared(r)
    r = 42;
#pragma omp taskwait
    got = r;
  }
  printf("%d\n", got);
  return 0;
}
