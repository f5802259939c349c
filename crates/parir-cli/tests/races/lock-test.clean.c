// expect: clean
// omp_test_lock in a retry loop guards the update.
#include <omp.h>
#include <stdio.h>
omp_lock_t lk;
long total;
int main(void) {
  omp_init_lock(&lk);
#pragma omp parallel for
  for (int i = 0; i < 64; i++) {
    while (!omp_test_lock(&lk)) {
    }
    total += i;
    omp_unset_lock(&lk);
  }
  omp_destroy_lock(&lk);
  printf("%ld\n", total);
  return 0;
}
