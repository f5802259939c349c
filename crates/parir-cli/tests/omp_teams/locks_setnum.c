// omp_set_num_threads sizes the next team; its threads take a lock in turn, and one of
// them waits with omp_test_lock for the lock another holds.
// STDOUT: max=3 count=3 tested=1
#include <omp.h>
#include <stdio.h>

int main(void) {
  omp_lock_t l;
  int count = 0, tested = 0, max;
  omp_init_lock(&l);
  omp_set_num_threads(3);
  max = omp_get_max_threads();
#pragma omp parallel
  {
    if (omp_get_thread_num() == 1) {
      while (!omp_test_lock(&l)) {
      }
      tested++;
      count++;
      omp_unset_lock(&l);
    } else {
      omp_set_lock(&l);
      count++;
      omp_unset_lock(&l);
    }
  }
  omp_destroy_lock(&l);
  printf("max=%d count=%d tested=%d\n", max, count, tested);
  return 0;
}
