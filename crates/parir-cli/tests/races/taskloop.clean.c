// expect: clean
// taskloop over disjoint elements.
#include <stdio.h>
#define N 256
int a[N];
int main(void) {
#pragma omp parallel
#pragma omp single
#pragma omp taskloop grainsize(16)
  for (int i = 0; i < N; i++) a[i] = 3 * i;
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("%ld\n", s);
  return 0;
}
