// expect: race 10 10
// The same work array left shared.
#include <omp.h>
#include <stdio.h>
int res[64];
int main(void) {
  int work[8];
#pragma omp parallel shared(work)
  {
    for (int k = 0; k < 8; k++) work[k] = omp_get_thread_num() + k;
    res[omp_get_thread_num()] = work[0];
  }
  printf("%d\n", res[0] >= 0);
  return 0;
}
