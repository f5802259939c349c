// expect: race 13 13
// Each thread takes a different lock: no mutual exclusion.
#include <omp.h>
#include <stdio.h>
long total;
omp_lock_t locks[64];
int main(void) {
  for (int k = 0; k < 64; k++) omp_init_lock(&locks[k]);
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    omp_set_lock(&locks[t]);
    total += t + 1;
    omp_unset_lock(&locks[t]);
  }
  for (int k = 0; k < 64; k++) omp_destroy_lock(&locks[k]);
  printf("%d\n", total > 0);
  return 0;
}
