// expect: race 10 10
// A prefix recurrence in a parallel loop: each iteration reads the previous one's store.
#include <stdio.h>
#define N 256
int a[N];
int main(void) {
  for (int i = 0; i < N; i++) a[i] = 1;
#pragma omp parallel for
  for (int i = 1; i < N; i++)
    a[i] = a[i - 1] + 1;
  printf("%d\n", a[N - 1] > 0);
  return 0;
}
