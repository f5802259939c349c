// CLEAN
// A firstprivate copy updated by each thread.
#include <stdio.h>
int main(void) { int t = 3, out[4] = {0};
#pragma omp parallel for firstprivate(t) num_threads(4)
  for (int i = 0; i < 4; i++) { t += i; out[i] = t; }
  printf("%d\n", out[0]); return 0; }
