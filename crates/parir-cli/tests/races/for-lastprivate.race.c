// expect: race 10 10
// The last value of a per-iteration variable, kept in a shared variable instead of lastprivate.
#include <stdio.h>
#define N 200
int a[N];
int main(void) {
  int last = 0;
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    last = i * i;
    a[i] = last;
  }
  printf("%d\n", last >= 0);
  return 0;
}
