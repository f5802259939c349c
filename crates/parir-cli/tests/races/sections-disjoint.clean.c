// expect: clean
// Two sections writing different variables.
#include <stdio.h>
int lo, hi;
int main(void) {
#pragma omp parallel sections
  {
#pragma omp section
    for (int i = 0; i < 100; i++) lo += i;
#pragma omp section
    for (int i = 100; i < 200; i++) hi += i;
  }
  printf("%d %d\n", lo, hi);
  return 0;
}
