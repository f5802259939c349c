// expect: race 9 9
// One heap block allocated before the region; every thread writes its first word.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int *blk = malloc(8 * sizeof(int));
#pragma omp parallel
  blk[0] = omp_get_thread_num();
  printf("%d\n", blk[0] >= 0);
  free(blk);
  return 0;
}
