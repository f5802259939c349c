// expect: clean
// collapse(2) over a matrix: every element written once.
#include <stdio.h>
#define N 40
double m[N][N];
int main(void) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      m[i][j] = i * 0.5 + j;
  double s = 0;
  for (int i = 0; i < N; i++) s += m[i][N - 1 - i];
  printf("%.2f\n", s);
  return 0;
}
