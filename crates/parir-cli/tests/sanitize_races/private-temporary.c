// CLEAN
// A private temporary.
#include <stdio.h>
int main(void) { int t = 3, out[4] = {0};
#pragma omp parallel for private(t) num_threads(4)
  for (int i = 0; i < 4; i++) { t = i * i; out[i] = t; }
  printf("%d\n", out[3]); return 0; }
