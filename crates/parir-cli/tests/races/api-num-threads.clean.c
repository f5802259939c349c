// expect: clean
// Only the master stores the team size; it is read after the region.
#include <omp.h>
#include <stdio.h>
int size;
int main(void) {
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) size = omp_get_num_threads();
  }
  printf("%d\n", size == omp_get_max_threads());
  return 0;
}
