// CLEAN
// A function called from every iteration uses a local array: each call has its own frame.
#include <stdio.h>
__attribute__((noinline)) int f(int x) { int t[8]; for (int k = 0; k < 8; k++) t[k] = x + k; return t[7]; }
int main(void) { int r[64];
#pragma omp parallel for num_threads(4)
  for (int i = 0; i < 64; i++) r[i] = f(i);
  printf("%d\n", r[63]); return 0; }
