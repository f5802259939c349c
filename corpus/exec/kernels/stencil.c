// 2-D Jacobi stencil and a 1-D float stencil.
#include <stdio.h>
#define N 64
static float g[N][N], h[N][N];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) g[i][j] = (float)((i * 31 + j * 17) % 23);
  for (int t = 0; t < 10; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        h[i][j] = 0.25f * (g[i - 1][j] + g[i + 1][j] + g[i][j - 1] + g[i][j + 1]);
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++) g[i][j] = h[i][j];
  }
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s += g[i][j];
  printf("stencil %.4f %.6f\n", s, g[N / 2][N / 3]);
  int a[1000], b[1000];
  for (int i = 0; i < 1000; i++) a[i] = i * i % 97;
  for (int i = 1; i < 999; i++) b[i] = a[i - 1] - 2 * a[i] + a[i + 1];
  long t = 0;
  for (int i = 1; i < 999; i++) t += b[i] * (i % 5);
  printf("1d %ld\n", t);
  return 0;
}
