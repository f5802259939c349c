// expect: race 8 8
// Indexing by thread number halved: threads 0 and 1 share slot 0.
#include <omp.h>
#include <stdio.h>
int slot[64];
int main(void) {
#pragma omp parallel
  slot[omp_get_thread_num() / 2] = omp_get_thread_num() + 1;
  printf("%d\n", slot[0] > 0);
  return 0;
}
