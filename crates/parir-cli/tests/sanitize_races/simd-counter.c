// CLEAN
// An omp simd loop: at -O0 its counter and index live in stack slots in the access group.
#include <stdio.h>
int a[64], b[64];
int main(void) {
  for (int i = 0; i < 64; i++)
    b[i] = i;
#pragma omp simd
  for (int i = 0; i < 64; i++)
    a[i] = 2 * b[i];
  printf("%d\n", a[63]);
  return 0;
}
