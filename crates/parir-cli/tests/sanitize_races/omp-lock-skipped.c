// RACE: 8 8
// Thread 1 increments the counter without taking the lock the others take.
#include <omp.h>
#include <stdio.h>
int main(void) {
  omp_lock_t l; omp_init_lock(&l); int n = 0;
#pragma omp parallel num_threads(4)
  { for (int k = 0; k < 5; k++) { if (omp_get_thread_num() != 1) omp_set_lock(&l); n++; if (omp_get_thread_num() != 1) omp_unset_lock(&l); } }
  omp_destroy_lock(&l); printf("%d\n", n > 0); return 0; }
