// expect: race 10 12
// Two sibling tasks update the same variable.
#include <stdio.h>
int acc;
int main(void) {
#pragma omp parallel
#pragma omp single
  {
#pragma omp task
    acc += 1;
#pragma omp task
    acc += 10;
  }
  printf("%d\n", acc > 0);
  return 0;
}
