// RACE: 6 6
// A variable written by every iteration of a parallel loop without lastprivate.
#include <stdio.h>
int main(void) { int x = 0;
#pragma omp parallel for num_threads(4)
  for (int i = 0; i < 100; i++) x = i;
  printf("%d\n", x >= 0); return 0; }
