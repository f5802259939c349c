// expect: clean
// The same loops with the implicit barrier kept.
#include <stdio.h>
#define N 200
int a[N], b[N];
int main(void) {
#pragma omp parallel
  {
#pragma omp for
    for (int i = 0; i < N; i++)
      a[i] = i * 2;
#pragma omp for
    for (int i = 0; i < N; i++)
      b[i] = a[N - 1 - i];
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += b[i] * (i % 3);
  printf("%ld\n", s);
  return 0;
}
