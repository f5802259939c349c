// expect: clean
// The temporary declared in the loop body: one per iteration.
#include <stdio.h>
#define N 300
int a[N], b[N];
int main(void) {
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    int t = a[i] * 2;
    b[i] = t + 1;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  printf("%ld\n", s);
  return 0;
}
