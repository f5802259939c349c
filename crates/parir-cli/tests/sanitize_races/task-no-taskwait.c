// RACE: 11 12
// The parent reads what its task writes without waiting for it.
#include <stdio.h>
int r;
int main(void) {
  int got = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task shared(r)
    r = 42;
    got = r;
  }
  printf("%d\n", got >= 0);
  return 0;
}
