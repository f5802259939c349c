// RACE: 12 12
// LEVELS: -O0 (optimized, the sum is a register reduction, which parallel_accesses allows)
// An omp simd loop summing into a variable without a reduction clause.
#include <stdio.h>
int a[64];
int main(void) {
  int s = 0;
  for (int i = 0; i < 64; i++)
    a[i] = i;
#pragma omp simd
  for (int i = 0; i < 64; i++)
    s += a[i];
  printf("%d\n", s);
  return 0;
}
