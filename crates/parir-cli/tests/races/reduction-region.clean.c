// expect: clean
// A reduction on a plain parallel region.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int s = 0, n = 0;
#pragma omp parallel reduction(+ : s, n)
  {
    s += omp_get_thread_num();
    n += 1;
  }
  printf("%d\n", s == n * (n - 1) / 2);
  return 0;
}
