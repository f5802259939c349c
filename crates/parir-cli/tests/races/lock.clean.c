// expect: clean
// omp_set_lock / omp_unset_lock around a shared update.
#include <omp.h>
#include <stdio.h>
#define N 300
int main(void) {
  omp_lock_t lk;
  omp_init_lock(&lk);
  long total = 0;
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    omp_set_lock(&lk);
    total += i;
    omp_unset_lock(&lk);
  }
  omp_destroy_lock(&lk);
  printf("%ld\n", total);
  return 0;
}
