// expect: race 11 11
// A temporary declared outside the loop is shared by all iterations.
#include <stdio.h>
#define N 300
int a[N], b[N];
int main(void) {
  int t;
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    t = a[i] * 2;
    b[i] = t + 1;
  }
  printf("%d\n", b[N - 1] > 0);
  return 0;
}
