// expect: race 10 10
// The inner loop's counter is declared outside the parallel loop, so it is shared.
#include <stdio.h>
#define N 64
int m[N][N];
int main(void) {
  int j;
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      m[i][j] = i + j;
  printf("%d\n", m[N - 1][N - 1] >= 0);
  return 0;
}
