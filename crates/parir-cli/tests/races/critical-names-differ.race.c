// expect: race 11 14
// Two differently named critical sections do not exclude each other.
#include <omp.h>
#include <stdio.h>
long total;
int main(void) {
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
#pragma omp critical(left)
      total += 1;
    } else {
#pragma omp critical(right)
      total += 2;
    }
  }
  printf("%d\n", total > 0);
  return 0;
}
