// expect: clean
// taskloop with a reduction clause.
#include <stdio.h>
#define N 256
int a[N];
int main(void) {
  long s = 0;
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop grainsize(16) reduction(+ : s)
  for (int i = 0; i < N; i++) s += a[i];
  printf("%ld\n", s);
  return 0;
}
