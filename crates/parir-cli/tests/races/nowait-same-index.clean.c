// expect: clean
// nowait between two static loops of the same bounds touching the same index: the same thread
// gets the same iterations of both (OpenMP's static schedule guarantee).
#include <stdio.h>
#define N 200
int a[N], b[N];
int main(void) {
#pragma omp parallel
  {
#pragma omp for schedule(static) nowait
    for (int i = 0; i < N; i++)
      a[i] = i * 3;
#pragma omp for schedule(static)
    for (int i = 0; i < N; i++)
      b[i] = a[i] + 1;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  printf("%ld\n", s);
  return 0;
}
