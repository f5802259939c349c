// CLEAN
// The same with lastprivate.
#include <stdio.h>
int main(void) { int x = 0;
#pragma omp parallel for lastprivate(x) num_threads(4)
  for (int i = 0; i < 100; i++) x = i;
  printf("%d\n", x); return 0; }
