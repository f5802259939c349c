// CLEAN
// Every thread increments a shared counter under an omp_lock_t.
#include <omp.h>
#include <stdio.h>
int main(void) {
  omp_lock_t l; omp_init_lock(&l); int n = 0;
#pragma omp parallel num_threads(4)
  { for (int k = 0; k < 5; k++) { omp_set_lock(&l); n++; omp_unset_lock(&l); } }
  omp_destroy_lock(&l); printf("%d\n", n); return 0; }
