// expect: race 10 11
// A scratch variable declared outside the region is shared by default.
#include <omp.h>
#include <stdio.h>
int out[64];
int main(void) {
  int tmp;
#pragma omp parallel
  {
    tmp = omp_get_thread_num() * 3;
    out[omp_get_thread_num()] = tmp;
  }
  printf("%d\n", out[0] >= 0);
  return 0;
}
