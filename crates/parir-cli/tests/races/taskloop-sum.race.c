// expect: race 12 12
// taskloop accumulating into a shared variable without a reduction.
#include <stdio.h>
#define N 256
int a[N];
int main(void) {
  long s = 0;
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop grainsize(16) shared(s)
  for (int i = 0; i < N; i++) s += a[i];
  printf("%d\n", s > 0);
  return 0;
}
