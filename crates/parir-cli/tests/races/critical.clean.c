// expect: clean
// An unnamed critical section around a shared update.
#include <stdio.h>
#define N 300
int main(void) {
  long total = 0;
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
#pragma omp critical
    total += i;
  }
  printf("%ld\n", total);
  return 0;
}
