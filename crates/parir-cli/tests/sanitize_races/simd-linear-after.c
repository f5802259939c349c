// CLEAN
// linear(j:2): each lane has its own j; the value after the loop is the last iteration's.
#include <stdio.h>
int w[200];
int main(void) {
  int j = 0;
#pragma omp simd linear(j : 2)
  for (int i = 0; i < 100; i++) {
    w[j] = i;
    j += 2;
  }
  printf("%d %d\n", w[198], j);
  return 0;
}
