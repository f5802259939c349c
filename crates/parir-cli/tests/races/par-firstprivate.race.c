// expect: race 10 10
// The same update with the variable left shared.
#include <omp.h>
#include <stdio.h>
int res[64];
int main(void) {
  int base = 10;
#pragma omp parallel shared(base)
  {
    base += omp_get_thread_num();
    res[omp_get_thread_num()] = 1;
  }
  printf("%d\n", base >= 10);
  return 0;
}
