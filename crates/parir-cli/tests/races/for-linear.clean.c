// expect: clean
// linear(j:2): each iteration sees j = j0 + 2*i.
#include <stdio.h>
#define N 128
int a[2 * N + 2];
int main(void) {
  int j = 0;
#pragma omp parallel for linear(j : 2)
  for (int i = 0; i < N; i++) {
    a[j] = i;
    j += 2;
  }
  long s = 0;
  for (int k = 0; k < 2 * N; k += 2) s += a[k];
  printf("%ld %d\n", s, j);
  return 0;
}
