// expect: race 15 18
// The writers hold the lock, the reader does not.
#include <omp.h>
#include <stdio.h>
int shared_v;
int got[64];
int main(void) {
  omp_lock_t lk;
  omp_init_lock(&lk);
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    if (t == 0) {
      omp_set_lock(&lk);
      shared_v = 8;
      omp_unset_lock(&lk);
    } else {
      got[t] = shared_v;
    }
  }
  omp_destroy_lock(&lk);
  printf("%d\n", shared_v);
  return 0;
}
