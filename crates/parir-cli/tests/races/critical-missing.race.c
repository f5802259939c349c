// expect: race 11 13
// One thread updates inside critical, the others outside it.
#include <omp.h>
#include <stdio.h>
long total;
int main(void) {
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
#pragma omp critical
      total += 1;
    } else {
      total += 2;
    }
  }
  printf("%d\n", total > 0);
  return 0;
}
