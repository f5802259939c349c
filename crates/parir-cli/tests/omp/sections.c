// STDOUT: sections 5050 338350 120
// STDOUT: lastprivate 3 reduction 60
// STDOUT: nowait 10 20 30
// Topic 5: `parallel sections` with three sections (clang: a static loop over the section
// numbers with a switch), `sections` inside `parallel` with lastprivate and a reduction, and
// `sections nowait` followed by a barrier.
#include <stdio.h>

int main(void) {
  long sum = 0, squares = 0, fact = 1;
#pragma omp parallel sections
  {
#pragma omp section
    for (int i = 1; i <= 100; i++)
      sum += i;
#pragma omp section
    for (int i = 1; i <= 100; i++)
      squares += i * i;
#pragma omp section
    for (int i = 1; i <= 5; i++)
      fact *= i;
  }

  int last = 0, red = 0;
  int x = 0, y = 0, z = 0;
#pragma omp parallel
  {
#pragma omp sections lastprivate(last) reduction(+ : red)
    {
#pragma omp section
      {
        last = 1;
        red += 10;
      }
#pragma omp section
      {
        last = 2;
        red += 20;
      }
#pragma omp section
      {
        last = 3;
        red += 30;
      }
    }
#pragma omp sections nowait
    {
#pragma omp section
      x = 10;
#pragma omp section
      y = 20;
#pragma omp section
      z = 30;
    }
#pragma omp barrier
  }
  printf("sections %ld %ld %ld\n", sum, squares, fact);
  printf("lastprivate %d reduction %d\n", last, red);
  printf("nowait %d %d %d\n", x, y, z);
  return 0;
}
