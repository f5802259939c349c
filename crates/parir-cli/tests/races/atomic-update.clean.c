// expect: clean
// atomic update of a shared sum in a parallel loop.
#include <stdio.h>
#define N 500
int main(void) {
  long s = 0;
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
#pragma omp atomic update
    s += i;
  }
  printf("%ld\n", s);
  return 0;
}
