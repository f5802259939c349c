// expect: clean
// Two sibling tasks ordered by depend(inout) on the variable they update.
#include <stdio.h>
int acc;
int main(void) {
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(inout : acc)
    acc += 1;
#pragma omp task depend(inout : acc)
    acc *= 10;
  }
  printf("%d\n", acc);
  return 0;
}
