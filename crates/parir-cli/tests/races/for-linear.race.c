// expect: race 10 10
// A second index stepped by 2 per iteration, left shared instead of linear.
#include <stdio.h>
#define N 128
int a[2 * N + 2];
int main(void) {
  int j = 0;
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    j += 2;
    a[i] = i;
  }
  printf("%d\n", j > 0);
  return 0;
}
