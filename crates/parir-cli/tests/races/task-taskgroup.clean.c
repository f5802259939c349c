// expect: clean
// taskgroup waits for the tasks and their descendants.
#include <stdio.h>
int a, b;
int main(void) {
  int s = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskgroup
    {
#pragma omp task
      {
        a = 1;
#pragma omp task
        b = 2;
      }
    }
    s = a + b;
  }
  printf("%d\n", s);
  return 0;
}
