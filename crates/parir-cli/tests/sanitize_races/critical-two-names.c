// RACE: 8 10
// Two differently named critical sections protect the same variable.
#include <stdio.h>
int main(void) { int n = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp critical(a)
    n += 1;
#pragma omp critical(b)
    n += 2;
  }
  printf("%d\n", n > 0); return 0; }
