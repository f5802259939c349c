// CLEAN
// The end of a taskgroup waits for its tasks.
#include <stdio.h>
int main(void) { int a = 0, b = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp taskgroup
    {
#pragma omp task shared(a)
      a = 1;
#pragma omp task shared(b)
      b = 2;
    }
    a += b;
  }
  printf("%d\n", a); return 0; }
