// RACE: 8 8
// A sum over a parallel loop without a reduction clause.
#include <stdio.h>
int main(void) {
  long s = 0;
#pragma omp parallel for num_threads(2)
  for (int i = 0; i < 100; i++)
    s += i;
  printf("%ld\n", s > 0);
  return 0;
}
