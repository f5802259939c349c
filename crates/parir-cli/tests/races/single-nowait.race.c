// expect: race 11 12
// One thread sets a value in single nowait; the others read it at once.
#include <omp.h>
#include <stdio.h>
int val;
int got[64];
int main(void) {
#pragma omp parallel
  {
#pragma omp single nowait
    val = 42;
    got[omp_get_thread_num()] = val;
  }
  printf("%d\n", val);
  return 0;
}
