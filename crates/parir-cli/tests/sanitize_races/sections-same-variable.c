// RACE: 8 10
// Two sections write the same variable.
#include <stdio.h>
int main(void) { int x = 0;
#pragma omp parallel sections num_threads(2)
  {
#pragma omp section
    x = 1;
#pragma omp section
    x = 2;
  }
  printf("%d\n", x > 0); return 0; }
