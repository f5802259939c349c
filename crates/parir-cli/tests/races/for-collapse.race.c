// expect: race 10 10
// collapse(2) where every row's iterations also add into a per-column total.
#include <stdio.h>
#define N 40
double m[N][N], col[N];
int main(void) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      col[j] += m[i][j] + 1;
  printf("%d\n", col[0] > 0);
  return 0;
}
