// CLEAN
// Two sections write different variables.
#include <stdio.h>
int main(void) { int x = 0, y = 0;
#pragma omp parallel sections num_threads(2)
  {
#pragma omp section
    x = 1;
#pragma omp section
    y = 2;
  }
  printf("%d\n", x + y); return 0; }
