// expect: clean
// The same counter, incremented atomically.
#include <omp.h>
#include <stdio.h>
int hits;
int main(void) {
  int n = 0;
#pragma omp parallel
  {
#pragma omp atomic
    hits++;
#pragma omp master
    n = omp_get_num_threads();
  }
  printf("%d\n", hits == n);
  return 0;
}
