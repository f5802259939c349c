// expect: race 9 9
// parallel for simd on a recurrence.
#include <stdio.h>
#define N 512
double a[N];
int main(void) {
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp parallel for simd
  for (int i = 1; i < N; i++) a[i] = a[i - 1] + 1;
  printf("%d\n", a[N - 1] > 0);
  return 0;
}
