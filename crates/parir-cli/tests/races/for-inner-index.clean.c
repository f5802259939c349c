// expect: clean
// The inner counter made private.
#include <stdio.h>
#define N 64
int m[N][N];
int main(void) {
  int j;
#pragma omp parallel for private(j)
  for (int i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      m[i][j] = i + j;
  long s = 0;
  for (int i = 0; i < N; i++) s += m[i][(i * 3) % N];
  printf("%ld\n", s);
  return 0;
}
