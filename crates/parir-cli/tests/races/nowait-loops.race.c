// expect: race 11 14
// Two worksharing loops; the first has nowait, the second reads what another thread wrote.
#include <stdio.h>
#define N 200
int a[N], b[N];
int main(void) {
#pragma omp parallel
  {
#pragma omp for nowait
    for (int i = 0; i < N; i++)
      a[i] = i * 2;
#pragma omp for
    for (int i = 0; i < N; i++)
      b[i] = a[N - 1 - i];
  }
  printf("%d\n", b[0] >= 0);
  return 0;
}
