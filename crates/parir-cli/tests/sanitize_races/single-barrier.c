// CLEAN
// single has a barrier at its end: the loop after it reads what it wrote.
#include <stdio.h>
int main(void) { int x = 0, s[4] = {0};
#pragma omp parallel num_threads(4)
  {
#pragma omp single
    x = 10;
#pragma omp for
    for (int i = 0; i < 4; i++) s[i] = x + i;
  }
  printf("%d\n", s[0] + s[3]); return 0; }
