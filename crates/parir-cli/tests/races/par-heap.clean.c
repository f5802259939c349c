// expect: clean
// Each thread allocates, fills and frees its own block.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
long tot[64];
int main(void) {
  int n = 1;
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    long *blk = malloc(32 * sizeof(long));
    for (int i = 0; i < 32; i++) blk[i] = i * (t + 1);
    long s = 0;
    for (int i = 0; i < 32; i++) s += blk[i];
    free(blk);
    tot[t] = s;
    if (t == 0) n = omp_get_num_threads();
  }
  long s = 0;
  for (int t = 0; t < n; t++) s += tot[t];
  printf("%ld\n", s == 496L * n * (n + 1) / 2);
  return 0;
}
