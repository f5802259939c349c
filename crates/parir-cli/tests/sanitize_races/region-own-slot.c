// CLEAN
// Each thread writes its own element, found by omp_get_thread_num.
#include <omp.h>
#include <stdio.h>
int slot[8];
int main(void) {
#pragma omp parallel num_threads(4)
  {
    slot[omp_get_thread_num()] = omp_get_thread_num() + 1;
  }
  printf("%d\n", slot[0] + slot[1] + slot[2] + slot[3]);
  return 0;
}
