// expect: race 11 13
// Both tasks declare depend(in) but one writes: in/in is not an ordering.
#include <stdio.h>
int cell = 3;
int main(void) {
  int r = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(in : cell)
    cell = 4;
#pragma omp task depend(in : cell) shared(r)
    r = cell;
  }
  printf("%d\n", r > 0);
  return 0;
}
