// expect: clean
// nowait followed by an explicit barrier before the dependent loop.
#include <stdio.h>
#define N 200
int a[N], b[N];
int main(void) {
#pragma omp parallel
  {
#pragma omp for nowait
    for (int i = 0; i < N; i++)
      a[i] = i + 7;
#pragma omp barrier
#pragma omp for
    for (int i = 0; i < N; i++)
      b[i] = a[(i + N / 2) % N];
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += b[i] * (i % 5);
  printf("%ld\n", s);
  return 0;
}
