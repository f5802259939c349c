// expect: race 7 7
// A shared counter incremented by every thread without synchronization.
#include <stdio.h>
int hits;
int main(void) {
#pragma omp parallel
  hits++;
  printf("%d\n", hits > 0);
  return 0;
}
