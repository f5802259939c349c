// expect: clean
// if(0): the task is undeferred, so the parent resumes only after it completes.
#include <stdio.h>
int res;
int main(void) {
  int copy = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task if (0)
    res = 77;
    copy = res;
  }
  printf("%d\n", copy);
  return 0;
}
