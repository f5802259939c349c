// RACE: 9 11
// Two sibling tasks write the same variable.
#include <stdio.h>
int main(void) { int a = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task shared(a)
    a = 1;
#pragma omp task shared(a)
    a = 2;
  }
  printf("%d\n", a > 0); return 0; }
