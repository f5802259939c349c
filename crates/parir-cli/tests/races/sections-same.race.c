// expect: race 9 11
// Two sections updating the same variable.
#include <stdio.h>
int total;
int main(void) {
#pragma omp parallel sections
  {
#pragma omp section
    total += 1;
#pragma omp section
    total += 2;
  }
  printf("%d\n", total > 0);
  return 0;
}
