// CLEAN
// Each iteration mallocs, fills and frees its own block; freed blocks are reused.
#include <stdio.h>
#include <stdlib.h>
int main(void) { long tot = 0;
#pragma omp parallel for num_threads(4) reduction(+:tot)
  for (int i = 0; i < 64; i++) { int *p = malloc(16 * sizeof(int)); for (int k = 0; k < 16; k++) p[k] = i; tot += p[15]; free(p); }
  printf("%ld\n", tot); return 0; }
